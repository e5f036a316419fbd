/**
 * Photo processing speed and memory. Generates 12 MP JPEGs, then measures the real processor
 * in a server process started the way the product runs (bundled, plain `node` with the
 * server's flags and MALLOC_ARENA_MAX=2; the embedded database on disk, opened as the server
 * opens it, or a scratch database on the PostgreSQL server of TEST_DATABASE_URL; local storage):
 * - latency from `enqueue` to "derivatives ready" (row `ready`): one photo at a
 *   time on an idle queue, and every photo of a burst enqueued at once;
 * - photos per second for the burst, against `vipsthumbnail` (Debian's
 *   libvips-tools) making the same two WebP sizes from the same files with the
 *   same number of jobs at once and the same threads per job;
 * - that server's resident memory before the first photo and at its peak while processing
 *   (sampled every 10 ms), and its high-water mark over its whole life (VmHWM).
 * Run: npm run bench:media [-- photos]; `--quick` (run by npm test): 2 photos, to prove it
 * still works.
 */
import { execFile, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../scripts/server-flags';
import { bundleForNode } from './bundle';
import { percentile } from './median';
import { peakRssTargetMb, processMemoryMb } from './process-memory';

const quick = process.argv.includes('--quick');
const photos = process.argv[2] === '--generate' ? 0 : quick ? 2 : Number(process.argv[2] ?? 24);
const concurrency = Math.max(1, os.availableParallelism());

/** A 4000 × 3000 photo-like JPEG (smooth gradients, texture and noise; 3–5 MB like a phone's). */
async function photo(seed: number): Promise<Buffer> {
  // Loaded here: the processing server (this file too) loads sharp with its first photo.
  const sharp = (await import('sharp')).default;
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

/** What the processing server measured (see runProcessor). */
type Measured = {
  database: string;
  single: number[];
  burst: number[];
  burstSeconds: number;
  rssAtStartMb: number;
  peakRssMb: number;
  highWaterMarkMb: number;
};

if (process.env.BENCH_MEDIA_ROLE === 'processor') {
  process.once('disconnect', () => process.exit(1));
  const measured = await runProcessor(
    process.env.BENCH_MEDIA_DIR as string,
    JSON.parse(process.env.BENCH_MEDIA_FILES as string) as string[],
  );
  process.send?.(measured, () => process.exit(0));
} else {
  await runBench();
}

/**
 * The server process: opens the database as the server does, then processes the photos one
 * at a time and in a burst with the real processor, sampling its own resident memory.
 */
async function runProcessor(dir: string, files: string[]): Promise<Measured> {
  const pino = (await import('pino')).default;
  const { openDatabase } = await import('../src/server/db/client');
  const { LocalStorage } = await import('../src/server/adapters/storage/local-storage');
  const { createMediaProcessor } = await import('../src/server/features/media/media-processor');
  const { testDatabases } = await import('../src/test/db');
  // PostgreSQL when TEST_DATABASE_URL names one (a scratch database, dropped after), else the
  // embedded database in a folder, as `npm start` opens it (its initdb in a short-lived child).
  const postgres = testDatabases.find((candidate) => candidate.kind === 'postgres');
  const database = postgres
    ? await postgres.open()
    : await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
  const rssAtStartMb = processMemoryMb().rss;
  // The test builders load sharp and the schema: after the figure at start, as the server
  // loads sharp with its first photo.
  const { addUploaded, seedEvent } = await import('../src/test/media');
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
  const upload = (file: string) =>
    addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes: readFileSync(file),
      mime: 'image/jpeg',
    });
  /** Enqueues and resolves with the milliseconds until the item is ready. */
  const timed = (mediaId: string) =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      done.set(mediaId, () => resolve(performance.now() - started));
      processor.enqueue(mediaId);
    });

  let peakRssMb = rssAtStartMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, processMemoryMb().rss);
  }, 10);
  // Warm-up (libvips and the WebP encoder load lazily).
  await timed(await upload(files[0] as string));
  // 1. One at a time: the latency a guest sees on a quiet server.
  const single: number[] = [];
  for (const file of files.slice(0, Math.min(files.length, 12))) {
    single.push(await timed(await upload(file)));
  }
  // 2. A burst: every photo enqueued at once.
  const ids: string[] = [];
  for (const file of files) ids.push(await upload(file));
  const burstStarted = performance.now();
  const burst = await Promise.all(ids.map((id) => timed(id)));
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  clearInterval(sampler);
  // Linux updates VmHWM lazily (on mapping changes), so it can trail the sampled peak.
  const highWaterMarkMb = Math.max(processMemoryMb().hwm, peakRssMb);
  await processor.close();
  await database.close();
  return {
    database: postgres ? 'PostgreSQL' : 'embedded PGlite',
    single,
    burst,
    burstSeconds,
    rssAtStartMb,
    peakRssMb,
    highWaterMarkMb,
  };
}

async function runBench() {
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

  // The server process, as `npm start` runs it: the bundle under plain node, its flag and
  // its allocator setting.
  const bundle = await bundleForNode(import.meta.url);
  const child = fork(bundle, [], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      BENCH_MEDIA_ROLE: 'processor',
      BENCH_MEDIA_DIR: path.join(dir, 'server'),
      BENCH_MEDIA_FILES: JSON.stringify(files),
    },
    execArgv: [...serverNodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const measured = await Promise.race([
    once(child, 'message').then(([message]) => message as Measured),
    exited.then(([code]) => {
      throw new Error(`the processing server exited (${code}) before its figures`);
    }),
  ]);
  await exited;

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

  const { single, burst } = measured;
  const ours = photos / measured.burstSeconds;
  const theirs = photos / vipsSeconds;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `\ndatabase ${measured.database}, cores ${os.availableParallelism()}, jobs at once ${concurrency}, threads per job ${threadsPerJob}`,
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
  console.log(
    `the server's RSS: ${mb(measured.rssAtStartMb)} before the first photo, ${mb(measured.peakRssMb)} at its peak while processing (target ≤ ${peakRssTargetMb} MB, as during uploads); high-water mark over its life ${mb(measured.highWaterMarkMb)}`,
  );
}
