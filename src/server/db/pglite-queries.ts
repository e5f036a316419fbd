/**
 * Drizzle's queries on the embedded database, each in one call into PGlite, and the ones
 * that come back prepared once.
 *
 * PGlite's own `query` makes six calls into PostgreSQL for one statement (parse, describe the
 * statement to learn its parameters' types, bind, describe the result, execute, sync), and
 * PostgreSQL parses, analyses and plans the text again every time. Planning asks the size of
 * every table and index the statement touches, which on PGlite's Node file system is an
 * `fstat` through JavaScript for each. Here the same messages go in one call (parse, bind,
 * describe, execute, sync), the parameters written the way node-postgres writes them, so the
 * two deployments send the same values; and a text seen a second time is kept as a named
 * statement that later calls only bind (PostgreSQL keeps its plan, as it does for
 * node-postgres' named queries). At most `maxPrepared` are kept; the oldest is closed.
 */
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** Statements kept prepared at once (each holds its parse tree and plan in PGlite's memory). */
export const maxPrepared = 100;

/** Texts remembered as seen once (a text seen twice is prepared). */
const maxSeen = 1000;

/** `cached plan must not change result type`: a kept statement outlived its table's shape. */
const planChanged = '0A000';

const serialize = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Statements = {
  /** Kept statements by text, oldest first. */
  prepared: Map<string, string>;
  seen: Set<string>;
  /** Names to close with the next call (evicted, or closed before their close was confirmed). */
  closing: string[];
  next: number;
};

/** A database error as PGlite's `query` throws it: with the query and its parameters. */
function queryError(error: BackendMessage, text: string, params: unknown[]) {
  return Object.assign(error, { query: text, params });
}

/**
 * The query runner for drizzle on `client`: `inTransaction` tells whether the call runs in
 * one of PGlite's transactions (then the transaction already holds PGlite's transaction lock,
 * and the files are synced when it ends, as PGlite does).
 */
export function createStatementRunner(client: PGlite) {
  const statements: Statements = { prepared: new Map(), seen: new Set(), closing: [], next: 0 };

  /** The statement's name when it is kept (now or from before), else '' (unnamed). */
  function nameFor(text: string): { name: string; isNew: boolean } {
    const kept = statements.prepared.get(text);
    if (kept !== undefined) {
      // Most recently used last.
      statements.prepared.delete(text);
      statements.prepared.set(text, kept);
      return { name: kept, isNew: false };
    }
    if (!statements.seen.has(text)) {
      if (statements.seen.size >= maxSeen) statements.seen.clear();
      statements.seen.add(text);
      return { name: '', isNew: false };
    }
    statements.seen.delete(text);
    statements.next += 1;
    return { name: `m${statements.next}`, isNew: true };
  }

  function forget(text: string) {
    const name = statements.prepared.get(text);
    if (name === undefined) return;
    statements.prepared.delete(text);
    statements.closing.push(name);
  }

  async function run(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    const values = params.map((value) => prepareValue(value) as string | Buffer | null);
    const { name, isNew } = nameFor(text);
    const closing = statements.closing.splice(0);
    const parts = closing.map((old) => serialize.close({ type: 'S', name: old }));
    if (!name || isNew) {
      parts.push(serialize.parse({ text, name, types: options?.paramTypes }));
    }
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
      serialize.sync(),
    );
    const { messages } = await client.execProtocol(concat(parts), {
      syncToFs: !inTransaction,
      throwOnError: false,
    });
    let closed = 0;
    let parsed = false;
    let error: BackendMessage | undefined;
    for (const message of messages) {
      if (message.name === 'closeComplete') closed += 1;
      else if (message.name === 'parseComplete') parsed = true;
      else if (message.name === 'error' && !error) error = message;
    }
    // Closes that an earlier error skipped are sent again with the next call.
    statements.closing.push(...closing.slice(closed));
    if (isNew && parsed) {
      statements.prepared.set(text, name);
      if (statements.prepared.size > maxPrepared) {
        const [oldest] = statements.prepared.keys();
        if (oldest !== undefined) forget(oldest);
      }
    }
    if (error) {
      if ((error as { code?: string }).code === planChanged && name) {
        forget(text);
        // Outside a transaction nothing was changed: the text is parsed afresh.
        if (!inTransaction) return run(text, params, options, inTransaction);
      }
      throw queryError(error, text, params);
    }
    return parse.parseResults(messages, client.parsers, options)[0] as Results;
  }

  return {
    /** A query outside any transaction: it waits for PGlite's transactions and queries. */
    async query(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client.runExclusive(() => run(text, params, options, false)),
      );
    },
    /** A query of the transaction `tx` (which holds the transaction lock). */
    queryIn(
      tx: Transaction,
      text: string,
      params: unknown[] = [],
      options?: QueryOptions,
    ): Promise<Results> {
      if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
      return client.runExclusive(() => run(text, params, options, true));
    },
    /** How many statements are kept prepared now. */
    get preparedCount() {
      return statements.prepared.size;
    },
  };
}

export type StatementRunner = ReturnType<typeof createStatementRunner>;
