/** The storage adapter's contract: where originals and derivatives live, whatever the backend. */
import type { Readable } from 'node:stream';

/** Options of {@link Storage.put}. */
export type PutOptions = {
  /**
   * MIME type of the object. Backends that keep metadata (S3) store it; local
   * storage ignores it. The database row (`media.mime`) is the authority either way.
   */
  contentType?: string;
  /**
   * Expected length in bytes, when known (tus uploads declare it). The write
   * fails and leaves nothing behind if the source delivers a different count;
   * S3 can use it to skip a multipart upload for small objects.
   */
  size?: number;
  /** Aborting removes whatever was written; the previous object under the key stays. */
  signal?: AbortSignal;
};

/** What {@link Storage.put} stored. */
export type PutResult = {
  /** Bytes written. */
  size: number;
  /** CRC-32 (as an unsigned 32-bit number) of the bytes written, for ZIP entries. */
  crc32: number;
};

/** A byte range with an inclusive end, as in HTTP `Range: bytes=start-end`. */
export type ByteRange = {
  start: number;
  /** Inclusive; absent or past the last byte means "to the end". */
  end?: number;
};

/** What {@link Storage.get} opened. */
export type GetResult = {
  /** The object's bytes, or the requested range of them. Destroy it to stop reading early. */
  stream: Readable;
  /** Total size of the object, not of the range. */
  size: number;
  /** Only from backends that store it (S3); local storage leaves it undefined. */
  contentType?: string;
  /** The range actually served (end clamped to the last byte), when one was requested. */
  range?: { start: number; end: number };
};

/** Size and modification time of a stored object. */
export type ObjectStat = { size: number; modifiedAt: Date };

/** One object yielded by {@link Storage.list}. */
export type ListedObject = { key: string; size: number; modifiedAt: Date };

/** Options of {@link Storage.presignedGetUrl}. */
export type PresignOptions = {
  expiresInSeconds: number;
  /** Sets `Content-Disposition: attachment; filename=...` on the response. */
  downloadFilename?: string;
  /** Overrides the response's `Content-Type`. */
  contentType?: string;
};

/**
 * Where files live: local disk in the embedded deployment, an S3-compatible
 * bucket when scaled. Keys are relative POSIX paths such as
 * `events/{eventId}/originals/{mediaId}` (see `validateKey`); every method
 * rejects an invalid key with {@link InvalidKeyError} before touching anything.
 */
export interface Storage {
  /**
   * Store the bytes of `source` under `key`, replacing any previous object
   * atomically: readers see the old object or the complete new one, never a
   * part. If the source fails or the signal aborts, nothing is stored and the
   * previous object is intact.
   */
  put(key: string, source: Readable | Uint8Array, options?: PutOptions): Promise<PutResult>;
  /**
   * Open an object for reading, whole or one range.
   * @throws {ObjectNotFoundError} when there is no object under `key`
   * @throws {RangeNotSatisfiableError} when the range lies outside the object (HTTP 416)
   */
  get(key: string, range?: ByteRange): Promise<GetResult>;
  /** Size and modification time, or null when there is no object under `key`. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Whether an object exists under `key`. */
  exists(key: string): Promise<boolean>;
  /** Remove one object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Remove every object whose key starts with `prefix`, which must end with
   * `/` (`events/abc/` never touches `events/abcd/...`). Returns how many
   * objects were removed. If interrupted, calling it again finishes the job.
   */
  deleteByPrefix(prefix: string, options?: { batchSize?: number }): Promise<number>;
  /** Every object under `prefix` (which must end with `/`), in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * A time-limited URL from which a client can download the object directly,
   * or null when the backend cannot issue one (local storage): then serve the
   * bytes through the app with {@link Storage.get}.
   */
  presignedGetUrl(key: string, options: PresignOptions): Promise<string | null>;
  /**
   * Moves a complete, fsynced file of this machine's disk (a finished upload) under `key`
   * without copying its bytes. False when this backend cannot (a bucket, another file
   * system): the file is left as it was and the caller stores its bytes with {@link put}.
   */
  adoptLocalFile(key: string, file: string): Promise<boolean>;
  /**
   * A path where a local reader (libvips, ffmpeg) opens the object directly, or null when
   * the object does not live on this machine's disk (read it with {@link get}).
   */
  localPath(key: string): string | null;
}

/**
 * Base class of the storage adapter's errors; `code` is stable for mapping to
 * HTTP. Thrown as is for `size_mismatch` (the source delivered another byte
 * count than `PutOptions.size` declared).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly code: 'invalid_key' | 'not_found' | 'range_not_satisfiable' | 'size_mismatch',
    message: string,
  ) {
    super(message);
  }
}

/** A key or prefix that is not a safe relative POSIX path. A programming error: HTTP 500. */
export class InvalidKeyError extends StorageError {
  override readonly name = 'InvalidKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super('invalid_key', `Invalid storage key ${JSON.stringify(key.slice(0, 600))}: ${reason}`);
  }
}

/** No object under the key: HTTP 404. */
export class ObjectNotFoundError extends StorageError {
  override readonly name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super('not_found', `No stored object under ${JSON.stringify(key)}`);
  }
}

/** The requested range does not fit the object: HTTP 416 with `Content-Range: bytes *\/{size}`. */
export class RangeNotSatisfiableError extends StorageError {
  override readonly name = 'RangeNotSatisfiableError';
  constructor(
    readonly size: number,
    range: ByteRange,
  ) {
    super(
      'range_not_satisfiable',
      `Range ${range.start}-${range.end ?? ''} is not satisfiable for an object of ${size} bytes`,
    );
  }
}

/**
 * Resolve a requested range against an object's size, HTTP style: the end is
 * inclusive and clamped to the last byte; a start at or past the end of the
 * object, a start after the end, or a non-integer bound is not satisfiable.
 * @throws {RangeNotSatisfiableError}
 */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  const { start, end } = range;
  const valid =
    Number.isSafeInteger(start) &&
    start >= 0 &&
    start < size &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!valid) throw new RangeNotSatisfiableError(size, range);
  return { start, end: end === undefined ? size - 1 : Math.min(end, size - 1) };
}
