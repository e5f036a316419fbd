/**
 * Several real server processes for the scaled-deployment tests: each is
 * `src/server/main.ts` run by tsx in its own process, with its own port and
 * DATA_DIR, all sharing one fresh PostgreSQL database (on the server named by
 * TEST_DATABASE_URL) and one S3-compatible store (s3rver, or S3_TEST_ENDPOINT).
 *
 *   const cluster = await startCluster();
 *   const a = await cluster.start('a');
 *   const b = await cluster.start('b', { LIFECYCLE_SCHEDULER: 'off' });
 *   ...
 *   await cluster.close();
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { testDatabaseUrl } from './db';
import { childBaseEnv } from './env';
import { listensOn, onFreePort, PortTaken } from './ports';
import { startTestS3, type TestS3 } from './s3-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainScript = path.join(root, 'src/server/main.ts');

/** One running server process. */
export type Instance = {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Every line the process wrote (pino JSON on stdout, anything else on stderr). */
  lines: string[];
  /** Parsed JSON log lines so far. */
  logs(): Array<Record<string, unknown>>;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL: the process dies at once, as on a crashed machine. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  /**
   * When the process ended without being told to (no stop() or kill()): how it ended and its
   * last lines (a crash's stack is on stderr); null while it runs or after a requested end.
   */
  unexpectedExit(): string | null;
};

export type Cluster = {
  databaseUrl: string;
  s3: TestS3;
  /** The environment every instance gets (database, store, secret, quiet scheduler settings). */
  env: Record<string, string>;
  /** Starts an instance and waits until /api/ready answers 200. */
  start(name: string, env?: Record<string, string>): Promise<Instance>;
  instances: Instance[];
  /** How each instance that ended without being told to ended, with its last lines (a crash's stack). */
  crashes(): string[];
  /** Stops every instance (SIGKILL if SIGTERM is not enough), drops the database, stops the store. */
  close(): Promise<void>;
};

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `momenty_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Waits until the instance itself listens and /api/ready answers 200. A 200 alone is not
 * enough: between choosing a free port and the child's listen (seconds under load) another
 * test's server may take that port and answer in its place while the child fails to listen.
 */
async function waitUntilReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void instance.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) {
      const message = `instance ${instance.name} exited during start-up:\n${instance.lines.slice(-30).join('\n')}`;
      throw instance.lines.some((line) => line.includes('EADDRINUSE'))
        ? new PortTaken(message)
        : new Error(message);
    }
    if (listensOn(instance.child.pid, instance.port)) {
      try {
        const res = await fetch(`${instance.url}/api/ready`);
        if (res.status === 200) return;
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `instance ${instance.name} not ready after ${timeoutMs} ms:\n${instance.lines.slice(-30).join('\n')}`,
  );
}

/**
 * Starts one server process with `env` (PORT, DATA_DIR and BASE_URL are
 * chosen here unless given).
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; choosePort?: () => Promise<number> } = {},
): Promise<Instance> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  if (env.PORT) return spawnInstance(name, env, Number(env.PORT), readyTimeoutMs);
  // A port chosen here may be taken before the child listens on it: then another one is tried.
  return onFreePort((port) => spawnInstance(name, env, port, readyTimeoutMs), options.choosePort);
}

async function spawnInstance(
  name: string,
  env: Record<string, string>,
  port: number,
  readyTimeoutMs: number,
): Promise<Instance> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), `momenty-instance-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: root,
    env: {
      ...childBaseEnv,
      HOME: childBaseEnv.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      BASE_URL: url,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      const parts = (rest + text).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.length > 0));
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  let told = false;
  let ended: string | null = null;
  const lastLines = () => lines.slice(-40).join('\n');
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!told) {
        ended = `instance ${name} ended by itself (code ${code}, signal ${signal})`;
      }
      resolve(code);
    });
  });
  const instance: Instance = {
    name,
    url,
    port,
    dataDir,
    child,
    lines,
    exited,
    logs() {
      return lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    },
    // The lines are read when asked: the pipes may deliver the last ones after the exit.
    unexpectedExit: () => (ended ? `${ended}; its last lines:\n${lastLines()}` : null),
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      told = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async kill() {
      told = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await waitUntilReady(instance, readyTimeoutMs);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return instance;
}

/**
 * A fresh PostgreSQL database and S3 store for several instances. Needs
 * TEST_DATABASE_URL (the suites that use it are skipped without it).
 */
export async function startCluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const database = await createDatabase();
  const s3 = await startTestS3();
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    AUTH_SECRET: randomBytes(32).toString('base64'),
    AUTH_RATE_LIMIT_MAX: '10000',
    ...s3.env,
    ...extraEnv,
  };
  const instances: Instance[] = [];
  return {
    databaseUrl: database.url,
    s3,
    env,
    instances,
    crashes: () => instances.flatMap((instance) => instance.unexpectedExit() ?? []),
    async start(name, overrides = {}) {
      const instance = await startInstance(name, { ...env, ...overrides });
      instances.push(instance);
      return instance;
    },
    async close() {
      await Promise.all(
        instances.map(async (instance) => {
          const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
          await instance.stop('SIGTERM');
          clearTimeout(timer);
          rmSync(instance.dataDir, { recursive: true, force: true });
        }),
      );
      await database.drop();
      await s3.close();
    },
  };
}
