/**
 * Opens the database: embedded PGlite (one process, files under DATA_DIR/db)
 * when no DATABASE_URL is configured, node-postgres otherwise. Applies the
 * migrations at start-up and closes cleanly.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirectoryLock, type DirectoryLock } from './lock';
import { drizzleClient } from './pglite-text-types';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Transactions have the same API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The raw PGlite instance (embedded only), for LISTEN/NOTIFY and CHECKPOINT. */
  pglite?: PGlite;
  /** The node-postgres pool (server only). */
  pool?: pg.Pool;
  /** Answers when the database takes a query. */
  ping(): Promise<void>;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dir: string | null;
      lock?: boolean;
      /**
       * In memory only (`dir: null`): start from this dump of a data folder (PGlite's
       * `dumpDataDir`) instead of creating an empty cluster, which takes seconds.
       */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Where the SQL migrations live: beside this file in the source tree, beside the bundle once built. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

/**
 * Settings of the embedded PostgreSQL. It serves one process through one connection, so small
 * buffers cost nothing and keep the process small (WebAssembly memory never shrinks).
 */
export const pgliteSettings = [
  'shared_buffers=4MB',
  'work_mem=2MB',
  'maintenance_work_mem=8MB',
  'temp_buffers=1MB',
  'wal_buffers=256kB',
];

/**
 * The `initdb` child compiles PGlite's WebAssembly with V8's baseline compiler (Liftoff) only:
 * it runs nothing else, and the optimizing tier's background compilation only slows its one
 * short run. The server itself keeps the default, because the flag is process-wide and HEIC
 * photos are decoded by libheif's WebAssembly in a worker thread of the same process, where
 * the baseline compiler alone is about a third slower on heavy work.
 */
const wasmBaselineOnlyFlag = '--liftoff-only';

/**
 * Creates the data folder's cluster (initdb) and its schema (the migrations) in a short-lived
 * child process: both grow the WebAssembly memory (initdb to about 800 MB), which never shrinks
 * and would otherwise stay with the server for good.
 */
async function initPgliteInChild(dir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const href = (name: string) => pathToFileURL(require.resolve(name)).href;
  const code = [
    'const [pglite, drizzle, migrator] = await Promise.all(process.argv.slice(1, 4).map((m) => import(m)));',
    'const client = new pglite.PGlite(process.argv[4], { postgresqlconf: JSON.parse(process.argv[6]) });',
    'await client.waitReady;',
    'await migrator.migrate(drizzle.drizzle({ client }), { migrationsFolder: process.argv[5] });',
    "await client.query('CHECKPOINT');",
    'await client.close();',
  ].join('\n');
  const args = [
    href('@electric-sql/pglite'),
    href('drizzle-orm/pglite'),
    href('drizzle-orm/pglite/migrator'),
    dir,
    migrationsFolder,
    JSON.stringify(pgliteSettings),
  ];
  const child = spawn(
    process.execPath,
    [wasmBaselineOnlyFlag, '--input-type=module', '-e', code, ...args],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0) throw new Error(`creating the embedded database failed: ${errors.trim()}`);
}

async function openPglite(options: {
  dir: string | null;
  lock?: boolean;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  let lock: DirectoryLock | undefined;
  if (options.dir) {
    mkdirSync(options.dir, { recursive: true });
    if (options.lock !== false) lock = acquireDirectoryLock(options.dir);
  }
  let client: PGlite;
  try {
    if (options.dir && !existsSync(path.join(options.dir, 'PG_VERSION'))) {
      await initPgliteInChild(options.dir);
    }
    client = options.dir
      ? new PGlite(options.dir, { postgresqlconf: pgliteSettings })
      : new PGlite({ postgresqlconf: pgliteSettings, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client: drizzleClient(client), schema }) as unknown as Database;
  let closed = false;
  const handle: DatabaseHandle = {
    kind: 'pglite',
    db,
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (options.dir) await client.query('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Key of the advisory lock that serialises migrations between instances starting together. */
const MIGRATION_LOCK_KEY = 7_284_113_901;

async function openPostgres(options: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  const handle: DatabaseHandle = {
    kind: 'postgres',
    db,
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
