/**
 * Photo processing speed and memory. Generates 12 MP JPEGs, then measures
 * with the real processor (PGlite, local storage):
 * - latency from `enqueue` to "derivatives ready" (row `ready`): one photo at a
 *   time on an idle queue, and every photo of a burst enqueued at once;
 * - photos per second for the burst, against `vipsthumbnail` (Debian's
 *   libvips-tools) making the same two WebP sizes from the same files with the
 *   same number of jobs at once and the same threads per job;
 * - the peak RSS of this process while processing.
 * Run: npm run bench:media [-- photos]; `--quick` (run by npm test): 2 photos, to prove it
 * still works.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import sharp from 'sharp';
import { LocalStorage } from '../src/server/adapters/storage/local-storage';
import { createMediaProcessor } from '../src/server/features/media/media-processor';
import { testDatabases } from '../src/test/db';
import { addUploaded, seedEvent } from '../src/test/media';

const quick = process.argv.includes('--quick');
const photos = process.argv[2] === '--generate' ? 0 : quick ? 2 : Number(process.argv[2] ?? 24);
const concurrency = Math.max(1, os.availableParallelism());

/** A 4000 × 3000 photo-like JPEG (smooth gradients, texture and noise; 3–5 MB like a phone's). */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},60%,60%)"/>
      <stop offset="1" stop-color="hsl(${(seed * 47 + 140) % 360},50%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 60 }, (_, i) => {
      const x = (i * 613 + seed * 97) % width;
      const y = (i * 379 + seed * 53) % height;
      return `<circle cx="${x}" cy="${y}" r="${80 + ((i * 37) % 300)}" fill="hsl(${(i * 29 + seed) % 360},70%,50%)" fill-opacity="0.5"/>`;
    }).join('')}
  </svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env }, (error) => (error ? reject(error) : resolve()));
  });
}

/** Runs `tasks` with at most `limit` at once. */
async function pool(limit: number, tasks: Array<() => Promise<void>>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++] as () => Promise<void>;
        await task();
      }
    }),
  );
}

if (process.argv[2] === '--generate') {
  // Child process: writes the photos, so that making them does not count in the measured RSS.
  const [, , , outDir, count] = process.argv;
  for (let i = 0; i < Number(count); i++) {
    writeFileSync(path.join(outDir as string, `photo-${i}.jpg`), await photo(i));
  }
  process.exit(0);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-media-'));
console.log(`generating ${photos} 12 MP JPEGs…`);
const inputDir = path.join(dir, 'in');
mkdirSync(inputDir);
await run(
  process.execPath,
  [...process.execArgv, fileURLToPath(import.meta.url), '--generate', inputDir, String(photos)],
  process.env,
);
const files = Array.from({ length: photos }, (_, i) => path.join(inputDir, `photo-${i}.jpg`));
const sizes = files.map((file) => readFileSync(file).length);
console.log(
  `  average ${(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024 / 1024).toFixed(1)} MB`,
);

// PostgreSQL when TEST_DATABASE_URL names one (a scratch database, dropped after), else PGlite
// in memory, whose own few hundred MB then show in the RSS figures.
const testDatabase = testDatabases.at(-1) as (typeof testDatabases)[number];
const database = await testDatabase.open();
const storage = new LocalStorage(path.join(dir, 'store'));
const seeded = await seedEvent(database.db);
const done = new Map<string, () => void>();
const processor = createMediaProcessor({
  db: database.db,
  storage,
  logger: pino({ level: 'warn' }),
  config: { concurrency },
  onProcessed: ({ mediaId, state }) => {
    if (state !== 'ready') throw new Error(`photo ${mediaId} failed`);
    done.get(mediaId)?.();
  },
});

async function upload(file: string): Promise<string> {
  return addUploaded(database.db, storage, seeded, {
    kind: 'photo',
    bytes: readFileSync(file),
    mime: 'image/jpeg',
  });
}

/** Enqueues and resolves with the milliseconds until the item is ready. */
function timed(mediaId: string): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    done.set(mediaId, () => resolve(performance.now() - started));
    processor.enqueue(mediaId);
  });
}

const startRss = process.memoryUsage.rss();
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);

const rssMb = () => `${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MB`;
if (process.env.BENCH_VERBOSE) console.log(`RSS with the database open: ${rssMb()}`);
// Warm-up (libvips and the WebP encoder load lazily).
await timed(await upload(files[0] as string));

// 1. One at a time: the latency a guest sees on a quiet server.
const single: number[] = [];
for (const file of files.slice(0, Math.min(files.length, 12))) {
  single.push(await timed(await upload(file)));
}

if (process.env.BENCH_VERBOSE) console.log(`RSS after one at a time: ${rssMb()}`);
// 2. A burst: every photo enqueued at once.
const ids: string[] = [];
for (const file of files) ids.push(await upload(file));
const burstStarted = performance.now();
const burst = await Promise.all(ids.map((id) => timed(id)));
const burstSeconds = (performance.now() - burstStarted) / 1000;
if (process.env.BENCH_VERBOSE) console.log(`RSS after the burst: ${rssMb()}`);
clearInterval(sampler);
await processor.close();
await database.close();

// 3. vipsthumbnail: the same two sizes from the same files, `concurrency` jobs at once.
const threadsPerJob = String(Math.max(1, Math.floor(os.availableParallelism() / concurrency)));
const env = { ...process.env, VIPS_CONCURRENCY: threadsPerJob };
const outDir = path.join(dir, 'vips');
mkdirSync(outDir);
const vipsStarted = performance.now();
let vipsSeconds = Number.NaN;
try {
  await pool(
    concurrency,
    files.map((file, i) => async () => {
      await run(
        'vipsthumbnail',
        [file, '-s', '1600', '-o', `${outDir}/large-${i}.webp[Q=82,effort=2,strip]`],
        env,
      );
      await run(
        'vipsthumbnail',
        [file, '-s', '400', '-o', `${outDir}/thumb-${i}.webp[Q=75,effort=2,strip]`],
        env,
      );
    }),
  );
  vipsSeconds = (performance.now() - vipsStarted) / 1000;
} catch (error) {
  console.log(
    `vipsthumbnail unavailable (apt-get install libvips-tools): ${(error as Error).message}`,
  );
}
rmSync(dir, { recursive: true, force: true });

const ours = photos / burstSeconds;
const theirs = photos / vipsSeconds;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(
  `\ndatabase ${testDatabase.kind}, cores ${os.availableParallelism()}, jobs at once ${concurrency}, threads per job ${threadsPerJob}`,
);
console.log(`latency enqueue → derivatives ready, one at a time (${single.length}):`);
console.log(`  p50 ${ms(percentile(single, 50))}  p95 ${ms(percentile(single, 95))}`);
console.log(`latency enqueue → derivatives ready, burst of ${photos} at once:`);
console.log(`  p50 ${ms(percentile(burst, 50))}  p95 ${ms(percentile(burst, 95))}`);
console.log(`throughput: ${ours.toFixed(2)} photos/s`);
if (Number.isFinite(theirs)) {
  console.log(`vipsthumbnail, same sizes and parallelism: ${theirs.toFixed(2)} photos/s`);
  console.log(`ratio to vipsthumbnail: ${(ours / theirs).toFixed(2)} (target ≥ 0.6)`);
}
console.log(`RSS when processing started: ${(startRss / 1024 / 1024).toFixed(0)} MB`);
console.log(
  `peak RSS while processing: ${(peakRss / 1024 / 1024).toFixed(0)} MB (process lifetime max ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
);
