/**
 * One instance against two: on the PostgreSQL server (TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test, used as admin to create and drop a
 * fresh database) and s3rver, start ONE real server process, measure, stop;
 * then TWO processes on one database and store, the load split round-robin.
 *
 * Measured, after a warm-up, for a fixed duration at a fixed concurrency:
 * - complete guest uploads per second: POST the batch, the tus creation POST
 *   and one PATCH with a ~200 KB real JPEG (all of one upload to one instance);
 * - p95 (and p50) latency of the tus creation POST;
 * - p95 (and p50) of GET /api/public/events/:id, read by a few clients meanwhile;
 * - CPU per upload of each instance (utime + stime from /proc/<pid>/stat), from
 *   the start of the warm-up until every photo's derivatives are made, divided
 *   by every upload it took (warm-up included).
 * The uploads go to several premium events (a busy weekend), not all to one.
 * Every figure comes from every request (sorted latencies, no sampling); a run
 * with any failed request is reported as such.
 *
 * Run: npm run bench:scale [-- <seconds=20> <concurrency=16> <readers=4> <events=8>];
 * `--quick` (run by npm test): 2 seconds, 4 uploads at once, to prove it still works.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { percentile } from './median';

const quick = process.argv.includes('--quick');
const [secondsArg, concurrencyArg, readersArg, eventsArg] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const seconds = quick ? 2 : Number(secondsArg ?? 20);
const concurrency = quick ? 4 : Number(concurrencyArg ?? 16);
const readers = quick ? 1 : Number(readersArg ?? 4);
const eventsCount = Number(eventsArg ?? 8);
const warmupSeconds = quick ? 1 : 3;

process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const { startCluster } = await import('../src/test/instances');
const { openDatabase } = await import('../src/server/db/client');
const { seedEvent } = await import('../src/test/guest');

type Instance = Awaited<ReturnType<Awaited<ReturnType<typeof startCluster>>['start']>>;

const clockTicks = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** A real ~200 KB JPEG (photographic noise, so it does not compress away). */
async function benchJpeg(): Promise<Buffer> {
  const width = 720;
  const height = 540;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 92 })
    .toBuffer();
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

type Phase = {
  instances: number;
  uploads: number;
  uploadsPerSecond: number;
  createMs: number[];
  publicMs: number[];
  failures: string[];
  cpuPerUpload: number[];
  allUploads: number[];
  drainSeconds: number;
  benchCpuSeconds: number;
};

/** One guest upload through `base`: batch, tus creation, one PATCH; the creation's latency returned. */
async function uploadOnce(base: string, eventId: string, data: Buffer, n: number): Promise<number> {
  const batch = await fetch(`${base}/api/public/events/${eventId}/batches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'upload',
      clientId: `bench-${process.pid}-${n}`.padEnd(16, '0'),
      files: [{ name: `IMG_${n}.jpg`, size: data.length, type: 'image/jpeg' }],
    }),
  });
  if (batch.status !== 201) throw new Error(`batch ${batch.status}: ${await batch.text()}`);
  const { batchId } = (await batch.json()) as { batchId: string };
  const metadata = [
    `eventId ${b64(eventId)}`,
    `batchId ${b64(batchId)}`,
    `fileIndex ${b64('0')}`,
    `filename ${b64(`IMG_${n}.jpg`)}`,
    `filetype ${b64('image/jpeg')}`,
  ].join(',');
  const started = performance.now();
  const created = await fetch(`${base}/api/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(data.length),
      'upload-metadata': metadata,
    },
  });
  const createMs = performance.now() - started;
  await created.arrayBuffer();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus POST ${created.status}`);
  const patched = await fetch(new URL(location, base), {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(data),
  });
  await patched.arrayBuffer();
  if (patched.status !== 204) throw new Error(`tus PATCH ${patched.status}`);
  return createMs;
}

async function runPhase(count: 1 | 2, data: Buffer): Promise<Phase> {
  const cluster = await startCluster({
    LIFECYCLE_SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_SIZE: '10',
  });
  try {
    const instances: Instance[] = [];
    for (let i = 0; i < count; i += 1) instances.push(await cluster.start(`i${i}`));
    const database = await openDatabase({
      kind: 'postgres',
      url: cluster.databaseUrl,
      poolSize: 2,
    });
    const eventIds: string[] = [];
    for (let i = 0; i < eventsCount; i += 1) {
      eventIds.push((await seedEvent({ database }, { plan: 'premium' })).eventId);
    }

    const failures: string[] = [];
    const createMs: number[] = [];
    const publicMs: number[] = [];
    /** Per instance: uploads in the measured window, and all of them (warm-up included). */
    const measuredUploads = instances.map(() => 0);
    const allUploads = instances.map(() => 0);
    let measuring = false;
    let stop = false;
    let n = 0;
    let workerCount = 0;
    let r = 0;

    const uploader = async () => {
      const eventId = eventIds[workerCount++ % eventIds.length] as string;
      while (!stop) {
        const index = n % instances.length;
        n += 1;
        const instance = instances[index] as Instance;
        try {
          const ms = await uploadOnce(instance.url, eventId, data, n);
          allUploads[index] = (allUploads[index] ?? 0) + 1;
          if (measuring) {
            createMs.push(ms);
            measuredUploads[index] = (measuredUploads[index] ?? 0) + 1;
          }
        } catch (error) {
          failures.push(`${instance.name}: ${(error as Error).message}`);
        }
      }
    };
    const reader = async () => {
      while (!stop) {
        const instance = instances[r % instances.length] as Instance;
        const eventId = eventIds[r % eventIds.length] as string;
        r += 1;
        const started = performance.now();
        const res = await fetch(`${instance.url}/api/public/events/${eventId}`).catch(
          (error: Error) => error,
        );
        const ms = performance.now() - started;
        if (res instanceof Error) failures.push(`${instance.name}: GET ${res.message}`);
        else {
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${instance.name}: GET ${res.status}`);
          else if (measuring) publicMs.push(ms);
        }
      }
    };

    const cpuBefore = instances.map((i) => cpuSeconds(i.child.pid));
    const workers = [
      ...Array.from({ length: concurrency }, uploader),
      ...Array.from({ length: readers }, reader),
    ];
    await sleep(warmupSeconds * 1000);
    const benchBefore = process.cpuUsage();
    measuring = true;
    const started = performance.now();
    await sleep(seconds * 1000);
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const bench = process.cpuUsage(benchBefore);
    stop = true;
    await Promise.all(workers);

    // Derivatives are made after each upload: the CPU figure waits until none is left to make.
    const stopped = performance.now();
    const processing = async () => {
      const result = await database.pool?.query<{ n: string }>(
        "select count(*) as n from media where state = 'processing'",
      );
      return Number(result?.rows[0]?.n ?? 0);
    };
    while ((await processing()) > 0 && performance.now() - stopped < 180_000) await sleep(250);
    const drainSeconds = (performance.now() - stopped) / 1000;
    const cpuAfter = instances.map((i) => cpuSeconds(i.child.pid));
    await database.close();

    const uploads = measuredUploads.reduce((a, b) => a + b, 0);
    return {
      instances: count,
      uploads,
      uploadsPerSecond: uploads / elapsed,
      createMs: createMs.sort((x, y) => x - y),
      publicMs: publicMs.sort((x, y) => x - y),
      failures,
      cpuPerUpload: instances.map(
        (_, i) =>
          ((cpuAfter[i] as number) - (cpuBefore[i] as number)) /
          Math.max(1, allUploads[i] as number),
      ),
      allUploads,
      drainSeconds,
      benchCpuSeconds: (bench.user + bench.system) / 1e6,
    };
  } finally {
    await cluster.close();
  }
}

const data = await benchJpeg();
console.log(
  `bench:scale: ${seconds} s per phase after ${warmupSeconds} s warm-up; ${concurrency} concurrent guest uploads of a ${(data.length / 1024).toFixed(0)} KB JPEG to ${eventsCount} events; ${readers} clients reading the public events; PostgreSQL at ${new URL(process.env.TEST_DATABASE_URL as string).host}; ${cpus().length} CPU cores`,
);
const one = await runPhase(1, data);
const two = await runPhase(2, data);

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const rows: Array<[string, number, number]> = [
  ['uploads per second', one.uploadsPerSecond, two.uploadsPerSecond],
  ['tus creation POST p50 (ms)', percentile(one.createMs, 50), percentile(two.createMs, 50)],
  ['tus creation POST p95 (ms)', percentile(one.createMs, 95), percentile(two.createMs, 95)],
  ['GET public event p50 (ms)', percentile(one.publicMs, 50), percentile(two.publicMs, 50)],
  ['GET public event p95 (ms)', percentile(one.publicMs, 95), percentile(two.publicMs, 95)],
];
const width = 30;
console.log('');
console.log(
  `${'metric'.padEnd(width)}${'1 instance'.padStart(14)}${'2 instances'.padStart(14)}${'ratio'.padStart(10)}`,
);
for (const [name, a, b] of rows) {
  console.log(
    `${name.padEnd(width)}${fmt(a).padStart(14)}${fmt(b).padStart(14)}${fmt(b / a, 2).padStart(10)}`,
  );
}
console.log('');
for (const phase of [one, two]) {
  console.log(
    `${phase.instances} instance(s): ${phase.uploads} uploads and ${phase.publicMs.length} public reads measured; derivatives done ${fmt(phase.drainSeconds)} s after the load stopped; load generator + s3rver used ${fmt(phase.benchCpuSeconds)} CPU s`,
  );
  const cpu = phase.cpuPerUpload.map(
    (s, i) =>
      `instance ${i + 1}: ${fmt(s * 1000)} ms CPU per upload (${phase.allUploads[i]} uploads)`,
  );
  console.log(`  ${cpu.join('; ')}`);
  if (phase.failures.length > 0) {
    console.log(
      `  FAILED requests: ${phase.failures.length}, e.g. ${phase.failures.slice(0, 3).join(' | ')}`,
    );
  }
}
console.log('');
console.log(
  'Note: on this machine the load generator, PostgreSQL, s3rver and the instances share the same cores,',
);
console.log(
  'so the ratio shows that a second instance works and what contention costs, not horizontal capacity.',
);
console.log(
  'CPU per upload (warm-up to the last derivative, over every upload, photo derivatives included) is the figure for sizing.',
);
if (one.failures.length > 0 || two.failures.length > 0) process.exitCode = 1;
