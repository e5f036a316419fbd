import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatementRunner, maxPrepared, type StatementRunner } from './pglite-queries';

/** The protocol messages' first bytes: what a call asked PostgreSQL to do. */
const P = 0x50; // Parse
const B = 0x42; // Bind
const C = 0x43; // Close

let client: PGlite;
let runner: StatementRunner;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
});
afterAll(async () => {
  await client.close();
});
beforeEach(async () => {
  vi.restoreAllMocks();
  await client.exec(`deallocate all; drop table if exists item;
    create table item (id text primary key, n int, tags text[], doc jsonb, at timestamptz,
    flag boolean)`);
  runner = createStatementRunner(client);
});

/** The statements this session holds prepared, as PostgreSQL lists them. */
async function preparedInSession(): Promise<number> {
  const result = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_prepared_statements',
  );
  return result.rows[0]?.n ?? -1;
}

describe('the statement runner on PGlite', () => {
  it('answers like PGlite’s own query, parameters of every kind written as node-postgres writes them', async () => {
    const at = new Date('2026-06-20T16:30:00.123Z');
    const params = ['a', 7, ['x', 'y z', 'q"uote'], JSON.stringify({ k: [1, 'two'] }), at, true];
    const insert = 'insert into item values ($1, $2, $3, $4, $5, $6) returning id';
    expect((await runner.query(insert, params)).rows).toEqual([{ id: 'a' }]);
    // A plain object and a Date go in as node-postgres sends them (JSON, an instant).
    await runner.query(insert, ['b', null, [], { k: 1 }, at, false]);
    const select = 'select * from item order by id';
    const ours = await runner.query(select);
    const theirs = await client.query(select);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ tags: ['x', 'y z', 'q"uote'], doc: { k: [1, 'two'] } });
    expect((ours.rows[1] as { at: Date }).at.getTime()).toBe(at.getTime());
    expect(
      (await runner.query('select id, n from item where id = $1', ['a'], { rowMode: 'array' }))
        .rows,
    ).toEqual([['a', 7]]);
    const updated = await runner.query('update item set n = n + 1 where n is not null');
    expect(updated.affectedRows).toBe(1);
  });

  it('sends each query in one call, and binds a text seen before without parsing it again', async () => {
    const calls = vi.spyOn(client, 'execProtocol');
    const text = 'select count(*)::int as n from item where n > $1';
    for (let i = 0; i < 4; i += 1) {
      expect((await runner.query(text, [i])).rows).toEqual([{ n: 0 }]);
    }
    expect(calls).toHaveBeenCalledTimes(4);
    const first = calls.mock.calls.map(([message]) => message[0]);
    // Seen once: unnamed; the second time: prepared; then only bound.
    expect(first).toEqual([P, P, B, B]);
    expect(runner.preparedCount).toBe(1);
    expect(await preparedInSession()).toBe(1);
  });

  it('keeps at most its limit of statements, closing the oldest in PostgreSQL too', async () => {
    const extra = 5;
    for (let i = 0; i < maxPrepared + extra; i += 1) {
      const text = `select ${i} as n`;
      await runner.query(text);
      await runner.query(text);
    }
    expect(runner.preparedCount).toBe(maxPrepared);
    // The last eviction's close goes with the next call.
    const calls = vi.spyOn(client, 'execProtocol');
    expect((await runner.query(`select ${maxPrepared + extra - 1} as n`)).rows).toEqual([
      { n: maxPrepared + extra - 1 },
    ]);
    expect(calls.mock.calls[0]?.[0][0]).toBe(C);
    expect(await preparedInSession()).toBe(maxPrepared);
    // The oldest are gone: the first text is parsed again, unnamed.
    calls.mockClear();
    expect((await runner.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
    expect(calls.mock.calls[0]?.[0][0]).toBe(P);
  });

  it('throws PostgreSQL’s error with the query, and goes on working, the statement kept', async () => {
    const text = 'select n from item where n = $1';
    await runner.query(text, [1]);
    await runner.query(text, [1]);
    const error = await runner.query(text, ['not a number']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '22P02', query: text, params: ['not a number'] });
    expect((await runner.query(text, [1])).rows).toEqual([]);
    expect(runner.preparedCount).toBe(1);
    const syntax = await runner.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await runner.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('parses a kept statement afresh when its table changed shape', async () => {
    const text = 'select * from item';
    await runner.query(text);
    await runner.query(text);
    await client.exec('alter table item add column extra int');
    const { fields } = await runner.query(text);
    expect(fields.map((field) => field.name)).toContain('extra');
  });

  it('runs in PGlite’s transactions: their queries take turns with the others, a rollback undoes them', async () => {
    const insert = 'insert into item (id, n) values ($1, $2)';
    const count = 'select count(*)::int as n from item';
    const failed = client.transaction(async (tx) => {
      await runner.queryIn(tx, insert, ['t1', 1]);
      await runner.queryIn(tx, insert, ['t2', 2]);
      // Outside the transaction, this waits for it to end and sees none of its rows.
      throw new Error('give up');
    });
    const outside = runner.query(count);
    await expect(failed).rejects.toThrow('give up');
    expect((await outside).rows).toEqual([{ n: 0 }]);
    let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
      await runner.queryIn(tx, insert, ['t3', 3]);
    });
    expect((await runner.query(count)).rows).toEqual([{ n: 1 }]);
    if (!kept) throw new Error('no transaction');
    await expect(runner.queryIn(kept, count)).rejects.toThrow('Transaction is closed');
  });
});
