/** Small pieces of the S3 adapter: byte counting with CRC-32, ranges, dispositions, error shapes. */
import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { type ByteRange, type PutResult, StorageError } from './storage';

/** Key prefix of the unfinished tus uploads: the uploads feature's datastore owns (and expires) them. */
/** Passes bytes through, counting them and computing their CRC-32; fails on a size other than declared. */
export class CountingTransform extends Transform {
  // Not `size`: lib-storage reads a body's `size` property as its length.
  private byteCount = 0;
  private checksum = 0;

  constructor(
    private readonly key: string,
    private readonly expected: number | undefined,
  ) {
    super();
  }

  override _transform(chunk: unknown, _encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = toBytes(chunk);
    this.byteCount += bytes.byteLength;
    if (this.expected !== undefined && this.byteCount > this.expected) {
      callback(sizeMismatch(this.key, this.expected, this.byteCount));
      return;
    }
    this.checksum = crc32(bytes, this.checksum);
    callback(null, bytes);
  }

  override _flush(callback: TransformCallback) {
    if (this.expected !== undefined && this.byteCount !== this.expected) {
      callback(sizeMismatch(this.key, this.expected, this.byteCount));
      return;
    }
    callback();
  }

  result(): PutResult {
    return { size: this.byteCount, crc32: this.checksum };
  }
}

export function wellFormed(range: ByteRange): boolean {
  const { start, end } = range;
  return (
    Number.isSafeInteger(start) &&
    start >= 0 &&
    (end === undefined || (Number.isSafeInteger(end) && end >= start))
  );
}

/** `bytes 100-199/1000` → its numbers; undefined for a missing or unparsable header. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

export function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    name === 'NoSuchUpload' ||
    statusOf(error) === 404
  );
}

export function toBytes(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('A storage source must yield bytes (Buffer or Uint8Array) or strings');
}

export function sizeMismatch(key: string, expected: number, actual: number): StorageError {
  return new StorageError(
    'size_mismatch',
    `The source of ${JSON.stringify(key)} delivered ${actual > expected ? 'at least ' : ''}${actual} bytes, expected ${expected}`,
  );
}
