/**
 * The server's memory at rest, as a self-hoster runs it: the built server
 * (`node dist/server/main.js`, run `npm run build` first) on the embedded
 * defaults, started on an empty data folder, then started again on the same
 * folder; and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server, started on a temporary database there. Each time it
 * waits until /api/ready answers and a few quiet seconds have passed, then
 * reads the process's resident memory (VmRSS) and high-water mark (VmHWM)
 * from /proc; and again 23 s after ready, once the server has gone quiet
 * after starting and collected what starting left (not in --quick). The
 * baseline, in the same run: a bare Node HTTP server started the same way
 * (what any Node service costs here).
 * Run: npx tsx bench/memory.ts; `--quick` (run by npm test): one quiet second
 * instead of three.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverNodeFlags } from '../scripts/server-flags';
import { restTickMs } from '../src/server/memory-trim';
import { freePort } from '../src/test/ports';
import { processMemoryMb } from './process-memory';

const quick = process.argv.includes('--quick');
const quietMs = quick ? 1000 : 3000;
const mainScript = path.resolve('dist/server/main.js');

if (!existsSync(mainScript)) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} never answered`);
}

/** Starts `args` with `env`, waits for `readyPath` and the quiet time, reads its memory, stops it. */
async function atRest(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  settle = true,
) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      MALLOC_ARENA_MAX: '2',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`, child);
    const readyMs = performance.now() - started;
    await sleep(quietMs);
    const early = processMemoryMb(child.pid as number);
    // Later, once the server has gone quiet after starting (two looks, src/server/memory-trim.ts)
    // and collected what starting left behind.
    let settledRss = Number.NaN;
    if (settle && !quick) {
      await sleep(2 * restTickMs + 3_000 - quietMs);
      settledRss = processMemoryMb(child.pid as number).rss;
    }
    return { ...early, readyMs, settledRss };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-bench-memory-'));
const serverEnv = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const rows: [string, string][] = [];
try {
  const bare = await atRest(
    ['-e', "require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT)"],
    {},
    '/',
    false,
  );
  rows.push(['bare Node HTTP server (baseline)', `${bare.rss.toFixed(0)} MB`]);
  const fresh = await atRest([...serverNodeFlags, mainScript], serverEnv, '/api/ready');
  const again = await atRest([...serverNodeFlags, mainScript], serverEnv, '/api/ready');
  const ratio = (mb: number) => `${(mb / bare.rss).toFixed(1)}× the baseline`;
  const settled = (mb: number) =>
    Number.isNaN(mb)
      ? ''
      : `; ${mb.toFixed(0)} MB ${(2 * restTickMs + 3_000) / 1000} s after ready`;
  rows.push([
    'embedded, fresh data folder',
    `${fresh.rss.toFixed(0)} MB at rest, ${fresh.hwm.toFixed(0)} MB high-water (${ratio(fresh.rss)}; target ≤ 250), ready in ${(fresh.readyMs / 1000).toFixed(1)} s${settled(fresh.settledRss)}`,
  ]);
  rows.push([
    'embedded, after a restart',
    `${again.rss.toFixed(0)} MB at rest, ${again.hwm.toFixed(0)} MB high-water (${ratio(again.rss)}; target ≤ 250), ready in ${(again.readyMs / 1000).toFixed(1)} s${settled(again.settledRss)}`,
  ]);

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const pg = (await import('pg')).default;
    const name = `momenty_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const postgres = await atRest(
        [...serverNodeFlags, mainScript],
        {
          ...serverEnv,
          DATA_DIR: `${dataDir}-pg`,
          DATABASE_URL: url.toString(),
          AUTH_SECRET: randomBytes(32).toString('base64'),
        },
        '/api/ready',
      );
      rows.push([
        'PostgreSQL',
        `${postgres.rss.toFixed(0)} MB at rest (${ratio(postgres.rss)}; target ≤ 200)${settled(postgres.settledRss)}`,
      ]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(`${dataDir}-pg`, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`bench:memory${quick ? ' (quick)' : ''}: the built server's resident memory at rest`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
