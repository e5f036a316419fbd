/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web
 * app, once at build time, so the server sends them as they are (Content-Encoding) without
 * compressing on each request. Usage: node scripts/precompress.mjs dist/web
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico)$/;
/** Below this, compression saves less than a request's headers. */
const minBytes = 512;

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('Usage: node scripts/precompress.mjs <directory>');
  process.exit(2);
}
let count = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  if (!compressible.test(file) || file.endsWith('.map')) continue;
  const { size } = await stat(file);
  if (size < minBytes) continue;
  const bytes = await readFile(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count += 1;
  before += bytes.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
