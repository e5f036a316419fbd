/**
 * Operator command: dumps the embedded database (DATA_DIR/db) to a SQL file
 * for `npm run db:import` on PostgreSQL.
 *
 *   npm run db:export -- [file]          (default momenty-export.sql)
 *
 * Stop the server first: the command takes the database folder's lock and
 * refuses while a server holds it. It reads the same configuration as the
 * server (environment and .env). Without dev dependencies:
 * `node dist/server/db-export.js [file]`.
 */
import path from 'node:path';
import { readEnvironment } from '../src/server/config';
import { DirectoryLockedError } from '../src/server/db/lock';
import { exportPglite } from '../src/server/db/transfer';
import { loadScriptConfig } from './script-config';

export async function runExport(
  argv: string[],
  env: Record<string, string | undefined>,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const config = loadScriptConfig(env, out);
  if (!config) return 1;
  const file = path.resolve(argv[0] ?? 'momenty-export.sql');
  try {
    const bytes = await exportPglite(config.paths.db, file);
    out.log(`exported ${config.paths.db} to ${file} (${bytes} bytes)`);
    out.log(`next: DATABASE_URL=postgres://… npm run db:import -- ${path.basename(file)}`);
    return 0;
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}

// Run when executed directly (tsx scripts/db-export.ts, or the bundle dist/server/db-export.js).
if (/db-export\.(ts|js)$/.test(process.argv[1] ?? '')) {
  runExport(process.argv.slice(2), readEnvironment()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
