/**
 * tus upload throughput and the server's memory: 50 guests upload a 5 MB
 * photo each, all at once, with tus-js-client over loopback to the real
 * server (a child process: creation checks, slot reservation, file store,
 * type sniffing, original stored with SHA-256 and CRC-32), its requests sent as
 * the PUTs to nginx are, each body in one write (oneWriteHttpStack). The baseline,
 * in the same run, is what a self-hoster would put there instead: Debian's nginx
 * accepting the same 50 PUTs to disk (WebDAV PUT: the body goes to a file,
 * renamed into place). For reference it also writes the bytes straight to
 * disk (fsynced). Every server (nginx, a bare Node server: bare-upload-server.ts, ours) first
 * takes one untimed round of the same uploads (a server at an event has been running; the
 * first round after start also pays for V8 compiling the code; ours is printed), then three
 * timed rounds, and
 * its figure is their median. The servers run side by side and take turns, round by round
 * (nginx, the bare server, ours), so whatever else the machine does weighs on each alike; the
 * ratio of each turn is printed too. Every round, timed or not, starts after `sync` has
 * written the earlier rounds' bytes to the disk (untimed): otherwise the system's write-back
 * of one server's files slows the server measured after it, which made the bare server's
 * figure vary twofold. The same number of 10 KB uploads shows what each upload costs
 * apart from its bytes. Prints MB/s of each, the ratio to nginx, the CPU seconds per uploaded
 * GB (and this client's CPU, on the same cores), and the server's peak RSS (VmHWM; with
 * BENCH_DATABASE_URL=postgres://… the server uses a temporary database there).
 * Each server's CPU in its median round is printed in user and kernel time, beside what the
 * machine's cores give a round that lasts nginx's time / 0.8 (the target), less this client's.
 * Also prints where the median tus round went: when the creations were answered (a file's bytes
 * follow its creation's answer) and when the last file was stored. Then, untimed, a guest's
 * reads of the event page (from a process of its own, one read at a time) at rest and while one
 * more round arrives: what a guest opening the page meanwhile waits.
 * Run: npx tsx bench/uploads-tus.ts [uploads=50] [megabytes=5];
 * `--quick` (run by npm test): 5 uploads of 1 MB, one timed round, to prove it still works.
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { HttpResponse, HttpStack } from 'tus-js-client';
import { serverNodeFlags } from '../scripts/server-flags';
import { restTickMs } from '../src/server/memory-trim';
import { bundleForNode } from './bundle';
import { medianBy, percentile } from './median';
import { cpuSeconds, cpuTimes, nginxBin, startNginx } from './nginx';
import { peakRssTargetMb, processMemoryMb } from './process-memory';

const quick = process.argv.includes('--quick');
const numbers = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const uploads = quick ? 5 : Number(numbers[0] ?? 50);
const megabytes = quick ? 1 : Number(numbers[1] ?? 5);
const size = Math.round(megabytes * 1024 * 1024);
/** Timed rounds per server (the median is the figure), each after a first, untimed one. */
const rounds = quick ? 1 : 3;
/** The size of the tiny uploads that show what an upload costs apart from its bytes. */
const tinyBytes = 10 * 1024;

type Ready = { url: string; eventId: string };
type Done = {
  maxRssMb: number;
  rssAtStartMb: number;
  /** The collections the server made on going quiet (src/server/memory-trim.ts). */
  collections: { ms: number }[];
};
/** CPU seconds so far, in all and the kernel's part: the servers' answer to 'cpu'. */
type Cpu = { cpuSeconds: number; kernelSeconds: number };
/** The servers' process ids: a round starts when none of them is still busy (settle). */
const serverPids: number[] = [];

// A server whose client has gone (failed, killed) stops too, rather than hold the terminal.
if (process.env.BENCH_UPLOADS_ROLE) process.once('disconnect', () => process.exit(1));
if (process.env.BENCH_UPLOADS_ROLE === 'server') {
  await runServer();
} else if (process.env.BENCH_UPLOADS_ROLE === 'reader') {
  await runReader(process.env.BENCH_READER_URL as string);
} else {
  await runClient();
}

/**
 * The reader process: a guest opening the event page at `url` over and over, one read at a
 * time, until told to stop; it answers with each read's milliseconds. A process of its own, so
 * that the uploading client's work does not delay its reads.
 */
async function runReader(url: string) {
  let stopped = false;
  process.once('message', () => {
    stopped = true;
  });
  const read = async () => {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the event page answered ${res.status}`);
    return performance.now() - started;
  };
  // The first read opens the connection and loads fetch: not counted.
  await read();
  process.send?.('reading');
  const latencies: number[] = [];
  while (!stopped) latencies.push(await read());
  process.send?.(latencies, () => process.exit(0));
}

/** The server process: the real composed app on an empty embedded database, one premium event. */
async function runServer() {
  const { serve } = await import('@hono/node-server');
  const pino = (await import('pino')).default;
  const { createMailer, createStorage } = await import('../src/server/adapters/create-adapters');
  const { composeServer } = await import('../src/server/compose');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { albums, events, users } = await import('../src/server/db/schema');
  const { defaultEventSettings } = await import('../src/shared/api/events');
  const { localDate } = await import('../src/shared/domain/time');
  const { startMemoryTrim } = await import('../src/server/memory-trim');

  const dataDir = process.env.BENCH_DATA_DIR as string;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'b'.repeat(40),
    // Production without Stripe keys: the built-in test checkout (nothing here pays).
    PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: 'true',
  });
  // BENCH_DATABASE_URL (a PostgreSQL server) keeps the embedded database's memory out of the figure.
  const adminUrl = process.env.BENCH_DATABASE_URL;
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
  const logger = pino({ level: 'silent' });
  const mailer = createMailer(config, { info: () => {} });
  const { app, guests } = composeServer({
    config,
    database,
    storage: createStorage(config),
    mailer,
    logger,
    version: 'bench',
    webDir: null,
    mediaProcessor: { enqueue: () => {} },
  });
  void guests;
  const id = () => randomBytes(16).toString('base64url');
  const userId = id();
  const eventId = id();
  await database.db
    .insert(users)
    .values({ id: userId, email: 'bench@example.com', emailVerified: true });
  await database.db.insert(events).values({
    id: eventId,
    userId,
    name: 'Bench',
    plan: 'premium',
    paid: true,
    activationDate: localDate(new Date(), 'Europe/Warsaw'),
    settings: defaultEventSettings,
    albumsCount: 1,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await database.db.insert(albums).values({ id: id(), eventId, name: 'Album', isDefault: true });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  // Memory given back at rest, as main.ts does (looking every 250 ms in the quick mode).
  const collections: Done['collections'] = [];
  startMemoryTrim(
    {
      debug: (line: object, what?: string) => {
        if (what?.startsWith('quiet after work')) collections.push(line as never);
      },
      info: () => {},
    } as never,
    quick ? { tickMs: 250 } : {},
  );
  server.once('listening', () => {
    const { port } = server.address() as AddressInfo;
    const rssAtStartMb = process.memoryUsage().rss / 1024 / 1024;
    const cpuAtStart = process.cpuUsage();
    process.send?.({ url: `http://127.0.0.1:${port}`, eventId } satisfies Ready);
    process.on('message', async (message) => {
      if (message === 'cpu') {
        process.send?.(cpuSince(cpuAtStart) satisfies Cpu);
        return;
      }
      if (message !== 'stop') return;
      // VmHWM (see process-memory.ts): this process's own peak, not the forking client's.
      const maxRssMb = processMemoryMb().hwm;
      await database.close();
      if (adminUrl && databaseName) {
        const pg = (await import('pg')).default;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists "${databaseName}" with (force)`);
        await admin.end();
      }
      process.send?.({ maxRssMb, rssAtStartMb, collections } satisfies Done, () => process.exit(0));
    });
  });
}

/**
 * This client's transport, for the PUTs to nginx and to the bare server and for tus-js-client:
 * Node's http, each request's body sent in one write (as a browser sends a Blob).
 * tus-js-client's own Node transport writes a Buffer in 16 KB pieces and waits for 'drain'
 * after each: that took 280-370 ms of this client's CPU a round of 50 x 5 MB, against 85-110 ms
 * for the PUTs, on the same two cores as the server measured, so the server had less of them
 * than nginx had. The protocol (creation, PATCH, offsets, headers) stays tus-js-client's.
 * With `timings`, each request's method, start and answer are recorded there.
 */
function oneWriteHttpStack(timings?: RequestTiming[]): HttpStack {
  return {
    getName: () => 'bench-one-write',
    createRequest(method, url) {
      const headers: Record<string, string> = {};
      let request: http.ClientRequest | null = null;
      let onProgress: (sent: number) => void = () => {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
        },
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => {
          onProgress = handler;
        },
        send(body?: Uint8Array | null): Promise<HttpResponse> {
          const size = body?.length ?? 0;
          const timing: RequestTiming = { method, started: performance.now(), answered: 0 };
          timings?.push(timing);
          return new Promise((resolve, reject) => {
            const sent = http.request(url, {
              method,
              headers: { ...headers, 'content-length': String(size) },
            });
            request = sent;
            sent.once('error', reject);
            sent.once('response', (res) => {
              onProgress(size);
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.once('error', reject);
              res.once('end', () => {
                timing.answered = performance.now();
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({
                  getStatus: () => res.statusCode ?? 0,
                  getHeader: (name) => {
                    const value = res.headers[name.toLowerCase()];
                    return Array.isArray(value) ? value.join(', ') : value;
                  },
                  getBody: () => text,
                  getUnderlyingObject: () => res,
                });
              });
            });
            sent.end(size > 0 ? body : undefined);
          });
        },
        abort: async () => {
          request?.destroy();
        },
        getUnderlyingObject: () => request,
      };
    },
  };
}

/** This process's CPU seconds since `start`, in all and the kernel's part. */
function cpuSince(start: NodeJS.CpuUsage): Cpu {
  const used = process.cpuUsage(start);
  return { cpuSeconds: (used.user + used.system) / 1e6, kernelSeconds: used.system / 1e6 };
}

/** PUTs `data` through the same transport as the tus uploads; resolves with the status. */
async function put(url: string, data: Buffer): Promise<number> {
  const response = await oneWriteHttpStack().createRequest('PUT', url).send(data);
  return response.getStatus();
}

/**
 * Before every round (untimed): writes every dirty page to the disk and waits for it
 * (`sync`), so that the round starts from the same state of the disk whichever server wrote
 * before it; then waits until every server has been idle for 100 ms (at most 5 s), so that
 * one server's leftover work (V8 compiling or collecting in the background) does not slow
 * the server measured after it.
 */
async function settle(): Promise<void> {
  spawnSync('sync', { stdio: 'ignore' });
  const busy = () => serverPids.reduce((sum, pid) => sum + (cpuSeconds(pid) || 0), 0);
  const deadline = performance.now() + 5000;
  let before = busy();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = busy();
    // The clock ticks every 10 ms: one tick in 100 ms is idle.
    if (now - before <= 0.011) return;
    before = now;
  }
}

/**
 * One timed round: how long all the uploads took, the server's CPU seconds meanwhile (in all
 * and the kernel's part), and this client's (which shares the machine's cores with the server).
 */
type Round = Cpu & { ms: number; clientCpuSeconds: number; phases?: Phases };

/** The CPU used between two readings of it. */
function cpuBetween(before: Cpu, after: Cpu): Cpu {
  return {
    cpuSeconds: after.cpuSeconds - before.cpuSeconds,
    kernelSeconds: after.kernelSeconds - before.kernelSeconds,
  };
}

/** One request of a round as this client saw it (milliseconds of performance.now()). */
type RequestTiming = { method: string; started: number; answered: number };

/**
 * Where a tus round went, in milliseconds after its start: when the first and the last
 * creation (POST) were answered (a file's bytes are sent only after its creation is
 * answered), and when the last PATCH (its bytes, the file finished) was answered.
 */
type Phases = { firstCreated: number; lastCreated: number; lastFinished: number };

function phasesOf(timings: RequestTiming[], started: number): Phases {
  const answered = (method: string) =>
    timings.filter((timing) => timing.method === method).map((timing) => timing.answered - started);
  const created = answered('POST');
  return {
    firstCreated: Math.min(...created),
    lastCreated: Math.max(...created),
    lastFinished: Math.max(...answered('PATCH')),
  };
}

/** The round of median duration (a declaration: the client runs before the module's consts). */
function median(list: Round[]): Round {
  return medianBy(list, (round) => round.ms);
}

/** Asks a server process for its CPU seconds so far. */
function askCpu(child: ChildProcess): Promise<Cpu> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Cpu));
    child.send('cpu');
  });
}

/** Times `files` PUT all at once to `url(i)` (Node's http client, tus-js-client's transport in Node). */
async function putRound(
  files: Buffer[],
  url: (i: number) => string,
  cpu: () => Promise<Cpu>,
): Promise<Round> {
  await settle();
  const cpuBefore = await cpu();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    files.map(async (data, i) => {
      const status = await put(url(i), data);
      if (status !== 201 && status !== 204) throw new Error(`PUT answered ${status}`);
    }),
  );
  const ms = performance.now() - started;
  const clientCpuSeconds = cpuSince(clientBefore).cpuSeconds;
  return { ms, ...cpuBetween(cpuBefore, await cpu()), clientCpuSeconds };
}

async function runClient() {
  const tus = await import('tus-js-client');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-uploads-'));
  const photo = (bytes: number) => {
    const data = randomBytes(bytes);
    // A JPEG signature, so the server's content check accepts it as a photo.
    data[0] = 0xff;
    data[1] = 0xd8;
    data[2] = 0xff;
    data[3] = 0xe0;
    return data;
  };
  const files = Array.from({ length: uploads }, () => photo(size));
  // The same number of tiny uploads: what each upload costs apart from its bytes.
  const tinyFiles = Array.from({ length: uploads }, () => photo(tinyBytes));
  const totalMb = (uploads * size) / 1024 / 1024;

  // Baseline: the same bytes straight to disk, all files in parallel, each fsynced.
  const baselineDir = path.join(dir, 'baseline');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(baselineDir);
  const baselineStarted = performance.now();
  await Promise.all(
    files.map(async (data, i) => {
      const handle = await open(path.join(baselineDir, `${i}.jpg`), 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }),
  );
  const baselineMs = performance.now() - baselineStarted;

  // The baseline a user would pick: nginx taking the same PUTs to disk, all at once.
  const nginx = nginxBin
    ? await startNginx(
        (root) => `location /put/ {
      root ${root}/files;
      dav_methods PUT;
      create_full_put_path on;
      client_max_body_size 0;
      client_body_buffer_size 128k;
    }`,
      )
    : null;
  if (!nginx && process.env.CI === 'true') throw new Error('nginx is required in CI');

  // For reference: the bare Node server (bare-upload-server.ts), the same PUTs as nginx got.
  // Both Node servers run from bundles under plain node, as the built product runs; the bare
  // one from its own, so that its process loads nothing of the product.
  const bundle = await bundleForNode(import.meta.url);
  const bareBundle = await bundleForNode(new URL('./bare-upload-server.ts', import.meta.url).href);
  const bare = fork(bareBundle, [], {
    env: { ...process.env, BENCH_DATA_DIR: path.join(dir, 'bare') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const child = fork(bundle, quick ? ['--quick'] : [], {
    env: { ...process.env, BENCH_UPLOADS_ROLE: 'server', BENCH_DATA_DIR: path.join(dir, 'server') },
    // The server's own flags (npm start, npm run serve, the image: scripts/server-flags.ts).
    execArgv: [
      ...serverNodeFlags,
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const readyOf = (server: ChildProcess) =>
    new Promise<Ready>((resolve) => server.once('message', (m) => resolve(m as Ready)));
  const [bareReady, ready] = await Promise.all([readyOf(bare), readyOf(child)]);
  serverPids.push(...[nginx?.pid, bare.pid, child.pid].filter((pid) => pid !== undefined));

  const nginxUrl = (i: number) => `${nginx?.url}/put/${i}.jpg`;
  const nginxCpuNow = async () => cpuTimes(nginx?.pid as number);
  const bareUrl = (i: number) => `${bareReady.url}/${i}`;
  const bareCpu = () => askCpu(bare);

  /**
   * A guest opening the event page over and over (one read at a time, from a process of its
   * own: runReader) from when it is ready until `stop` is called: each read's milliseconds.
   * Whatever holds the database up (a transaction waiting for something) shows here first.
   */
  const startReader = async (): Promise<{ stop: () => Promise<number[]> }> => {
    const reader = fork(bundle, [], {
      env: {
        ...process.env,
        BENCH_UPLOADS_ROLE: 'reader',
        BENCH_READER_URL: `${ready.url}/api/public/events/${ready.eventId}`,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
    });
    await new Promise((resolve) => reader.once('message', resolve));
    return {
      stop() {
        const latencies = new Promise<number[]>((resolve) =>
          reader.once('message', (m) => resolve(m as number[])),
        );
        reader.send('stop');
        return latencies;
      },
    };
  };

  let roundNumber = 0;
  /**
   * One round: every guest's batch, then all the tus uploads at once (timed, with the server's
   * CPU); with `reader`, a guest reads the event page meanwhile (its reads' milliseconds).
   */
  const uploadRound = async (
    roundFiles: Buffer[],
    reader?: (latencies: number[]) => void,
  ): Promise<Round> => {
    const round = roundNumber++;
    const batches = await Promise.all(
      roundFiles.map(async (data, i) => {
        const res = await fetch(`${ready.url}/api/public/events/${ready.eventId}/batches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'upload',
            clientId: `bench-client-${round}-${String(i).padStart(6, '0')}`,
            files: [{ name: `IMG_${i}.jpg`, size: data.length, type: 'image/jpeg' }],
          }),
        });
        if (res.status !== 201)
          throw new Error(`batch answered ${res.status}: ${await res.text()}`);
        return ((await res.json()) as { batchId: string }).batchId;
      }),
    );

    await settle();
    const cpuBefore = await askCpu(child);
    const clientBefore = process.cpuUsage();
    const timings: RequestTiming[] = [];
    const reading = reader ? await startReader() : null;
    const started = performance.now();
    await Promise.all(
      roundFiles.map(
        (data, i) =>
          new Promise<void>((resolve, reject) => {
            const upload = new tus.Upload(data, {
              endpoint: `${ready.url}/api/uploads`,
              metadata: {
                eventId: ready.eventId,
                batchId: batches[i] as string,
                fileIndex: '0',
                filename: `IMG_${i}.jpg`,
                filetype: 'image/jpeg',
              },
              uploadSize: data.length,
              chunkSize: 50 * 1024 * 1024,
              retryDelays: [],
              httpStack: oneWriteHttpStack(timings),
              storeFingerprintForResuming: false,
              onSuccess: () => resolve(),
              onError: reject,
            });
            upload.start();
          }),
      ),
    );
    const ms = performance.now() - started;
    if (reading) reader?.(await reading.stop());
    const clientCpuSeconds = cpuSince(clientBefore).cpuSeconds;
    const cpu = cpuBetween(cpuBefore, await askCpu(child));
    return { ms, ...cpu, clientCpuSeconds, phases: phasesOf(timings, started) };
  };

  const nginxRounds: Round[] = [];
  const nginxTinyRounds: Round[] = [];
  const bareRounds: Round[] = [];
  const tusRounds: Round[] = [];
  const tusTinyRounds: Round[] = [];
  let firstRound: Round;
  let atRest: number[] = [];
  let whileUploading: number[] = [];
  try {
    // Every server first takes one untimed round: a server at an event has been running for
    // a while. Ours is printed: the first round after start also pays for V8 compiling the
    // code (PGlite's WebAssembly too).
    if (nginx) await putRound(files, nginxUrl, nginxCpuNow);
    await putRound(files, bareUrl, bareCpu);
    firstRound = await uploadRound(files);
    // Then the timed rounds, the servers taking turns: whatever the machine does meanwhile
    // (other processes, the disk's write-back) weighs on each of them alike.
    for (let i = 0; i < rounds; i += 1) {
      if (nginx) nginxRounds.push(await putRound(files, nginxUrl, nginxCpuNow));
      bareRounds.push(await putRound(files, bareUrl, bareCpu));
      tusRounds.push(await uploadRound(files));
    }
    for (let i = 0; i < rounds; i += 1) {
      if (nginx) nginxTinyRounds.push(await putRound(tinyFiles, nginxUrl, nginxCpuNow));
      tusTinyRounds.push(await uploadRound(tinyFiles));
    }
    // Not timed: the event page read at rest, then while a round of uploads arrives.
    await settle();
    const resting = await startReader();
    await new Promise((resolve) => setTimeout(resolve, quick ? 200 : 1000));
    atRest = await resting.stop();
    await uploadRound(files, (latencies) => {
      whileUploading = latencies;
    });
  } finally {
    await nginx?.stop();
    bare.send('stop');
  }
  await new Promise((resolve) => bare.once('exit', resolve));
  // The server at rest after the rounds: once quiet it collects their garbage (two looks at
  // the event loop after the last round) and trims the C heap after.
  const rssAfterRoundsMb = processMemoryMb(child.pid as number).rss;
  const restWaitMs = quick ? 1_500 : 2 * restTickMs + 2_000;
  await new Promise((resolve) => setTimeout(resolve, restWaitMs));
  const rssAtRestMb = processMemoryMb(child.pid as number).rss;
  child.send('stop');
  const done = await new Promise<Done>((resolve) => child.on('message', (m) => resolve(m as Done)));
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });

  const missing: Round = {
    ms: Number.NaN,
    cpuSeconds: Number.NaN,
    kernelSeconds: Number.NaN,
    clientCpuSeconds: Number.NaN,
  };
  const nginxRound = nginx ? median(nginxRounds) : missing;
  const nginxTiny = nginx ? median(nginxTinyRounds) : missing;
  const bareRound = median(bareRounds);
  const timed = median(tusRounds);
  const tusTiny = median(tusTinyRounds);
  const clientCpu = nginxRound.clientCpuSeconds;
  const hashMs = checksumMs(files);
  const nginxMs = nginxRound.ms;
  const nginxCpu = nginxRound.cpuSeconds;
  const bound = hashingBound({ nginxMs, nginxCpu, clientCpu, hashMs });
  const tusMs = timed.ms;
  const bareMs = bareRound.ms;
  const mbps = (ms: number) => (totalMb / (ms / 1000)).toFixed(1);
  const gigabytes = totalMb / 1024;
  const perGb = (round: Round) => (round.cpuSeconds / gigabytes).toFixed(2);
  const perUpload = (round: Round) => (round.ms / uploads).toFixed(2);
  const clientMs = (round: Round) => (round.clientCpuSeconds * 1000).toFixed(0);
  console.log(
    `bench:uploads${quick ? ' (quick)' : ''}: ${uploads} concurrent tus uploads of ${megabytes} MB over loopback (${totalMb} MB), database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; each figure the median of ${rounds} round(s) after a first one`,
  );
  console.log(
    `  nginx PUT to disk (baseline): ${nginxMs.toFixed(0)} ms, ${mbps(nginxMs)} MB/s, ${perGb(nginxRound)} CPU s/GB (this client's CPU: ${clientMs(nginxRound)} ms)`,
  );
  console.log(
    `  tus to the server:            ${tusMs.toFixed(0)} ms, ${mbps(tusMs)} MB/s, ${perGb(timed)} CPU s/GB (this client's CPU: ${clientMs(timed)} ms)`,
  );
  console.log(
    `  the same uploads right after the server started (not counted): ${firstRound.ms.toFixed(0)} ms, ${mbps(firstRound.ms)} MB/s, ${perGb(firstRound)} CPU s/GB`,
  );
  console.log(
    `  throughput ratio (tus / nginx): ${(nginxMs / tusMs).toFixed(2)} (target >= 0.8; round by round: ${nginxRounds.map((round, i) => (round.ms / (tusRounds[i] as Round).ms).toFixed(2)).join(', ') || 'no nginx'})`,
  );
  if (timed.phases) {
    const { firstCreated, lastCreated, lastFinished } = timed.phases;
    console.log(
      `  where the tus round went: the ${uploads} creations (POST) answered from ${firstCreated.toFixed(0)} to ${lastCreated.toFixed(0)} ms (no file's bytes are sent before its creation is answered), the last file's bytes stored and answered at ${lastFinished.toFixed(0)} ms (${(lastFinished - firstCreated).toFixed(0)} ms after the first creation's answer; nginx took ${nginxMs.toFixed(0)} ms for all)`,
    );
  }
  const readFigures = (list: number[]) =>
    `median ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms, longest ${Math.max(...list).toFixed(1)} ms (${list.length} reads)`;
  console.log(
    `  a guest reading the event page, one read at a time: at rest ${readFigures(atRest)}; while a round of these uploads arrives (not timed) ${readFigures(whileUploading)}`,
  );
  console.log(
    `  for reference, a bare Node server hashing PUTs to disk: ${bareMs.toFixed(0)} ms, ${mbps(bareMs)} MB/s, ${perGb(bareRound)} CPU s/GB (ratio tus / bare ${(bareMs / tusMs).toFixed(2)}; bare / nginx ${(nginxMs / bareMs).toFixed(2)})`,
  );
  console.log(
    `  what each upload costs apart from its bytes (${uploads} uploads of ${tinyBytes / 1024} KB at once): the server ${tusTiny.ms.toFixed(0)} ms (${perUpload(tusTiny)} ms and ${((tusTiny.cpuSeconds * 1000) / uploads).toFixed(2)} CPU ms per upload), nginx ${nginxTiny.ms.toFixed(0)} ms (${perUpload(nginxTiny)} ms per upload)`,
  );
  // The round's CPU less that of the same number of tiny uploads: what the bytes alone cost,
  // to set against the bare server, which has nothing but bytes to handle.
  const bytesCpu = Math.max(0, timed.cpuSeconds - tusTiny.cpuSeconds);
  console.log(
    `  the server's CPU split: ${(bytesCpu / gigabytes).toFixed(2)} CPU s/GB for the bytes (the round less the ${uploads} small uploads; the bare server ${perGb(bareRound)}), ${((tusTiny.cpuSeconds / timed.cpuSeconds) * 100).toFixed(0)}% of the round for the uploads themselves (requests, checks, database, files)`,
  );
  // At the target, a round lasts nginx's time / 0.8; the machine's cores give that many CPU
  // seconds each, and this client takes its share of them.
  const cores = os.availableParallelism();
  const targetMs = nginxMs / 0.8;
  const split = (round: Round) =>
    `${((round.cpuSeconds - round.kernelSeconds) * 1000).toFixed(0)} + ${(round.kernelSeconds * 1000).toFixed(0)} ms`;
  console.log(
    `  CPU of a median round, user + kernel: nginx ${split(nginxRound)}, the bare server ${split(bareRound)}, ours ${split(timed)}; at 0.8 of nginx a round lasts ${targetMs.toFixed(0)} ms, in which ${cores} cores give ${(cores * targetMs).toFixed(0)} ms of CPU, ${(cores * targetMs - timed.clientCpuSeconds * 1000).toFixed(0)} ms of it left by this client for the server`,
  );
  console.log(
    `  the most a server that hashes (SHA-256 and CRC-32: ${hashMs.toFixed(0)} ms of CPU for these bytes) can reach here: ${bound.oneThread.toFixed(2)} of nginx on one thread (its hashing after nginx's own ${(nginxCpu * 1000).toFixed(0)} ms of work), ${bound.allCores.toFixed(2)} with the hashing on other threads (${cores} cores, shared with this client's ${(clientCpu * 1000).toFixed(0)} ms)`,
  );
  console.log(
    `  for reference, written straight to disk and fsynced: ${baselineMs.toFixed(0)} ms, ${mbps(baselineMs)} MB/s`,
  );
  console.log(
    `  server peak RSS: ${done.maxRssMb.toFixed(0)} MB (at start ${done.rssAtStartMb.toFixed(0)} MB; target <= ${peakRssTargetMb} MB)`,
  );
  const collected = done.collections.at(-1);
  console.log(
    `  server RSS at rest after the rounds: ${rssAtRestMb.toFixed(0)} MB ${(restWaitMs / 1000).toFixed(1)} s after the last round (${rssAfterRoundsMb.toFixed(0)} MB right after it); ${collected ? `on going quiet it collected the rounds' garbage in ${collected.ms} ms, then trimmed the C heap` : 'no collection on going quiet'}`,
  );
}

/** Milliseconds of one thread's CPU to compute SHA-256 and CRC-32 of `files` in 64 KB chunks (the socket's reads). */
function checksumMs(files: Buffer[]): number {
  const chunk = 64 * 1024;
  const started = process.cpuUsage();
  for (const data of files) {
    const sha = createHash('sha256');
    let crc = 0;
    for (let at = 0; at < data.length; at += chunk) {
      const part = data.subarray(at, at + chunk);
      sha.update(part);
      crc = crc32(part, crc);
    }
    sha.digest();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/**
 * The highest throughput ratio against nginx that any server computing the checksums could
 * reach on this machine, even if it were otherwise as cheap as nginx: on one thread it needs
 * nginx's CPU time plus the hashing; with the hashing on other threads, all the work (nginx's,
 * the hashing, and this client's, on the same cores) spread perfectly over every core.
 */
function hashingBound(run: {
  nginxMs: number;
  nginxCpu: number;
  clientCpu: number;
  hashMs: number;
}): { oneThread: number; allCores: number } {
  const serverMs = run.nginxCpu * 1000 + run.hashMs;
  const allMs = (run.clientCpu * 1000 + serverMs) / os.availableParallelism();
  return {
    oneThread: Math.min(1, run.nginxMs / serverMs),
    allCores: Math.min(1, run.nginxMs / allMs),
  };
}
