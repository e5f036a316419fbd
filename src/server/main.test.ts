/**
 * The server process as a whole: start-up on embedded defaults, refusal of a
 * second process on the same data folder, clean shutdown on SIGTERM and
 * SIGINT, and a bad configuration stopping start-up with the variable named.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { childBaseEnv } from '../test/env';
import { openDatabase } from './db/client';
import { users } from './db/schema';

const entry = path.resolve('src/server/main.ts');
// The process runs in a folder of its own (no .env there), so tsx is named by its full path.
const tsx = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-main-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', tsx, entry], {
    env: { PATH: childBaseEnv.PATH, HOME: os.tmpdir(), NODE_ENV: 'test', PORT: '0', ...env },
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(started: Run): Promise<number> {
  // Generous: a loaded CI machine compiles the server (tsx) and creates the database slowly.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = started.output().match(/"port":(\d+)/);
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

describe('server process', () => {
  const dbDir = path.join(dataDir, 'data', 'db');
  const lockFile = path.join(dbDir, 'momenty.lock');

  it('starts on the embedded defaults and answers', async () => {
    const first = run({ DATA_DIR: path.join(dataDir, 'data') });
    const port = await listening(first);
    const health = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(health.status).toBe(200);
    expect(existsSync(lockFile)).toBe(true);

    // A second process on the same folder refuses to start and says why.
    const second = run({ DATA_DIR: path.join(dataDir, 'data') });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${dbDir} is already in use by another Momenty process`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    // SIGTERM closes the database cleanly and releases the folder.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('database closed');
    expect(existsSync(lockFile)).toBe(false);
  }, 150_000);

  it('keeps what was written across a SIGINT shutdown', async () => {
    const db = await openDatabase({ kind: 'pglite', dir: dbDir });
    await db.db.insert(users).values({ id: 'kept-user', email: 'kept@example.com' });
    await db.close();

    const again = run({ DATA_DIR: path.join(dataDir, 'data') });
    await listening(again);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);

    const reopened = await openDatabase({ kind: 'pglite', dir: dbDir });
    const rows = await reopened.db.select().from(users);
    await reopened.close();
    expect(rows.map((r) => r.email)).toContain('kept@example.com');
  }, 150_000);

  it('takes over a lock left behind by a process that died', async () => {
    writeFileSync(lockFile, '999999');
    const started = run({ DATA_DIR: path.join(dataDir, 'data') });
    await listening(started);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  }, 150_000);

  it('stops at start-up on a bad setting and names the variable', async () => {
    const bad = run({ DATA_DIR: path.join(dataDir, 'data'), PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT: ');
    expect(bad.output()).toContain('"eighty"');
  }, 150_000);
});
