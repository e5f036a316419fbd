/**
 * Test databases: every database test runs on embedded PGlite, and also on
 * the PostgreSQL server named by TEST_DATABASE_URL when it is set. Each call
 * to `open()` gives a fresh, migrated database that `close()` removes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type DatabaseHandle,
  migrationsFolder,
  openDatabase,
  pgliteSettings,
} from '../server/db/client';
import { testDatabaseUrl } from './env';

export type TestDatabaseKind = 'pglite' | 'postgres';

export type TestDatabase = {
  kind: TestDatabaseKind;
  open(): Promise<DatabaseHandle>;
};

/** The PostgreSQL server for tests, if configured. */
export { testDatabaseUrl };

/** Every file of a folder, depth first, sorted, as `[relative path, content]`. */
function folderFiles(dir: string, prefix = ''): [string, Buffer][] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry): [string, Buffer][] => {
      const full = path.join(dir, entry.name);
      const name = `${prefix}${entry.name}`;
      return entry.isDirectory() ? folderFiles(full, `${name}/`) : [[name, readFileSync(full)]];
    });
}

/**
 * Where the dump of a freshly created and migrated embedded database is kept between test files
 * and runs. Its name changes with anything that changes what such a database holds: the
 * migrations, PGlite's version and its settings.
 */
export function pgliteSnapshotPath(): string {
  const require = createRequire(import.meta.url);
  const pglitePackage = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackage));
  hash.update(JSON.stringify(pgliteSettings));
  for (const [name, content] of folderFiles(migrationsFolder)) hash.update(name).update(content);
  return path.join(os.tmpdir(), `momenty-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated database every embedded test database starts from. Creating a cluster and applying
 * the migrations takes 5 to 10 seconds on two cores and starting from their dump about one, so
 * the first test file to need it makes it and the others read it. Files that make it at the same
 * time each write their own and rename it into place, which is atomic, so none reads half a file.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = pgliteSnapshotPath();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const handle = await openDatabase({ kind: 'pglite', dir: null });
      try {
        const dump = await handle.pglite?.dumpDataDir('none');
        if (!dump) throw new Error('the embedded database gave no dump of its data folder');
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
        renameSync(partial, file);
        return dump;
      } finally {
        await handle.close();
      }
    }
  })();
  snapshot.catch(() => {
    snapshot = undefined;
  });
  return snapshot;
}

const pglite: TestDatabase = {
  kind: 'pglite',
  open: async () =>
    openDatabase({ kind: 'pglite', dir: null, loadDataDir: await migratedSnapshot() }),
};

const postgres: TestDatabase = {
  kind: 'postgres',
  async open() {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `momenty_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    const close = handle.close.bind(handle);
    return {
      ...handle,
      async close() {
        await close();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await cleanup.end();
        }
      },
    };
  },
};

/** The databases every database test runs against: `describe.each(testDatabases)`. */
export const testDatabases: TestDatabase[] = testDatabaseUrl ? [pglite, postgres] : [pglite];
