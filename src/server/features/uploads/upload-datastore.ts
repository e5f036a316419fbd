/**
 * Where unfinished tus uploads live. Today the tus file store under
 * `<DATA_DIR>/uploads` (the upload's state is a JSON file beside its bytes,
 * so uploads survive a restart); the S3 store of the scaled deployment plugs
 * in here later.
 */
import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';

export type UploadDatastore = {
  store: DataStore;
  /** The first `bytes` bytes of an upload (fewer when it is shorter). */
  readHead(uploadId: string, bytes: number): Promise<Buffer>;
  /** The whole upload's bytes. */
  read(uploadId: string): Readable;
  /** Received bytes and declared size, or null when the upload is gone. */
  progress(uploadId: string): Promise<{ offset: number; size: number | undefined } | null>;
  /** Removes an upload's bytes and state; a missing upload is not an error. */
  remove(uploadId: string): Promise<void>;
  /** Removes uploads older than the store's expiry that nobody finished. */
  deleteExpired(): Promise<number>;
  /** The upload's file on this machine's disk, when the store keeps it there (file store). */
  localPath?(uploadId: string): string;
};

export function createFileUploadDatastore(options: {
  directory: string;
  /** Unfinished uploads older than this are refused and removed. */
  expiryMs: number;
}): UploadDatastore {
  mkdirSync(options.directory, { recursive: true });
  const store = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: options.expiryMs,
  });
  const file = (uploadId: string) => {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(uploadId)) throw new Error('invalid upload id');
    return path.join(options.directory, uploadId);
  };
  return {
    store,
    async readHead(uploadId, bytes) {
      const handle = await open(file(uploadId), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    read(uploadId) {
      return store.read(uploadId);
    },
    async progress(uploadId) {
      try {
        const upload = await store.getUpload(uploadId);
        return { offset: upload.offset, size: upload.size };
      } catch {
        return null;
      }
    },
    async remove(uploadId) {
      try {
        await store.remove(uploadId);
      } catch {
        // Already gone, or only its state file left: drop that too.
        await store.configstore.delete(uploadId).catch(() => {});
      }
    },
    deleteExpired() {
      return store.deleteExpired();
    },
    localPath: file,
  };
}
