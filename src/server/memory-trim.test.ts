/** Trimming the C heap: found on glibc, and it gives freed memory back. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { childBaseEnv } from '../test/env';
import { hasGlibc, loadMallocTrim, startMemoryTrim } from './memory-trim';

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
    const stop = startMemoryTrim(log as never, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.returnedMb).toBeTypeOf('number');
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(0);
  });
});
