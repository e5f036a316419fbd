/** Storage on the local disk: the embedded deployment keeps every file under one root folder. */
import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import {
  type FileHandle,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
} from 'node:fs/promises';
import path from 'node:path';
import { addAbortSignal, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  type ByteRange,
  type GetResult,
  InvalidKeyError,
  type ListedObject,
  ObjectNotFoundError,
  type ObjectStat,
  type PresignOptions,
  type PutOptions,
  type PutResult,
  resolveRange,
  type Storage,
  StorageError,
} from './storage';
import { RESERVED_TOP_LEVEL, validateKey, validatePrefix } from './storage-key';

/**
 * {@link Storage} on a local folder. A key maps to the file `<root>/<key>`.
 *
 * - `put` streams into `<root>/.tmp/<random>.part`, fsyncs it, then renames it
 *   over the target (atomic on one file system), so readers never see a part
 *   and a failed write leaves the previous object alone. Concurrent puts to one
 *   key each write their own temporary file; the last rename wins whole.
 * - Content types are not stored: the database row is their authority, so
 *   `get` returns no `contentType` (a sidecar file could disagree with the
 *   object after a crash or a race; the row cannot).
 * - `presignedGetUrl` returns null: serve the bytes through the app.
 * - A key cannot be both an object and a folder of other objects here (S3
 *   allows it); the key scheme never needs that.
 */
/**
 * Read chunk size: 1 MiB reads stream large originals (ZIP downloads) about
 * three times faster than Node's default 64 KiB, for 1 MiB of buffer per reader.
 */
const readChunkBytes = 1 << 20;

export class LocalStorage implements Storage {
  /** Absolute root folder. */
  readonly root: string;
  private readonly tmpDir: string;

  /** @param rootDir folder holding the objects; created on the first write */
  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
    this.tmpDir = path.join(this.root, RESERVED_TOP_LEVEL);
  }

  async put(
    key: string,
    source: Readable | Uint8Array,
    options: PutOptions = {},
  ): Promise<PutResult> {
    const target = this.pathOf(key);
    const { signal, size: expected } = options;
    signal?.throwIfAborted();
    await mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, `${randomUUID()}.part`);
    let handle: FileHandle | undefined = await open(temp, 'wx');
    try {
      let size = 0;
      let checksum = 0;
      const write = async (chunk: Uint8Array) => {
        size += chunk.byteLength;
        if (expected !== undefined && size > expected) throw sizeMismatch(key, expected, size);
        checksum = crc32(chunk, checksum);
        await writeAll(handle as FileHandle, chunk);
      };
      if (source instanceof Uint8Array) {
        await write(source);
      } else {
        for await (const chunk of signal ? addAbortSignal(signal, source) : source) {
          await write(toBytes(chunk));
        }
      }
      if (expected !== undefined && size !== expected) throw sizeMismatch(key, expected, size);
      await handle.sync();
      await handle.close();
      handle = undefined;
      signal?.throwIfAborted();
      await this.moveIntoPlace(temp, target);
      return { size, crc32: checksum };
    } catch (error) {
      await handle?.close().catch(() => {});
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<GetResult> {
    const file = this.pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || hasCode(error, 'EISDIR')) throw new ObjectNotFoundError(key);
      throw error;
    }
    try {
      // Size and bytes come from the same open file, so a concurrent put
      // (which renames a new file over the name) cannot mix two versions.
      const info = await handle.stat();
      if (!info.isFile()) throw new ObjectNotFoundError(key);
      if (range === undefined) {
        return {
          stream: handle.createReadStream({ highWaterMark: readChunkBytes }),
          size: info.size,
        };
      }
      const resolved = resolveRange(range, info.size);
      return {
        stream: handle.createReadStream({
          start: resolved.start,
          end: resolved.end,
          highWaterMark: readChunkBytes,
        }),
        size: info.size,
        range: resolved,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (error) {
      if (isMissing(error)) return;
      if (hasCode(error, 'EISDIR') || hasCode(error, 'EPERM')) {
        const info = await lstat(file).catch(() => null);
        if (info?.isDirectory()) return; // a folder of other keys, not an object
      }
      throw error;
    }
  }

  /**
   * Walks the prefix's folder depth first, unlinking up to `batchSize` files
   * at a time (default 100), and removes each folder once it is empty. A
   * second call after an interruption starts over on what is left.
   */
  async deleteByPrefix(prefix: string, options: { batchSize?: number } = {}): Promise<number> {
    validatePrefix(prefix);
    const batchSize = options.batchSize ?? 100;
    if (!Number.isSafeInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
    }
    const dir = this.pathOf(prefix.slice(0, -1));
    let deleted = 0;
    const unlinkAll = async (files: string[]) => {
      const removed = await Promise.all(
        files.map((file) =>
          unlink(file).then(
            () => 1,
            (error: unknown) => {
              if (isMissing(error)) return 0;
              throw error;
            },
          ),
        ),
      );
      for (const count of removed) deleted += count;
    };
    const walk = async (folder: string): Promise<void> => {
      const entries = await readEntries(folder);
      if (entries === null) return;
      const files: string[] = [];
      for (const entry of entries) {
        const entryPath = path.join(folder, entry.name);
        // A symbolic link is unlinked, never followed.
        if (entry.isDirectory()) await walk(entryPath);
        else files.push(entryPath);
      }
      for (let i = 0; i < files.length; i += batchSize) {
        await unlinkAll(files.slice(i, i + batchSize));
      }
      await removeEmptyFolder(folder);
    };
    await walk(dir);
    return deleted;
  }

  /** Validates the prefix at once (throws here, not on iteration); the walk is lazy. */
  list(prefix: string): AsyncIterable<ListedObject> {
    validatePrefix(prefix);
    return listFolder(this.pathOf(prefix.slice(0, -1)), prefix);
  }

  /** Always null: local files are served through the app, which checks access. */
  async presignedGetUrl(key: string, _options: PresignOptions): Promise<string | null> {
    this.pathOf(key);
    return null;
  }

  /**
   * Remove temporary files of puts older than `olderThanMs` (by modification
   * time): leftovers of a crash. Returns how many were removed. Use an age far
   * above any plausible pause of a live upload (an hour, say): a put whose
   * temporary file is removed fails.
   */
  async cleanupTemp(olderThanMs: number, now: number = Date.now()): Promise<number> {
    const entries = await readEntries(this.tmpDir);
    if (entries === null) return 0;
    let removed = 0;
    for (const entry of entries) {
      const file = path.join(this.tmpDir, entry.name);
      const info = await lstat(file).catch(() => null);
      if (info === null || now - info.mtimeMs <= olderThanMs) continue;
      await rm(file, { force: true, recursive: true });
      removed += 1;
    }
    return removed;
  }

  /** The absolute path of a key, guaranteed to lie inside the root. */
  private pathOf(key: string): string {
    validateKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) {
      throw new InvalidKeyError(key, 'resolves outside the storage root');
    }
    return full;
  }

  async adoptLocalFile(key: string, file: string): Promise<boolean> {
    const target = this.pathOf(key);
    try {
      await this.moveIntoPlace(file, target);
      return true;
    } catch (error) {
      // Another file system: the caller copies the bytes instead.
      if (hasCode(error, 'EXDEV')) return false;
      throw error;
    }
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  private async moveIntoPlace(temp: string, target: string): Promise<void> {
    const folder = path.dirname(target);
    // A concurrent deleteByPrefix may remove the fresh folder before the
    // rename: create it again and retry a few times.
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(folder, { recursive: true });
      try {
        await rename(temp, target);
        break;
      } catch (error) {
        if (!hasCode(error, 'ENOENT') || attempt >= 3) throw error;
      }
    }
    await syncFolder(folder);
  }
}

async function* listFolder(folder: string, keyPrefix: string): AsyncGenerator<ListedObject> {
  const entries = await readEntries(folder);
  if (entries === null) return;
  for (const entry of entries) {
    const key = keyPrefix + entry.name;
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* listFolder(entryPath, `${key}/`);
    } else if (entry.isFile()) {
      const info = await stat(entryPath).catch((error: unknown) => {
        if (isMissing(error)) return null; // deleted meanwhile
        throw error;
      });
      if (info) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
}

/** A folder's entries, or null when it does not exist (or is not a folder). */
async function readEntries(folder: string): Promise<Dirent[] | null> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function removeEmptyFolder(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch (error) {
    // Gone already, or a concurrent put has just written into it.
    if (isMissing(error) || hasCode(error, 'ENOTEMPTY') || hasCode(error, 'EEXIST')) return;
    throw error;
  }
}

/** Make a rename durable; best effort, as some platforms cannot open a folder. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // not supported here (Windows): the rename itself is still atomic
  } finally {
    await handle?.close().catch(() => {});
  }
}

async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.byteLength) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
    offset += bytesWritten;
  }
}

function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  throw new TypeError('A storage source must yield bytes (Buffer or Uint8Array) or strings');
}

function sizeMismatch(key: string, expected: number, actual: number): StorageError {
  return new StorageError(
    'size_mismatch',
    `The source of ${JSON.stringify(key)} delivered ${actual > expected ? 'at least ' : ''}${actual} bytes, expected ${expected}`,
  );
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** The path, or a folder on it, does not exist (ENOTDIR: a file stands where a folder should). */
function isMissing(error: unknown): boolean {
  return hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR');
}
