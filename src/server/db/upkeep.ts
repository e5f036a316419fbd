/**
 * The embedded database's upkeep: what autovacuum does on a PostgreSQL server. PGlite runs
 * PostgreSQL in single-user mode inside this process, with no background workers, so nothing
 * would ever analyze its tables (the planner kept estimating a few dozen rows in `media`, and
 * for a 10 000-item album joined and sorted every row to answer a grid page of 200: 25 ms
 * instead of 4) nor vacuum them (dead rows of updated counters and removed items pile up).
 * Soon after start and then every minute, every table past autovacuum's default thresholds
 * is vacuumed or analyzed, one at a time, between the server's own queries.
 */
import type { PGlite } from '@electric-sql/pglite';

/** autovacuum's defaults: a table is analyzed past 50 changed rows plus 10% of its rows… */
const analyzeBase = 50;
const analyzeScale = 0.1;
/** …and vacuumed past 50 dead rows plus 20% of its rows. */
const vacuumBase = 50;
const vacuumScale = 0.2;

export type UpkeepDone = { analyzed: string[]; vacuumed: string[] };

type TableStats = { schema: string; name: string; live: number; dead: number; changed: number };

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** One pass: vacuums (and analyzes) or analyzes every table that needs it; answers which. */
export async function upkeepOnce(client: PGlite): Promise<UpkeepDone> {
  // The counts this session has not reported yet are reported with this statement's end.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<TableStats>(
    `select schemaname as schema, relname as name, n_live_tup::float8 as live,
            n_dead_tup::float8 as dead, n_mod_since_analyze::float8 as changed
       from pg_stat_user_tables order by schemaname, relname`,
  );
  const done: UpkeepDone = { analyzed: [], vacuumed: [] };
  for (const table of rows) {
    const name = `${quoted(table.schema)}.${quoted(table.name)}`;
    if (table.dead > vacuumBase + vacuumScale * table.live) {
      await client.exec(`vacuum (analyze) ${name}`);
      done.vacuumed.push(table.name);
      done.analyzed.push(table.name);
    } else if (table.changed > analyzeBase + analyzeScale * table.live) {
      await client.exec(`analyze ${name}`);
      done.analyzed.push(table.name);
    }
  }
  return done;
}

/** After start-up, then this often. */
export const upkeepIntervalMs = 60_000;

type Log = {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/**
 * Runs {@link upkeepOnce} `firstMs` after start, then every {@link upkeepIntervalMs} (never two
 * at once). Returns a stop function that resolves once a pass under way has finished, so the
 * database can be closed after it.
 */
export function startUpkeep(client: PGlite, log: Log, firstMs = 5_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    const started = performance.now();
    running = upkeepOnce(client)
      .then((done) => {
        if (done.analyzed.length > 0) {
          log.debug({ ...done, ms: Math.round(performance.now() - started) }, 'database upkeep');
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'database upkeep failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstMs);
  first.unref();
  const interval = setInterval(run, upkeepIntervalMs);
  interval.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
