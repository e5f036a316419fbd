/**
 * Disk space kept free on the local folders an upload's bytes go to. When a disk fills up,
 * every write fails at once: the upload half-way, the photos' smaller copies, and the
 * embedded database itself, which stops with a PANIC when it cannot write its files. So a
 * new upload is refused while the bytes it declares, with those of the uploads this process
 * accepted and has not finished yet, would leave less than the reserve free. The refusal is
 * `storageFull` (503): a guest's phone keeps the file and sends it by itself later.
 *
 * Bytes an unfinished upload has already written are counted twice (the file system counts
 * them too) until it finishes: near the limit it errs on the safe side.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { appError } from '../../http/app-error';

export type DiskReserve = {
  /**
   * Counts `bytes` for the upload `uploadId` when they fit above the reserve on every folder,
   * `free` being what `freeBytes` read a moment before; otherwise throws `storageFull` and
   * counts nothing. Synchronous, so concurrent creations never both take the last room; the
   * reading is taken apart, before a creation's transaction: the disk's answer can wait behind
   * other uploads' writes, and a transaction waiting for it would hold the database meanwhile.
   */
  hold(free: number | null, uploadId: string, bytes: number): void;
  /** The upload's bytes have all arrived (the file system counts them now) or are gone. */
  release(uploadId: string): void;
  /** The bytes counted for uploads still arriving. */
  arrivingBytes(): number;
  /** The least free space of the folders watched (null when none is: files in a bucket). */
  freeBytes(): Promise<number | null>;
  /** The space kept free. */
  readonly reserveBytes: number;
};

/**
 * Free bytes for an unprivileged process on the file system of `folder` (of its nearest
 * existing parent while it is not made yet).
 */
async function freeBytesOf(folder: string): Promise<number> {
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch (error) {
    const parent = path.dirname(folder);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === folder) throw error;
    return freeBytesOf(parent);
  }
}

/**
 * The local folders an upload's bytes end up in, and the embedded database beside them. With a
 * bucket the bytes never touch the local disk: nothing is watched.
 */
export function reserveFolders(config: Config): string[] {
  if (config.storage.kind !== 'local') return [];
  return [
    config.paths.uploads,
    config.paths.files,
    ...(config.database.kind === 'pglite' ? [config.paths.db] : []),
  ];
}

/** How often a refusal for want of room is logged at most (every refusal is answered). */
const storageFullLogEveryMs = 60_000;

/**
 * Whether a refusal for want of room is to be logged now: true at the first call, then again
 * once `storageFullLogEveryMs` has passed since the last true. Every guest's phone retries, so
 * the log would be flooded otherwise.
 */
export function storageFullLogGate(now: () => number = Date.now): () => boolean {
  let loggedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - loggedAt < storageFullLogEveryMs) return false;
    loggedAt = at;
    return true;
  };
}

export function createDiskReserve(options: {
  /** The local folders the bytes go to (none with a bucket: nothing is held). */
  folders: string[];
  reserveBytes: number;
  log: { error(obj: object, msg: string): void };
  now?: () => number;
  /** Reads a folder's free bytes (statfs; a test gives a slow disk). */
  freeBytesOf?: (folder: string) => Promise<number>;
}): DiskReserve {
  const held = new Map<string, number>();
  let heldBytes = 0;
  const logDue = storageFullLogGate(options.now);
  const folders = [...new Set(options.folders)];
  const measure = options.freeBytesOf ?? freeBytesOf;
  const leastFree = async () => Math.min(...(await Promise.all(folders.map(measure))));
  // The reading under way, which creations arriving meanwhile share: a burst of 50 took 150
  // `statfs` calls on the thread pool, each behind the writes of the uploads already arriving,
  // for readings a few milliseconds apart. A shared one is as recent as each creation's own
  // would be by the time its transaction runs, and errs the same way (see `hold`).
  let reading: Promise<number> | null = null;
  const sharedReading = () => {
    reading ??= leastFree().finally(() => {
      reading = null;
    });
    return reading;
  };

  return {
    hold(free, uploadId, bytes) {
      if (folders.length === 0 || free === null) return;
      const previous = held.get(uploadId) ?? 0;
      const needed = heldBytes - previous + bytes + options.reserveBytes;
      if (free < needed) {
        if (logDue()) {
          options.log.error(
            {
              freeBytes: free,
              reserveBytes: options.reserveBytes,
              arrivingBytes: heldBytes,
              folders,
            },
            'disk space low: new uploads are refused until there is room (DISK_RESERVE_MB)',
          );
        }
        throw appError('storageFull');
      }
      held.set(uploadId, bytes);
      heldBytes += bytes - previous;
    },
    release(uploadId) {
      const bytes = held.get(uploadId);
      if (bytes === undefined) return;
      held.delete(uploadId);
      heldBytes -= bytes;
    },
    arrivingBytes: () => heldBytes,
    freeBytes: async () => (folders.length === 0 ? null : sharedReading()),
    reserveBytes: options.reserveBytes,
  };
}
