/** Trimming the C heap: found on glibc, and it gives freed memory back. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { childBaseEnv } from '../test/env';
import { hasGlibc, loadMallocTrim, releasedMemory, startMemoryTrim } from './memory-trim';

const glibc = hasGlibc();

/**
 * In a child process: 64 KB buffers (below malloc's mmap threshold, so on its heap), every
 * sixteenth kept so that the heap's end stays in use, the rest freed; then a trim. Prints
 * the resident memory after the free and after the trim, in MB.
 */
const child = `
const { loadMallocTrim } = await import(${JSON.stringify(fileURLToPath(new URL('./memory-trim.ts', import.meta.url)))});
const trim = loadMallocTrim();
let buffers = Array.from({ length: 2000 }, () => Buffer.alloc(64 * 1024, 1));
const kept = buffers.filter((_, i) => i % 16 === 15);
buffers = null;
for (let i = 0; i < 4; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 20)); }
const freed = process.memoryUsage.rss();
const returned = trim();
const trimmed = process.memoryUsage.rss();
console.log(JSON.stringify({ kept: kept.length, returned, freedMb: freed / 1048576, trimmedMb: trimmed / 1048576 }));
`;

describe.runIf(glibc)('C heap trim (glibc)', () => {
  it('finds malloc_trim', () => {
    expect(loadMallocTrim()).toBeTypeOf('function');
  });

  it('gives the freed memory inside the heap back to the system', () => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', child],
      { encoding: 'utf8', env: { ...childBaseEnv, MALLOC_ARENA_MAX: '2' } },
    );
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as {
      kept: number;
      returned: boolean;
      freedMb: number;
      trimmedMb: number;
    };
    expect(result.kept).toBe(125);
    expect(result.returned).toBe(true);
    // About 117 MB were freed between the kept buffers; most of it goes back.
    expect(result.freedMb - result.trimmedMb).toBeGreaterThan(60);
  });

  it('trims after start-up and says how much it returned', async () => {
    const lines: { returnedMb: number; ms: number }[] = [];
    const log = { debug: (line: object) => lines.push(line as never), info: () => {} };
    const stop = startMemoryTrim(log as never, { firstMs: 10, collect: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.returnedMb).toBeTypeOf('number');
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(0);
  });
});

describe('memory at rest after work', () => {
  it('collects once when the process goes quiet after work, then trims the C heap', async () => {
    vi.useFakeTimers();
    try {
      // The event loop's busy share at each look: work, quiet (collect), the collection itself
      // (not work), a quiet look without work before it, work, neither quiet nor work, quiet
      // (collect).
      const shares = [0.5, 0, 0.5, 0.003, 0.2, 0.02, 0];
      const collect = vi.fn();
      const trim = vi.fn(() => true);
      const stop = startMemoryTrim({ debug: () => {}, info: () => {} } as never, {
        firstMs: 60_000,
        tickMs: 1_000,
        trim,
        collect,
        busyShare: () => shares.shift() ?? 0,
      });
      const collectedAt: number[] = [];
      for (let look = 1; look <= 7; look += 1) {
        await vi.advanceTimersByTimeAsync(1_000);
        if (collect.mock.calls.length > collectedAt.length) collectedAt.push(look);
      }
      expect(collectedAt).toEqual([2, 7]);
      // Memory let go without work (an expired archive): collected at the next quiet look.
      shares.push(0, 0, 0);
      await vi.advanceTimersByTimeAsync(1_000);
      releasedMemory();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(collect).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(collect).toHaveBeenCalledTimes(3);
      // A trim follows each collection (the first periodic one is not due yet).
      await vi.advanceTimersByTimeAsync(300);
      expect(trim).toHaveBeenCalledTimes(3);
      stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(trim).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  /**
   * In a child process with --expose-gc: 64 MB of buffers made, then 300 ms of work while the
   * monitor looks, then the buffers dropped and nothing more (quiet). Prints the array
   * buffers' MB before and after (at the collection, or after 1.5 s without one).
   */
  const quietChild = (collect: boolean) => `
const { startMemoryTrim } = await import(${JSON.stringify(fileURLToPath(new URL('./memory-trim.ts', import.meta.url)))});
const lines = [];
startMemoryTrim({ debug: (line, what) => lines.push(what), info: () => {} }, { firstMs: 60000, tickMs: 200${collect ? '' : ', collect: null'} });
let buffers = Array.from({ length: 1024 }, () => Buffer.alloc(64 * 1024, 1));
const until = performance.now() + 300;
while (performance.now() < until) {}
const dropped = buffers.length;
buffers = null;
const before = process.memoryUsage().arrayBuffers;
const waitUntil = performance.now() + ${collect ? 5000 : 1500};
while (performance.now() < waitUntil && !lines.includes('C heap trimmed after the collection')) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log(JSON.stringify({ dropped, beforeMb: before / 1048576, afterMb: process.memoryUsage().arrayBuffers / 1048576, lines }));
`;
  const runQuiet = (collect: boolean) => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', quietChild(collect)],
      { encoding: 'utf8', env: { ...childBaseEnv, MALLOC_ARENA_MAX: '2' } },
    );
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as {
      dropped: number;
      beforeMb: number;
      afterMb: number;
      lines: string[];
    };
  };

  it('frees the garbage of the work once quiet (the buffers dropped go back)', () => {
    const result = runQuiet(true);
    expect(result.dropped).toBe(1024);
    expect(result.beforeMb).toBeGreaterThan(60);
    expect(result.lines).toContain('quiet after work: garbage collected');
    expect(result.afterMb).toBeLessThan(8);
  });

  it('without the collection, the dropped buffers stay until V8 collects by itself', () => {
    const result = runQuiet(false);
    expect(result.lines).not.toContain('quiet after work: garbage collected');
    expect(result.afterMb).toBeGreaterThan(48);
  });
});
