/**
 * The bucket storage, loaded on first use: the AWS SDK (about 25 MB resident) is imported by
 * the first call, not when the server starts, and never by a server on local disk (the
 * build keeps it in a chunk of its own). Behaves exactly as `S3Storage`, which it wraps.
 */
import type { Readable } from 'node:stream';
import type { S3Settings } from './s3-client';
import type { S3Storage } from './s3-storage';
import type {
  ByteRange,
  GetResult,
  ListedObject,
  ObjectStat,
  PresignOptions,
  PutOptions,
  PutResult,
  Storage,
} from './storage';

export class LazyS3Storage implements Storage {
  private loaded: Promise<S3Storage> | undefined;

  constructor(private readonly settings: S3Settings) {}

  /** The loaded storage (the SDK is imported by the first call). */
  inner(): Promise<S3Storage> {
    this.loaded ??= import('./s3-storage').then(({ S3Storage }) => new S3Storage(this.settings));
    return this.loaded;
  }

  async put(key: string, source: Readable | Uint8Array, options?: PutOptions): Promise<PutResult> {
    return (await this.inner()).put(key, source, options);
  }

  async get(key: string, range?: ByteRange): Promise<GetResult> {
    return (await this.inner()).get(key, range);
  }

  async stat(key: string): Promise<ObjectStat | null> {
    return (await this.inner()).stat(key);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.inner()).exists(key);
  }

  async delete(key: string): Promise<void> {
    return (await this.inner()).delete(key);
  }

  async deleteByPrefix(prefix: string, options?: { batchSize?: number }): Promise<number> {
    return (await this.inner()).deleteByPrefix(prefix, options);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    yield* (await this.inner()).list(prefix);
  }

  async presignedGetUrl(key: string, options: PresignOptions): Promise<string | null> {
    return (await this.inner()).presignedGetUrl(key, options);
  }

  async adoptLocalFile(key: string): Promise<boolean> {
    return (await this.inner()).adoptLocalFile(key);
  }

  localPath(): string | null {
    return null;
  }

  /** Aborts multipart uploads begun more than `olderThanMs` ago (the hourly sweep). */
  async abortStaleMultipartUploads(olderThanMs: number, prefix?: string, now?: number) {
    return (await this.inner()).abortStaleMultipartUploads(olderThanMs, prefix, now);
  }

  /** Releases the SDK's connections, when it was ever loaded. */
  async destroy(): Promise<void> {
    if (this.loaded) (await this.loaded).destroy();
  }
}
