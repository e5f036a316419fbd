/**
 * The tus file store, hashing the bytes while they arrive: each PATCH's body passes through
 * SHA-256 and CRC-32 on its way to the file, so a finished upload is never read again. A
 * PATCH that does not continue exactly where the hashed bytes end (a restart lost the
 * state, a write failed half-way) drops the running hash; the upload still finishes, and
 * its checksums are then read from the file.
 */
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import { isOutOfRoom } from './datastore-types';

/** Upload ids are what tus' default naming gives: URL-safe, no slash. */
export function checkedId(uploadId: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uploadId)) throw new Error('invalid upload id');
  return uploadId;
}

/** Bytes buffered for the file while a write is under way: fewer, larger writes. */
const writeBufferBytes = 256 * 1024;

type RunningHash = { sha: Hash; crc: number; length: number };

/** The file store that hashes while writing (see above). */
export class HashingFileStore extends FileStore {
  readonly running = new Map<string, RunningHash>();

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let state =
      offset === 0 ? { sha: createHash('sha256'), crc: 0, length: 0 } : this.running.get(id);
    if (state && state.length !== offset) state = undefined;
    this.running.delete(id);
    const hashing = state;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (hashing) {
          hashing.sha.update(chunk);
          hashing.crc = crc32(chunk, hashing.crc);
          hashing.length += chunk.length;
        }
        callback(null, chunk);
      },
    });
    const file = createWriteStream(path.join(this.directory, checkedId(id)), {
      flags: 'r+',
      start: offset,
      // Chunks that arrive while a write is under way go out together (one writev).
      highWaterMark: writeBufferBytes,
    });
    try {
      await pipeline(readable, tap, file);
    } catch (error) {
      // A full disk goes up as it is: the endpoint answers it as storageFull.
      if (isOutOfRoom(error)) throw error;
      throw ERRORS.FILE_WRITE_ERROR;
    }
    const written = offset + file.bytesWritten;
    if (hashing && hashing.length === written) this.running.set(id, hashing);
    return written;
  }

  override async remove(id: string): Promise<void> {
    this.running.delete(id);
    return super.remove(id);
  }
}
