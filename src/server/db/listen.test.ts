/**
 * Listening to a database channel, on both databases: every notification's payload arrives,
 * and on PostgreSQL a lost connection is reconnected (logged, and `onReconnected` told) while a
 * first connection that fails is an error with nothing left running.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/db';
import { refusedPort } from '../../test/ports';
import type { DatabaseHandle } from './client';
import { type Listener, listenTo } from './listen';

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function quietLogger() {
  return { warn: vi.fn(), info: vi.fn() };
}

const channel = () => `listen_test_${randomBytes(4).toString('hex')}`;

describe('listenTo', () => {
  it('takes only a plain identifier as the channel', () => {
    // Checked before the database is touched.
    const database = {} as DatabaseHandle;
    for (const bad of ['', 'live; drop table events', 'Upper', '1st', 'a-b'])
      expect(() => listenTo(database, bad, { what: 'tests', onPayload() {} })).toThrow(
        /not a channel name/,
      );
  });

  it('says so when the PostgreSQL server is not there, and leaves nothing running', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: refusedPort, user: 'postgres' });
    const logger = quietLogger();
    const onReconnected = vi.fn();
    const listener = listenTo({ kind: 'postgres', pool } as unknown as DatabaseHandle, channel(), {
      what: 'tests',
      logger,
      onPayload() {},
      onReconnected,
      maxBackoffMs: 50,
    });
    await expect(listener.start()).rejects.toThrow(/ECONNREFUSED/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logger.warn).not.toHaveBeenCalled();
    expect(onReconnected).not.toHaveBeenCalled();
    await listener.close();
    await pool.end();
  });
});

describe.each(testDatabases)('listenTo on $kind', ({ kind, open }) => {
  let database: DatabaseHandle | null = null;
  let listener: Listener | null = null;
  afterEach(async () => {
    await listener?.close();
    await database?.close();
    listener = null;
    database = null;
  });

  const notify = (db: DatabaseHandle, name: string, payload: string) =>
    db.db.execute(sql`select pg_notify(${name}, ${payload})`);

  it('hears every notification of its channel, and none once closed', async () => {
    database = await open();
    const name = channel();
    const heard: string[] = [];
    listener = listenTo(database, name, { what: 'tests', onPayload: (p) => heard.push(p) });
    await listener.start();
    await notify(database, name, 'first');
    await notify(database, `${name}_other`, 'elsewhere');
    await notify(database, name, '');
    await notify(database, name, 'zażółć:42');
    await until(() => heard.length >= 3, 'three notifications');
    expect(heard).toEqual(['first', '', 'zażółć:42']);
    await listener.close();
    await listener.close();
    await notify(database, name, 'after');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(3);
  });

  if (kind === 'postgres') {
    it('reconnects after its connection is lost, says so, and hears what comes next', async () => {
      database = await open();
      const db = database;
      const name = channel();
      const heard: string[] = [];
      const logger = quietLogger();
      const onReconnected = vi.fn();
      listener = listenTo(db, name, {
        what: 'tests',
        logger,
        onPayload: (p) => heard.push(p),
        onReconnected,
        maxBackoffMs: 100,
      });
      await listener.start();
      const listening = async () => {
        const result = (await db.db.execute(
          sql`select pid from pg_stat_activity where query = ${`LISTEN ${name}`} and state = 'idle'`,
        )) as { rows: unknown[] };
        return result.rows.length;
      };
      expect(await listening()).toBe(1);
      await db.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${name}`}`,
      );
      await until(() => onReconnected.mock.calls.length === 1, 'the reconnection');
      expect(logger.warn).toHaveBeenCalledWith(
        expect.anything(),
        'tests lost their database connection; reconnecting',
      );
      expect(logger.info).toHaveBeenCalledWith({}, 'tests reconnected to the database');
      await notify(db, name, 'after the loss');
      await until(() => heard.length === 1, 'the notification after the loss');
      expect(heard).toEqual(['after the loss']);

      // Closed: its connection goes, and a loss is no longer reconnected.
      await listener.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await listening()).toBe(0);
      expect(onReconnected).toHaveBeenCalledTimes(1);
    });
  }
});
