/**
 * A benchmark's server the way the product runs: bundled like `npm run build:server`
 * (dependencies left external) and started by plain `node`, not through tsx. tsx's loader
 * hooks run on a thread of their own in every process they load, and under them the same
 * server holds 60 to 90 MB more resident memory than the built product does.
 */
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Inside the project, so the bundle finds node_modules the way dist/server/main.js does. */
const outDir = fileURLToPath(new URL('./.build/', import.meta.url));

/**
 * Bundles the module at `moduleUrl` (a benchmark's own import.meta.url) into bench/.build and
 * returns the bundle's path, with the database migrations beside it, where the server's code
 * looks for them (relative to its own file, as in dist/server).
 */
export async function bundleForNode(moduleUrl: string): Promise<string> {
  const entry = fileURLToPath(moduleUrl);
  const outfile = path.join(outDir, `${path.basename(entry, path.extname(entry))}.mjs`);
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(
    fileURLToPath(new URL('../src/server/db/migrations', import.meta.url)),
    path.join(outDir, 'migrations'),
    {
      recursive: true,
    },
  );
  return outfile;
}
