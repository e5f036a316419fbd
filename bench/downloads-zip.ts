/**
 * ZIP download throughput and the server's memory: an event of sparse
 * originals (5 GB by default, 1 GB files) served by the real server (a child
 * process) as one archive through the guests' download route, read into
 * nothing over loopback. The baseline, in the same run, is what a self-hoster
 * would serve the files with instead: Debian's nginx with `sendfile`, the same
 * files one after another over one connection. For reference: `cat` of the
 * same files to /dev/null, and a bare Node HTTP server. The three downloads (bare Node, nginx,
 * the ZIP) take turns for three rounds, so whatever else the machine does weighs on each
 * alike; each figure is the median of its rounds, and the ratio of each round is printed.
 * Sparse zeros read from the page cache are the best case for
 * both; BENCH_RANDOM_GB=1 adds that many gigabytes of random bytes (written to
 * disk first) for a less flattering mix. Prints MB/s of both and their ratio,
 * time to first byte of the whole archive and of a mid-archive Range, and the
 * server's RSS (sampled from /proc during the download, and its high-water
 * mark). Uses PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (a temporary database there), else the embedded PGlite.
 * Run: npx tsx bench/downloads-zip.ts [gigabytes=5]; `--quick` (run by npm test):
 * three 20 MB files, one round, to prove it still works.
 */
import { execFile, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { serverNodeFlags } from '../scripts/server-flags';
import { bundleForNode } from './bundle';
import { median } from './median';
import { nginxBin, startNginx } from './nginx';
import { processMemoryMb } from './process-memory';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const sizeArgument = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
/** Files in the event: one per gigabyte (three small ones in the quick mode). */
const gigabytes = quick ? 3 : Number(process.env.BENCH_GB ?? sizeArgument ?? 5);
const randomGigabytes = quick ? 0 : Number(process.env.BENCH_RANDOM_GB ?? 0);
const fileSize = quick ? 20_000_000 : 1_000_000_000;

type Ready = { url: string; eventId: string; files: string[]; manyEventId: string };

/** Rounds of each download (bare Node, nginx, the ZIP, taking turns); each figure is their median. */
const rounds = quick ? 1 : 3;

/** Items of the second event, whose archive's time to first byte is measured (fresh and cached). */
const manyItems = quick ? 2_000 : Number(process.env.BENCH_MANY ?? 65_536);

if (process.env.BENCH_DOWNLOADS_ROLE === 'server') {
  await runServer();
} else {
  await runClient();
}

function zeroCrc(size: number): number {
  const zeros = Buffer.alloc(1 << 20);
  let crc = 0;
  for (let left = size; left > 0; left -= zeros.length) {
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc);
  }
  return crc;
}

/** The server process: the real composed app, one event whose guests may download. */
async function runServer() {
  const { serve } = await import('@hono/node-server');
  const pino = (await import('pino')).default;
  const { createMailer, createStorage } = await import('../src/server/adapters/create-adapters');
  const { composeServer } = await import('../src/server/compose');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { albums, events, media, uploadBatches, users } = await import('../src/server/db/schema');
  const { defaultEventSettings } = await import('../src/shared/api/events');
  const { addDays, localDate } = await import('../src/shared/domain/time');
  const { mediaStorageKey } = await import('../src/server/features/media/media-keys');

  const dataDir = process.env.BENCH_DATA_DIR as string;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'b'.repeat(40),
    PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: 'true',
    ZIP_PART_MAX_BYTES: String(64 * 1024 ** 3),
  });
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let databaseName: string | undefined;
  if (adminUrl) {
    const pg = (await import('pg')).default;
    databaseName = `momenty_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
  }
  const databaseUrl = adminUrl ? new URL(adminUrl) : undefined;
  if (databaseUrl) databaseUrl.pathname = `/${databaseName}`;
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl.toString(), poolSize: 10 })
    : await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  const { app } = composeServer({
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer(config, { info: () => {} }),
    logger: pino({ level: 'silent' }),
    version: 'bench',
    webDir: null,
    mediaProcessor: { enqueue: () => {} },
  });
  const id = () => randomBytes(16).toString('base64url');
  const userId = id();
  const eventId = id();
  const albumId = id();
  const batchId = id();
  const { db } = database;
  await db.insert(users).values({ id: userId, email: 'bench@example.com', emailVerified: true });
  await db.insert(events).values({
    id: eventId,
    userId,
    name: 'Bench',
    plan: 'premium',
    paid: true,
    // Uploads ended yesterday: the guests' download window.
    activationDate: addDays(localDate(new Date(), 'Europe/Warsaw'), -31),
    settings: { ...defaultEventSettings, guestZipDownload: true },
    albumsCount: 1,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(albums).values({ id: albumId, eventId, name: 'Album', isDefault: true });
  await db.insert(uploadBatches).values({ id: batchId, eventId, albumId, guestName: 'Bench' });

  const files: string[] = [];
  const sparseCrc = zeroCrc(fileSize);
  const add = async (kind: 'sparse' | 'random', index: number) => {
    const mediaId = id();
    const key = mediaStorageKey(eventId, mediaId, 'original');
    const file = path.join(config.paths.files, key);
    mkdirSync(path.dirname(file), { recursive: true });
    let crc = sparseCrc;
    if (kind === 'sparse') {
      const fd = openSync(file, 'w');
      ftruncateSync(fd, fileSize);
      closeSync(fd);
    } else {
      const handle = await open(file, 'w');
      crc = 0;
      const chunk = 8 * 1024 * 1024;
      for (let written = 0; written < fileSize; written += chunk) {
        const bytes = randomBytes(Math.min(chunk, fileSize - written));
        crc = crc32(bytes, crc);
        await handle.write(bytes);
      }
      await handle.close();
    }
    files.push(file);
    await db.insert(media).values({
      id: mediaId,
      eventId,
      albumId,
      batchId,
      kind: 'video',
      storageKey: key,
      originalName: `${kind}-${index}.mp4`,
      size: fileSize,
      mime: 'video/mp4',
      crc32: crc,
      state: 'ready',
    });
  };
  for (let i = 0; i < gigabytes; i += 1) await add('sparse', i);
  for (let i = 0; i < randomGigabytes; i += 1) await add('random', i);

  // A second event with many small items (all rows pointing at one stored 100-byte file).
  const manyEventId = id();
  const manyAlbumId = id();
  const manyBatchId = id();
  await db.insert(events).values({
    id: manyEventId,
    userId,
    name: 'Many',
    plan: 'premium',
    paid: true,
    activationDate: addDays(localDate(new Date(), 'Europe/Warsaw'), -31),
    settings: { ...defaultEventSettings, guestZipDownload: true, guestbookVisible: false },
    albumsCount: 1,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db
    .insert(albums)
    .values({ id: manyAlbumId, eventId: manyEventId, name: 'Album', isDefault: true });
  await db
    .insert(uploadBatches)
    .values({ id: manyBatchId, eventId: manyEventId, albumId: manyAlbumId, guestName: 'Gość' });
  const smallKey = mediaStorageKey(manyEventId, 'shared', 'original');
  const smallFile = path.join(config.paths.files, smallKey);
  mkdirSync(path.dirname(smallFile), { recursive: true });
  const smallBytes = Buffer.alloc(100, 7);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(smallFile, smallBytes);
  const manyCount = Number(process.env.BENCH_MANY ?? 0);
  const base = Date.now() - 86_400_000;
  for (let from = 0; from < manyCount; from += 1000) {
    await db.insert(media).values(
      Array.from({ length: Math.min(1000, manyCount - from) }, (_, k) => ({
        id: id(),
        eventId: manyEventId,
        albumId: manyAlbumId,
        batchId: manyBatchId,
        kind: 'photo',
        storageKey: smallKey,
        originalName: `IMG_${from + k}.jpg`,
        size: smallBytes.length,
        mime: 'image/jpeg',
        crc32: crc32(smallBytes),
        state: 'ready',
        createdAt: new Date(base + (from + k) * 1000),
      })),
    );
  }

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  server.once('listening', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({
      url: `http://127.0.0.1:${port}`,
      eventId,
      files,
      manyEventId,
    } satisfies Ready);
    process.on('message', async (message) => {
      if (message !== 'stop') return;
      await database.close();
      if (adminUrl && databaseName) {
        const pg = (await import('pg')).default;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists "${databaseName}" with (force)`);
        await admin.end();
      }
      process.exit(0);
    });
  });
}

/**
 * GETs `url` with Node's http client and reads the body into nothing (the same client for
 * every side, and not the bottleneck: fetch's web streams cost more than nginx sends).
 */
function download(
  url: string,
  started: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: number; firstMs: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      let firstMs = -1;
      res.on('data', (chunk: Buffer) => {
        if (firstMs < 0) firstMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.once('error', reject);
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, firstMs }),
      );
    });
    req.once('error', reject);
  });
}

async function runClient() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-downloads-'));
  // The server runs from a bundle of this file under plain node, as the built product runs.
  const child = fork(await bundleForNode(import.meta.url), [], {
    env: {
      ...process.env,
      BENCH_DOWNLOADS_ROLE: 'server',
      BENCH_GB: String(gigabytes),
      BENCH_QUICK: quick ? '1' : '0',
      BENCH_MANY: String(manyItems),
      BENCH_DATA_DIR: path.join(dir, 'server'),
    },
    // The server's own flags (npm start, npm run serve, the image: scripts/server-flags.ts).
    execArgv: [
      ...serverNodeFlags,
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<Ready>((resolve) =>
      child.once('message', (m) => resolve(m as Ready)),
    );
    const pid = child.pid as number;
    const totalBytes = ready.files.length * fileSize;

    // Warm the page cache the same way for both sides, then the baseline.
    const cat = () =>
      new Promise<void>((resolve, reject) =>
        execFile('sh', ['-c', 'cat "$@" > /dev/null', 'cat', ...ready.files], (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    await cat();
    const catStarted = performance.now();
    await cat();
    const catMs = performance.now() - catStarted;

    // A second baseline: the same files through a bare Node HTTP server (no ZIP, no framework).
    const { createServer } = await import('node:http');
    const { createReadStream } = await import('node:fs');
    const bare = createServer(async (_req, res) => {
      res.writeHead(200, { 'content-length': String(totalBytes) });
      // Written by hand: pipeline(…, { end: false }) per file leaves listeners on the response.
      for (const file of ready.files) {
        for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
          if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        }
      }
      res.end();
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', () => resolve()));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    // The baseline: nginx sending the same files with sendfile, one after another.
    if (!nginxBin && process.env.CI === 'true') throw new Error('nginx is required in CI');
    const nginx = nginxBin
      ? await startNginx(() => 'location / { root /; sendfile on; tcp_nopush on; }')
      : null;

    const zipUrl = `${ready.url}/api/public/events/${ready.eventId}/download.zip`;
    const before = processMemoryMb(pid);
    let peakRss = before.rss;
    let firstMs = Number.NaN;
    let bytes = 0;
    const bareRounds: number[] = [];
    const nginxRounds: number[] = [];
    const zipRounds: number[] = [];
    try {
      // The three take turns, round by round, so whatever else the machine does meanwhile
      // weighs on each alike; each figure is the median of its rounds.
      for (let round = 0; round < rounds; round += 1) {
        const bareStarted = performance.now();
        const bareRead = await download(bareUrl, bareStarted);
        bareRounds.push(performance.now() - bareStarted);
        if (bareRead.bytes !== totalBytes) throw new Error('bare baseline read short');

        if (nginx) {
          const nginxStarted = performance.now();
          let nginxBytes = 0;
          for (const file of ready.files) {
            nginxBytes += (await download(`${nginx.url}${file}`, nginxStarted)).bytes;
          }
          nginxRounds.push(performance.now() - nginxStarted);
          if (nginxBytes !== totalBytes) throw new Error('nginx baseline read short');
        }

        const sampler = setInterval(() => {
          peakRss = Math.max(peakRss, processMemoryMb(pid).rss);
        }, 50);
        const started = performance.now();
        const res = await download(zipUrl, started);
        zipRounds.push(performance.now() - started);
        clearInterval(sampler);
        if (res.bytes !== Number(res.headers['content-length'])) {
          throw new Error(
            `read ${res.bytes} bytes, Content-Length ${res.headers['content-length']}`,
          );
        }
        // The first download's: the archive's plan is built then, and cached for the next.
        if (round === 0) firstMs = res.firstMs;
        bytes = res.bytes;
      }
    } finally {
      bare.close();
      await nginx?.stop();
    }
    const after = processMemoryMb(pid);
    const bareMs = median(bareRounds);
    const nginxMs = nginx ? median(nginxRounds) : Number.NaN;
    const zipMs = median(zipRounds);

    const middle = Math.floor(bytes / 2);
    const rangeStarted = performance.now();
    const rangeRead = await download(zipUrl, rangeStarted, {
      range: `bytes=${middle}-${middle + 65_535}`,
    });
    if (rangeRead.status !== 206 || rangeRead.bytes !== 65_536) throw new Error('range failed');

    // Time to the first byte of a big event's archive: built afresh, then again (a repeated
    // download) and resumed from its middle (a Range with If-Range).
    const manyUrl = `${ready.url}/api/public/events/${ready.manyEventId}/download.zip`;
    const firstByte = async (headers: Record<string, string> = {}) => {
      const startedAt = performance.now();
      const answer = await fetch(manyUrl, { headers });
      const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      const ms = performance.now() - startedAt;
      await reader.cancel();
      return { ms, answer };
    };
    const fresh = await firstByte();
    const repeated = await firstByte();
    const size = Number(repeated.answer.headers.get('content-length'));
    const resumed = await firstByte({
      range: `bytes=${Math.floor(size / 2)}-`,
      'if-range': repeated.answer.headers.get('etag') ?? '',
    });
    if (resumed.answer.status !== 206) throw new Error(`resume answered ${resumed.answer.status}`);

    const mbps = (b: number, ms: number) => b / 1e6 / (ms / 1000);
    const catRate = mbps(totalBytes, catMs);
    const zipRate = mbps(bytes, zipMs);
    const rows: [string, string][] = [
      [
        'archive',
        `${(bytes / 1e9).toFixed(2)} GB, ${ready.files.length} files${randomGigabytes ? ` (${randomGigabytes} GB random)` : ' (sparse)'}`,
      ],
      ['nginx sendfile, same files (baseline)', `${mbps(totalBytes, nginxMs).toFixed(0)} MB/s`],
      ['ZIP over HTTP', `${zipRate.toFixed(0)} MB/s`],
      [
        'ratio ZIP / nginx',
        `${(zipRate / mbps(totalBytes, nginxMs)).toFixed(2)} (target ≥ 0.8; round by round: ${nginxRounds.map((ms, i) => (ms / (zipRounds[i] as number)).toFixed(2)).join(', ') || 'no nginx'})`,
      ],
      ['for reference: cat > /dev/null', `${catRate.toFixed(0)} MB/s`],
      ['for reference: bare Node HTTP', `${mbps(totalBytes, bareMs).toFixed(0)} MB/s`],
      ['ratio ZIP / bare HTTP', `${(zipRate / mbps(totalBytes, bareMs)).toFixed(2)}`],
      ['time to first byte', `${firstMs.toFixed(1)} ms`],
      ['mid-archive Range, first byte', `${rangeRead.firstMs.toFixed(1)} ms`],
      [`${manyItems} items: first byte, fresh`, `${fresh.ms.toFixed(0)} ms`],
      [
        `${manyItems} items: repeated / resumed`,
        `${repeated.ms.toFixed(0)} / ${resumed.ms.toFixed(0)} ms (target ≤ 300)`,
      ],
      [
        'server RSS before / peak during',
        `${before.rss.toFixed(0)} / ${peakRss.toFixed(0)} MB (grew ${(peakRss - before.rss).toFixed(0)} MB during the ZIP)`,
      ],
      ['server VmHWM (whole life)', `${after.hwm.toFixed(0)} MB`],
      [
        'database',
        process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      ],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log(`\nbench:downloads${quick ? ' (quick)' : ''}: ZIP downloads`);
    for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
