// Bundles the server into dist/server/main.js (dependencies stay external), the operator commands and the
// PDF worker beside it, and copies the migrations.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
rmSync('dist/server', { recursive: true, force: true });

/** What every bundle shares: for Node, dependencies left external, the version built in. */
const forNode = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
};

/** One bundle: an entry point to dist/server/<name>.js. */
const bundle = (entry, name) =>
  build({ ...forNode, entryPoints: [entry], outfile: `dist/server/${name}.js` });

// The server, split: what a deployment may never use (the S3 client of the scaled deployment,
// about 25 MB resident once loaded) sits in chunks beside main.js that load on first use.
// Chunks stay in dist/server, so paths resolved from import.meta.url (migrations, the web app,
// the PDF worker) are the same from every chunk.
await build({
  ...forNode,
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  splitting: true,
  chunkNames: '[name]-[hash]',
});
// Operator commands, runnable without dev dependencies: node dist/server/<name>.js …
//   codes: activation codes; db-export / db-import: the embedded database to PostgreSQL;
//   storage-migrate: DATA_DIR/files into the bucket.
for (const name of ['codes', 'db-export', 'db-import', 'storage-migrate']) {
  await bundle(`scripts/${name}.ts`, name);
}
// The guestbook PDF worker thread, beside main.js (features/guestbook/pdf-renderer.ts starts it).
await bundle('src/server/features/guestbook/pdf-worker.ts', 'guestbook-pdf-worker');
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log(`server built: dist/server/main.js (version ${version})`);
