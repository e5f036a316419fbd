// Bundles the server into dist/server/main.js (dependencies stay external) and copies the migrations beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
});
// The operator command for activation codes, runnable without dev dependencies: node dist/server/codes.js create …
await build({
  entryPoints: ['scripts/codes.ts'],
  outfile: 'dist/server/codes.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
});
// The move from the embedded database to PostgreSQL: node dist/server/db-export.js / db-import.js [file]
for (const name of ['db-export', 'db-import']) {
  await build({
    entryPoints: [`scripts/${name}.ts`],
    outfile: `dist/server/${name}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
// Files → bucket, runnable without dev dependencies: node dist/server/storage-migrate.js [--dry-run]
await build({
  entryPoints: ['scripts/storage-migrate.ts'],
  outfile: 'dist/server/storage-migrate.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
});
// The guestbook PDF worker thread, beside main.js (features/guestbook/pdf-renderer.ts starts it).
await build({
  entryPoints: ['src/server/features/guestbook/pdf-worker.ts'],
  outfile: 'dist/server/guestbook-pdf-worker.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log(`server built: dist/server/main.js (version ${version})`);
