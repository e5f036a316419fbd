/**
 * Moving the embedded database to PostgreSQL: `exportPglite` dumps a PGlite
 * folder with PGlite's own pg_dump (a WASM build of PostgreSQL's, plain SQL
 * with INSERT statements), `importDump` applies that SQL to an empty
 * PostgreSQL database in one transaction. Drizzle's migration table travels
 * with the data, so the server starts on PostgreSQL without migrating again.
 */
import { writeFile } from 'node:fs/promises';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { openDatabase } from './client';

/** Schemas of ours: the application's tables and Drizzle's migration journal. */
const OWN_SCHEMAS = ['public', 'drizzle'];

/**
 * Dumps the PGlite database in `dir` (taking its lock: the server must be
 * stopped) to `file`; migrations are applied first so the dump is current.
 * Returns the dump's size in bytes.
 */
export async function exportPglite(dir: string, file: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite', dir });
  try {
    const pglite = handle.pglite;
    if (!pglite) throw new Error('not an embedded database');
    const dump = await pgDump({
      pg: pglite,
      // Owners and grants of the embedded database mean nothing on the server.
      args: ['--no-owner', '--no-privileges', '--quote-all-identifiers'],
    });
    const text = await dump.text();
    await writeFile(file, text);
    return Buffer.byteLength(text);
  } finally {
    await handle.close();
  }
}

/**
 * Newer pg_dump versions frame a plain dump with psql's `\restrict KEY` and `\unrestrict KEY`;
 * they are not SQL. Only those exact lines go (a line of data never matches both the key and the form).
 */
export function withoutPsqlCommands(sql: string): string {
  const key = /^\\restrict ([A-Za-z0-9]+)$/m.exec(sql)?.[1];
  if (!key) return sql;
  return sql
    .split('\n')
    .filter((line) => line !== `\\restrict ${key}` && line !== `\\unrestrict ${key}`)
    .join('\n');
}

/**
 * The dump's preamble sets session parameters of the embedded engine's version (PostgreSQL 18,
 * e.g. `transaction_timeout`); a parameter the target server does not know is left out. Only the
 * preamble (before the first object) is touched.
 */
export function withoutUnknownSettings(sql: string, known: ReadonlySet<string>): string {
  const firstObject = sql.indexOf('\n--\n-- Name: ');
  if (firstObject < 0) return sql;
  const preamble = sql
    .slice(0, firstObject)
    .split('\n')
    .filter((line) => {
      const name = /^SET ([a-z_]+) = .*;$/.exec(line)?.[1];
      return name === undefined || known.has(name);
    })
    .join('\n');
  return preamble + sql.slice(firstObject);
}

export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `The target database is not empty (it has ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). ` +
        'Import into a new, empty database.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

/** Applies a dump made by {@link exportPglite} to the empty database at `url`, all or nothing. */
export async function importDump(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema = any($1) order by 1`,
      [OWN_SCHEMAS],
    );
    if (existing.rows.length > 0) throw new TargetNotEmptyError(existing.rows.map((r) => r.name));
    const settings = await client.query<{ name: string }>('select name from pg_settings');
    const known = new Set(settings.rows.map((r) => r.name));
    const script = withoutUnknownSettings(withoutPsqlCommands(sql), known);
    // The simple query protocol runs the whole script; one transaction makes it all or nothing.
    await client.query('begin');
    try {
      await client.query(script);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Rows per table of ours (both sides of a move print them to compare). */
export async function countRows(
  query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = `"${String(row.s)}"."${String(row.t)}"`;
    const result = await query(`select count(*)::int as n from ${name}`);
    counts[`${String(row.s)}.${String(row.t)}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** Checks that the server starts on the imported database: Drizzle finds every migration applied. */
export async function verifyImported(url: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const pool = handle.pool;
    if (!pool) throw new Error('not a PostgreSQL database');
    return await countRows((text) => pool.query(text));
  } finally {
    await handle.close();
  }
}
