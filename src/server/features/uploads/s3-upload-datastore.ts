/**
 * Unfinished uploads in the bucket (the scaled deployment): the tus S3 store, its state in
 * the shared database. Loaded on first use (upload-datastore.ts), so a server on local disk
 * never loads the AWS SDK.
 */
import { PassThrough, type Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { type S3Settings, s3ClientConfig } from '../../adapters/storage/s3-client';
import type { UploadDatastore, UploadStateStore } from './datastore-types';
import { checkedId } from './hashing-file-store';

/** The bucket folder of unfinished uploads (a lifecycle rule may abort its stale multipart uploads). */
export const s3UploadsPrefix = 'uploads/';

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
