/**
 * A small real file system for the tests of a full disk: a tmpfs mounted on a fresh folder,
 * whose size can be changed while files are open on it (`mount -o remount`). Mounting needs
 * root (CI runs as root); elsewhere `mountSmallDisk` answers null and the caller says why it
 * skips.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type SmallDisk = {
  dir: string;
  /** Bytes in use on it. */
  used(): number;
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
    resize(size) {
      execFileSync('mount', ['-o', `remount,${sizeOption(size)}`, dir], { stdio: 'pipe' });
    },
    unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
