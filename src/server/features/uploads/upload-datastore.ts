/**
 * Where unfinished tus uploads live: the tus file store under
 * `<DATA_DIR>/uploads` (the upload's state is a JSON file beside its bytes,
 * so uploads survive a restart), or, in the scaled deployment, the tus S3
 * store writing multipart uploads under `uploads/` in the bucket with its
 * state in the shared database (see docs/decisions/021-uploads-across-instances.md).
 */

import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import { DataStore, ERRORS, type KvStore, Upload } from '@tus/utils';
import { type S3Settings, s3ClientConfig } from '../../adapters/storage/s3-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { checkedId, HashingFileStore } from './hashing-file-store';
import { PgKvStore } from './tus-state-store';

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

export function createFileUploadDatastore(options: {
  directory: string;
  /** Unfinished uploads older than this are refused and removed. */
  expiryMs: number;
}): UploadDatastore {
  mkdirSync(options.directory, { recursive: true });
  const store = new HashingFileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: options.expiryMs,
  });
  const file = (uploadId: string) => path.join(options.directory, checkedId(uploadId));
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
    checksums(uploadId) {
      const state = store.running.get(uploadId);
      if (!state) return null;
      store.running.delete(uploadId);
      return { sha256: state.sha.digest('hex'), crc32: state.crc, size: state.length };
    },
  };
}

/** The bucket folder of unfinished uploads (a lifecycle rule may abort its stale multipart uploads). */
export const s3UploadsPrefix = 'uploads/';

/** A shared KvStore that can also drop old entries (the `tus_uploads` table). */
export type UploadStateStore = KvStore<MetadataValue> & {
  deleteOlderThan(before: Date): Promise<number>;
};

const notFoundCodes = new Set(['NoSuchKey', 'NoSuchUpload', 'NotFound']);
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    notFoundCodes.has(e?.name ?? '') ||
    notFoundCodes.has(e?.Code ?? '') ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/**
 * The tus S3 store seen through clean ids: tus and the rest of the app use
 * the upload id of the URL, the bucket keys are `uploads/<id>` (the
 * multipart object, `<key>.info` and `<key>.part`), and so are the keys of
 * the shared state.
 */
class PrefixedS3Store extends DataStore {
  constructor(
    private readonly inner: S3Store,
    /** Removes an upload given its bucket key (tus' DELETE). */
    private readonly removeKey: (key: string) => Promise<void>,
  ) {
    super();
    this.extensions = inner.extensions;
  }

  static key(id: string): string {
    return `${s3UploadsPrefix}${checkedId(id)}`;
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await this.inner.create(
      new Upload({ ...upload, id: PrefixedS3Store.key(upload.id) }),
    );
    // @tus/server keeps using the object it passed in.
    upload.creation_date = created.creation_date;
    upload.storage = created.storage;
    return upload;
  }

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return this.inner.write(stream, PrefixedS3Store.key(id), offset);
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await this.inner.getUpload(PrefixedS3Store.key(id));
    return new Upload({ ...upload, id });
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(PrefixedS3Store.key(id), length);
  }

  read(id: string) {
    return this.inner.read(PrefixedS3Store.key(id));
  }

  override remove(id: string): Promise<void> {
    return this.removeKey(PrefixedS3Store.key(id));
  }

  override getExpiration(): number {
    return this.inner.getExpiration();
  }
}

/**
 * Unfinished uploads in the bucket (the scaled deployment): @tus/s3-store
 * with parts of exactly `partSizeBytes` (R2 wants equal parts), its state in
 * `cache` (shared by every instance) instead of one process's memory.
 */
export function createS3UploadDatastore(options: {
  settings: S3Settings;
  cache: UploadStateStore;
  expiryMs: number;
}): UploadDatastore {
  const { settings, cache } = options;
  const bucket = settings.bucket;
  const clientConfig = s3ClientConfig(settings);
  const client = new S3(clientConfig);
  const inner = new S3Store({
    partSize: settings.partSizeBytes,
    minPartSize: settings.partSizeBytes,
    expirationPeriodInMilliseconds: options.expiryMs,
    cache,
    s3ClientConfig: { ...clientConfig, bucket },
  });
  const key = PrefixedS3Store.key;

  async function ranged(objectKey: string, bytes: number): Promise<Buffer | null> {
    try {
      const res = await client.getObject({
        Bucket: bucket,
        Key: objectKey,
        Range: `bytes=0-${bytes - 1}`,
      });
      const body = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
      return body.subarray(0, bytes);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The multipart upload's id: from the shared state, else from the `.info` object. */
  async function multipartId(objectKey: string): Promise<string | undefined> {
    const cached = await cache.get(objectKey);
    if (cached) return cached['upload-id'];
    try {
      const info = await client.headObject({ Bucket: bucket, Key: `${objectKey}.info` });
      return info.Metadata?.['upload-id'];
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function removeKey(objectKey: string, uploadId?: string): Promise<void> {
    const multipart = uploadId ?? (await multipartId(objectKey));
    if (multipart) {
      await client
        .abortMultipartUpload({ Bucket: bucket, Key: objectKey, UploadId: multipart })
        .catch((error) => {
          // Completed or aborted already.
          if (!isNotFound(error)) throw error;
        });
    }
    await client.deleteObjects({
      Bucket: bucket,
      Delete: {
        Objects: [{ Key: objectKey }, { Key: `${objectKey}.info` }, { Key: `${objectKey}.part` }],
        Quiet: true,
      },
    });
    await cache.delete(objectKey);
  }

  const store = new PrefixedS3Store(inner, (objectKey) => removeKey(objectKey));

  return {
    store,
    async readHead(uploadId, bytes) {
      const objectKey = key(uploadId);
      // The finished object; before the multipart upload completes, its first part, else the pending tail.
      const finished = await ranged(objectKey, bytes);
      if (finished) return finished;
      const multipart = await multipartId(objectKey);
      if (multipart) {
        const parts = await client
          .listParts({ Bucket: bucket, Key: objectKey, UploadId: multipart, MaxParts: 1 })
          .catch(() => null);
        if (parts?.Parts?.length) {
          // Parts cannot be read before completion; the head is only needed once the upload is finished.
          throw ERRORS.FILE_NOT_FOUND;
        }
      }
      return (await ranged(`${objectKey}.part`, bytes)) ?? Buffer.alloc(0);
    },
    read(uploadId) {
      const out = new PassThrough();
      client
        .getObject({ Bucket: bucket, Key: key(uploadId) })
        .then((res) => {
          const body = res.Body as Readable | undefined;
          if (!body) throw new Error('empty S3 body');
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error) => out.destroy(error));
      return out;
    },
    async progress(uploadId) {
      try {
        const upload = await store.getUpload(uploadId);
        return { offset: upload.offset, size: upload.size };
      } catch {
        return null;
      }
    },
    remove(uploadId) {
      return removeKey(key(uploadId));
    },
    /**
     * Aborts the multipart uploads under `uploads/` begun more than the
     * expiry ago (S3Store's own deleteExpired lists the whole bucket and
     * leaves the state behind), removes their objects and state, and the
     * state of uploads older than that whose multipart upload is gone.
     */
    async deleteExpired() {
      const before = Date.now() - options.expiryMs;
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.listMultipartUploads({
          Bucket: bucket,
          Prefix: s3UploadsPrefix,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        });
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key?.startsWith(s3UploadsPrefix) || !upload.UploadId || !upload.Initiated) {
            continue;
          }
          if (upload.Initiated.getTime() >= before) continue;
          await removeKey(upload.Key, upload.UploadId);
          removed += 1;
        }
        if (!page.IsTruncated) break;
        keyMarker = page.NextKeyMarker;
        uploadIdMarker = page.NextUploadIdMarker;
      }
      await cache.deleteOlderThan(new Date(before));
      return removed;
    },
  };
}

/**
 * Where unfinished uploads are kept: the bucket (state in the shared
 * database) when S3 is configured, else the file store under DATA_DIR.
 */
export function createUploadDatastore(config: Config, db: Database): UploadDatastore {
  if (config.storage.kind === 's3') {
    return createS3UploadDatastore({
      settings: config.storage,
      cache: new PgKvStore(db) as UploadStateStore,
      expiryMs: config.uploads.expiryMs,
    });
  }
  return createFileUploadDatastore({
    directory: config.paths.uploads,
    expiryMs: config.uploads.expiryMs,
  });
}
