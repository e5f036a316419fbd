/**
 * What the uploads feature needs of where unfinished uploads live (file store or bucket), and how
 * both tell a full disk.
 */
import type { Readable } from 'node:stream';
import type { MetadataValue } from '@tus/s3-store';
import type { DataStore, KvStore } from '@tus/utils';

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
  /**
   * SHA-256, CRC-32 and length of the bytes as they arrived, when this process saw every one
   * of them in order (file store); null otherwise (a restart, another instance): then the
   * caller reads the file once to compute them.
   */
  checksums?(uploadId: string): { sha256: string; crc32: number; size: number } | null;
};

/** The shared state of the bucket's uploads (the `tus_uploads` table). */
export type UploadStateStore = KvStore<MetadataValue> & {
  deleteOlderThan(before: Date): Promise<number>;
};

/**
 * Whether `error` is a write refused for want of room (a full disk, or a full quota). The
 * endpoint answers it as `storageFull` (uploads.routes.ts), whichever store met it: the file
 * store writes the upload's own file, the bucket's store buffers each part in the system's
 * temporary folder before sending it. What was saved stays, so the client resumes from the
 * offset the server reports.
 */
export function isOutOfRoom(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
