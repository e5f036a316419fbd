/**
 * A lock file that keeps a second process away from an embedded database
 * folder: PGlite itself does nothing to stop two processes from opening the
 * same directory, which corrupts it.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DirectoryLock = { file: string; release(): void };

/** Thrown when another live process holds the folder. */
export class DirectoryLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dir} is already in use by another Momenty process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR. ' +
        'To run several instances, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DirectoryLockedError';
  }
}

const LOCK_NAME = 'momenty.lock';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dir` for this process, taking over a stale one left by a crashed process. */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // vanished between open and read: try again
      }
      if (owner === process.pid || isAlive(owner)) throw new DirectoryLockedError(dir, owner);
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`);
}
