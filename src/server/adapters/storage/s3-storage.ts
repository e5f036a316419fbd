/** Storage in an S3-compatible bucket (AWS S3, MinIO, R2): the scaled deployment's files. */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../../../shared/domain/file-names';
import { type S3Settings, s3ClientConfig } from './s3-client';
import {
  CountingTransform,
  isNotFound,
  parseContentRange,
  sizeMismatch,
  statusOf,
  wellFormed,
} from './s3-objects';
import {
  type ByteRange,
  type GetResult,
  type ListedObject,
  ObjectNotFoundError,
  type ObjectStat,
  type PresignOptions,
  type PutOptions,
  type PutResult,
  RangeNotSatisfiableError,
  resolveRange,
  type Storage,
} from './storage';
import { validateKey, validatePrefix } from './storage-key';

/** Key prefix of the unfinished tus uploads: the uploads feature's datastore owns (and expires) them. */
export const TUS_UPLOADS_PREFIX = 'uploads/';

/** Largest batch of one DeleteObjects request (an S3 limit). */
const MAX_DELETE_BATCH = 1000;

/**
 * {@link Storage} on one bucket.
 *
 * - `put` computes the size and CRC-32 while the bytes pass. A source whose
 *   declared size fits in one part (`partSizeBytes`) is read into memory (at
 *   most one part, as a multipart upload buffers anyway) and sent as one
 *   PutObject with its Content-Length; a larger or undeclared source goes
 *   through a multipart upload of `partSizeBytes` parts that is aborted on any
 *   failure. An S3 object appears whole at completion or not at all, so the
 *   previous object stays intact when a put fails.
 * - `get` asks for the range itself (`Range: bytes=a-b`) and reads the total
 *   size from Content-Range, one request per read.
 * - `presignedGetUrl` signs GET URLs with the public endpoint when one is set
 *   (the browser may reach the store at another address than the servers do).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;
  private readonly presigner: S3Client;
  private readonly listPageSize: number;

  /** @param options.listPageSize keys per ListObjectsV2 page of `list` (S3's maximum, 1000, by default) */
  constructor(settings: S3Settings, options: { listPageSize?: number } = {}) {
    this.listPageSize = options.listPageSize ?? 1000;
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
    this.partSize = settings.partSizeBytes;
    this.presigner = settings.publicEndpoint
      ? new S3Client(s3ClientConfig({ ...settings, endpoint: settings.publicEndpoint }))
      : this.client;
  }

  async put(
    key: string,
    source: Readable | Uint8Array,
    options: PutOptions = {},
  ): Promise<PutResult> {
    validateKey(key);
    const { signal, size: expected, contentType } = options;
    signal?.throwIfAborted();
    if (source instanceof Uint8Array) {
      if (expected !== undefined && source.byteLength !== expected) {
        throw sizeMismatch(key, expected, source.byteLength);
      }
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: source,
          ContentLength: source.byteLength,
          ContentType: contentType,
        }),
        { abortSignal: signal },
      );
      return { size: source.byteLength, crc32: crc32(source) };
    }

    const counter = new CountingTransform(key, expected);
    const feeding = pipeline(source, counter, ...(signal ? [{ signal }] : [])).catch(
      (error: unknown) => {
        // Make the consumer see the failure, whichever side it came from.
        counter.destroy(error as Error);
        throw error;
      },
    );
    if (expected !== undefined && expected <= this.partSize) {
      const chunks: Buffer[] = [];
      const reading = (async () => {
        for await (const chunk of counter) chunks.push(chunk as Buffer);
      })();
      await Promise.all([feeding, reading]);
      const body = Buffer.concat(chunks);
      signal?.throwIfAborted();
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.byteLength,
          ContentType: contentType,
        }),
        { abortSignal: signal },
      );
      return counter.result();
    }

    // No abort controller: a failed or aborted source destroys `counter`, the
    // upload's reader fails, and lib-storage aborts the multipart upload
    // before `done()` rejects, so nothing is left behind when put returns.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: contentType },
      partSize: this.partSize,
      queueSize: 4,
      leavePartsOnError: false,
    });
    // A failed upload stops reading the source (nobody would drain it otherwise).
    const uploading = upload.done().catch((error: unknown) => {
      counter.destroy(error as Error);
      throw error;
    });
    const [fed, uploaded] = await Promise.allSettled([feeding, uploading]);
    // The source's own error (or the size mismatch, or the abort) explains the failure best.
    if (fed.status === 'rejected') throw fed.reason;
    if (uploaded.status === 'rejected') throw uploaded.reason;
    return counter.result();
  }

  async get(key: string, range?: ByteRange): Promise<GetResult> {
    validateKey(key);
    if (range !== undefined && !wellFormed(range)) {
      const stat = await this.stat(key);
      if (!stat) throw new ObjectNotFoundError(key);
      resolveRange(range, stat.size); // throws: the range is malformed
    }
    let output: GetObjectCommandOutput;
    try {
      output = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      if (range && statusOf(error) === 416) {
        const stat = await this.stat(key);
        if (!stat) throw new ObjectNotFoundError(key);
        throw new RangeNotSatisfiableError(stat.size, range);
      }
      throw error;
    }
    const stream = output.Body as Readable;
    const contentType = output.ContentType;
    const served = parseContentRange(output.ContentRange);
    if (range === undefined) {
      return { stream, size: output.ContentLength ?? 0, contentType };
    }
    if (served) {
      try {
        // Some servers answer an unsatisfiable range of an empty object with a
        // bogus Content-Range (`bytes 0-0/0`): hold the answer to the rules.
        const resolved = resolveRange(range, served.size);
        if (resolved.start !== served.start || resolved.end !== served.end) {
          throw new Error(
            `The S3 server served bytes ${served.start}-${served.end} of ${key} for ${resolved.start}-${resolved.end}`,
          );
        }
        return { stream, size: served.size, contentType, range: resolved };
      } catch (error) {
        stream.destroy();
        throw error;
      }
    }
    // The server ignored the range (some do for an empty object): check it against the whole.
    const size = output.ContentLength ?? 0;
    try {
      const resolved = resolveRange(range, size);
      if (resolved.start !== 0 || resolved.end !== size - 1) {
        throw new Error(`The S3 server ignored the range of ${key}`);
      }
      return { stream, size, contentType, range: resolved };
    } catch (error) {
      stream.destroy();
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    validateKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    validateKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
  }

  /**
   * Lists up to `batchSize` keys (default and most 1000) and deletes them with
   * one DeleteObjects request, until the listing is empty. Each round lists
   * from the start, so a second call after an interruption finishes the job.
   */
  async deleteByPrefix(prefix: string, options: { batchSize?: number } = {}): Promise<number> {
    validatePrefix(prefix);
    const batchSize = options.batchSize ?? MAX_DELETE_BATCH;
    if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > MAX_DELETE_BATCH) {
      throw new RangeError(`batchSize must be an integer from 1 to 1000, got ${batchSize}`);
    }
    let deleted = 0;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: batchSize }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return deleted;
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys, Quiet: true },
        }),
      );
      const errors = result.Errors ?? [];
      if (errors.length > 0) {
        const first = errors[0];
        throw new Error(
          `Deleting ${errors.length} of ${keys.length} objects under ${prefix} failed (first: ${first?.Key}: ${first?.Code} ${first?.Message})`,
        );
      }
      deleted += keys.length;
    }
  }

  /** Validates the prefix at once (throws here, not on iteration); pages are fetched lazily. */
  list(prefix: string): AsyncIterable<ListedObject> {
    validatePrefix(prefix);
    return this.listPages(prefix);
  }

  /** Objects live in the bucket: a local file is always put, never moved. */
  async adoptLocalFile(key: string): Promise<boolean> {
    validateKey(key);
    return false;
  }

  localPath(): null {
    return null;
  }

  async presignedGetUrl(key: string, options: PresignOptions): Promise<string> {
    validateKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition:
        options.downloadFilename === undefined
          ? undefined
          : contentDisposition('attachment', options.downloadFilename, 'download'),
    });
    return getSignedUrl(this.presigner, command, { expiresIn: options.expiresInSeconds });
  }

  /**
   * Abort multipart uploads initiated more than `olderThanMs` ago (under
   * `prefix` when given): the parts of puts whose process died. The tus
   * uploads under {@link TUS_UPLOADS_PREFIX} are left alone: their datastore
   * expires them. Returns how many were aborted. Use an age far above the
   * longest put (a day).
   */
  async abortStaleMultipartUploads(
    olderThanMs: number,
    prefix?: string,
    now: number = Date.now(),
  ): Promise<number> {
    if (prefix !== undefined) validatePrefix(prefix);
    const cutoff = now - olderThanMs;
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: prefix,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        const { Key: key, UploadId: uploadId, Initiated: initiated } = upload;
        if (!key || !uploadId || !initiated) continue;
        if (key.startsWith(TUS_UPLOADS_PREFIX)) continue;
        // Checked here too: not every S3-compatible server filters the listing by prefix.
        if (prefix !== undefined && !key.startsWith(prefix)) continue;
        if (initiated.getTime() >= cutoff) continue;
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
          );
          aborted += 1;
        } catch (error) {
          if (!isNotFound(error)) throw error; // NoSuchUpload: completed or aborted meanwhile
        }
      }
      const more = page.IsTruncated === true && Boolean(page.NextKeyMarker);
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }

  /** Close the clients' sockets. */
  destroy(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }

  private async *listPages(prefix: string): AsyncGenerator<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: token,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
