/**
 * Local storage throughput and memory: streams a large file into storage and
 * reads it back, against a plain fs stream copy of the same bytes measured in
 * the same run. Prints MB/s, the ratio to the baseline and the peak RSS growth.
 * Run: npx tsx bench/storage.ts [megabytes]; `--quick` (run by npm test): 16 MB.
 */

import { randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LocalStorage } from '../src/server/adapters/storage/local-storage';

const megabytes = process.argv.includes('--quick') ? 16 : Number(process.argv[2] ?? 256);
const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-'));
const source = path.join(dir, 'source.bin');
const chunk = Buffer.alloc(1024 * 1024);
{
  const fd = createWriteStream(source);
  for (let i = 0; i < megabytes; i++) fd.write(randomFillSync(chunk));
  await new Promise<void>((resolve) => fd.end(resolve));
}

let peak = 0;
const base = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss - base);
}, 5);

async function time(label: string, run: () => Promise<void>) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  const best = Math.min(...runs);
  return { label, ms: best, mbPerSecond: megabytes / (best / 1000) };
}

const storage = new LocalStorage(path.join(dir, 'store'));
const baselineWrite = await time('fs stream copy (baseline)', () =>
  pipeline(createReadStream(source), createWriteStream(path.join(dir, 'copy.bin'))),
);
const put = await time('LocalStorage.put (temp file, fsync, rename, CRC-32)', async () => {
  await storage.put('events/bench/originals/big', createReadStream(source));
});
const baselineRead = await time('fs stream read (baseline)', async () => {
  for await (const _ of createReadStream(source)) {
  }
});
const get = await time('LocalStorage.get', async () => {
  const { stream } = await storage.get('events/bench/originals/big');
  for await (const _ of stream) {
  }
});
clearInterval(sampler);

for (const [result, baseline] of [
  [put, baselineWrite],
  [get, baselineRead],
] as const) {
  console.log(
    `${result.label}: ${result.mbPerSecond.toFixed(0)} MB/s, ${(result.ms / baseline.ms).toFixed(2)}× the time of ${baseline.label} (${baseline.mbPerSecond.toFixed(0)} MB/s)`,
  );
}
console.log(`file ${megabytes} MB, peak RSS growth ${(peak / 1024 / 1024).toFixed(1)} MB`);
rmSync(dir, { recursive: true, force: true });
