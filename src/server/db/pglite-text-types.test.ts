import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/db';
import { type DatabaseHandle, openDatabase, selectRows } from './client';
import { textTypeIds, withoutTextParsers } from './pglite-text-types';

const keep = (value: string) => value;

describe('per-query text parsers', () => {
  it('are dropped when they ask only for the types the client keeps as text', () => {
    const parsers = Object.fromEntries(textTypeIds.map((id) => [id, keep]));
    expect(withoutTextParsers({ rowMode: 'array', parsers })).toEqual({ rowMode: 'array' });
    expect(withoutTextParsers({ parsers: { [types.TIMESTAMPTZ]: keep } })).toEqual({});
  });

  it('are kept when they ask for any other type, and other options pass unchanged', () => {
    const options = { rowMode: 'object' as const, parsers: { [types.TIMESTAMP]: keep, 16: keep } };
    expect(withoutTextParsers(options)).toBe(options);
    expect(withoutTextParsers({ rowMode: 'array' })).toEqual({ rowMode: 'array' });
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });
});

describe('the embedded client under drizzle', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dir: null });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reads the kept types as text without per-query parsers, in and out of transactions', async () => {
    const pglite = handle.pglite;
    if (!pglite) throw new Error('no PGlite');
    const calls = vi.spyOn(pglite, 'execProtocol');
    const [row] = await selectRows<{ at: unknown }>(handle.db, sql`select now() as at`);
    expect(typeof row?.at).toBe('string');
    // One call into PGlite for the query; PGlite's own `query` (six calls) is not used.
    expect(calls).toHaveBeenCalledTimes(1);
    const inside = await handle.db.transaction(async (tx) => {
      const rows = await selectRows<{ day: unknown }>(tx, sql`select current_date as day`);
      return rows[0]?.day;
    });
    expect(inside).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    calls.mockRestore();
  });
});

describe.each(testDatabases)('dates, timestamps and intervals on $kind', (testDatabase) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabase.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('come back as PostgreSQL writes them, arrays too, as drizzle expects on both drivers', async () => {
    const [row] = await selectRows<Record<string, unknown>>(
      handle.db,
      sql`select '2026-06-20'::date as day,
        '2026-06-20 18:30:00'::timestamp as local,
        '2026-06-20 16:30:00+00'::timestamptz at time zone 'UTC' as utc_local,
        '1 day 02:00:00'::interval as span,
        array['2026-06-20'::date, '2026-06-21'::date] as days,
        array[1.50, 2]::numeric[] as amounts,
        true as flag, 42 as answer`,
    );
    expect(row).toEqual({
      day: '2026-06-20',
      local: '2026-06-20 18:30:00',
      utc_local: '2026-06-20 16:30:00',
      span: '1 day 02:00:00',
      days: '{2026-06-20,2026-06-21}',
      amounts: '{1.50,2}',
      flag: true,
      answer: 42,
    });
  });
});
