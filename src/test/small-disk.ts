/**
 * A small real file system for the tests of a full disk: a tmpfs mounted on a fresh folder,
 * whose size can be changed while files are open on it (`mount -o remount`). Mounting needs
 * root (CI runs as root); elsewhere `mountSmallDisk` answers null and the caller says why it
 * skips.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type SmallDisk = {
  dir: string;
  /** Bytes in use on it. */
  used(): number;
  /**
   * What takes room on it, for a failure's message: each file with its size, and each file
   * removed from it that a process still holds open (its room comes back only on close).
   */
  holders(): string;
  /** Gives it a new size (rounded up to whole KiB); files on it stay. */
  resize(bytes: number): void;
  unmount(): void;
};

const sizeOption = (bytes: number) => `size=${Math.ceil(bytes / 1024)}k`;

/** A tmpfs of `bytes` on a new folder, or null where this process may not mount one. */
export function mountSmallDisk(bytes: number): SmallDisk | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'momenty-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', sizeOption(bytes), 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    used() {
      const stats = statfsSync(dir);
      return (stats.blocks - stats.bfree) * stats.bsize;
    },
    holders() {
      const lines: string[] = [];
      const walk = (folder: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) walk(full);
          else {
            // A file removed meanwhile is no longer listed.
            const size = statSync(full, { throwIfNoEntry: false })?.size;
            if (size !== undefined) lines.push(`${full} ${size} B`);
          }
        }
      };
      walk(dir);
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        let fds: string[] = [];
        try {
          fds = readdirSync(`/proc/${pid}/fd`);
        } catch {
          continue; // gone meanwhile, or not ours to read
        }
        for (const fd of fds) {
          try {
            const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
            if (target.startsWith(dir)) lines.push(`process ${pid} holds ${target}`);
          } catch {
            // closed meanwhile
          }
        }
      }
      return lines.length > 0 ? lines.join('\n') : 'no file, and no process holds one';
    },
    resize(size) {
      execFileSync('mount', ['-o', `remount,${sizeOption(size)}`, dir], { stdio: 'pipe' });
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
