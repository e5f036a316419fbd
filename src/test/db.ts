/**
 * Test databases: every database test runs on embedded PGlite, and also on
 * the PostgreSQL server named by TEST_DATABASE_URL when it is set. Each call
 * to `open()` gives a fresh, migrated database that `close()` removes.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { testDatabaseUrl } from './env';

export type TestDatabaseKind = 'pglite' | 'postgres';

export type TestDatabase = {
  kind: TestDatabaseKind;
  open(): Promise<DatabaseHandle>;
};

/** The PostgreSQL server for tests, if configured. */
export { testDatabaseUrl };

const pglite: TestDatabase = {
  kind: 'pglite',
  open: () => openDatabase({ kind: 'pglite', dir: null }),
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
