/**
 * Operator command: loads a dump made by `npm run db:export` into the empty
 * PostgreSQL database named by DATABASE_URL, in one transaction, then opens
 * it as the server does (every migration must be found applied) and prints
 * the rows per table.
 *
 *   DATABASE_URL=postgres://… npm run db:import -- [file]     (default momenty-export.sql)
 *
 * Without dev dependencies: `node dist/server/db-import.js [file]`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnvironment } from '../src/server/config';
import { importDump, TargetNotEmptyError, verifyImported } from '../src/server/db/transfer';
import { loadScriptConfig } from './script-config';

export async function runImport(
  argv: string[],
  env: Record<string, string | undefined>,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const config = loadScriptConfig(env, out);
  if (!config) return 1;
  if (config.database.kind !== 'postgres') {
    out.error('DATABASE_URL is not set: name the (empty) PostgreSQL database to import into.');
    return 1;
  }
  const file = path.resolve(argv[0] ?? 'momenty-export.sql');
  const sql = await readFile(file, 'utf8');
  try {
    await importDump(config.database.url, sql);
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const counts = await verifyImported(config.database.url);
  out.log(`imported ${file}; rows per table:`);
  for (const [table, n] of Object.entries(counts)) out.log(`  ${table.padEnd(40)} ${n}`);
  return 0;
}

// Run when executed directly (tsx scripts/db-import.ts, or the bundle dist/server/db-import.js).
if (/db-import\.(ts|js)$/.test(process.argv[1] ?? '')) {
  runImport(process.argv.slice(2), readEnvironment()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
