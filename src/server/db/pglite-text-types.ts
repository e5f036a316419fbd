/**
 * Drizzle's PGlite driver keeps dates, timestamps, intervals and their arrays as PostgreSQL's
 * text (its column types map them) by passing, with every query, parsers for those types.
 * PGlite merges such per-query parsers into its own table of about 300 (one per type and array
 * type) on every query, which made a warm primary-key select take about twice as long. Here
 * the same parsers are set once on the client, and drizzle's per-query copy is dropped when it
 * asks for nothing more than they do.
 */
import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { createStatementRunner, type StatementRunner } from './pglite-queries';

const keepText = (value: string) => value;

/** The types drizzle reads as text: date, timestamp, timestamptz, interval, numeric[] and the arrays. */
export const textTypeIds: readonly number[] = [
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** The options without per-query parsers when those are only the ones set once on the client. */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const key in parsers) {
    if (!textTypeIds.includes(Number(key))) return options;
  }
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/**
 * The client drizzle is given: `client` with the text parsers set once (after `waitReady`:
 * PGlite sets its array parsers while it starts, which would replace them), whose queries,
 * its transactions' too, leave out drizzle's per-query copy and go through the statement
 * runner (pglite-queries.ts).
 */
export function drizzleClient(client: PGlite): PGlite {
  for (const id of textTypeIds) client.parsers[id] = keepText;
  return withoutQueryParsers(client, createStatementRunner(client));
}

function withoutQueryParsers<T extends PGlite | Transaction>(
  client: T,
  runner: StatementRunner,
): T {
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    'transaction' in client
      ? runner.query(text, params, withoutTextParsers(options))
      : runner.queryIn(client, text, params, withoutTextParsers(options));
  const transaction =
    'transaction' in client
      ? <R>(work: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => work(withoutQueryParsers(tx, runner)))
      : undefined;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && transaction) return transaction;
      // PGlite keeps its state in private fields: its own methods run on the instance itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
