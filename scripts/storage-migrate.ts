/**
 * Operator command: copy the embedded deployment's files into the bucket of
 * the scaled deployment.
 *
 *   npm run storage:migrate -- [--from <folder>] [--dry-run] [--concurrency <n>]
 *
 * Reads the same configuration as the server (environment and .env): the
 * bucket from S3_*, the folder from `--from` (default DATA_DIR/files). Every
 * file becomes the object of the same key (its path under the folder, with
 * `/`); local storage's temporary folder `.tmp/` is left out. An object that
 * is already in the bucket with the same size is skipped, so a run that was
 * cut short is resumed by running it again. Each copy is checked by its size
 * in the bucket afterwards. The content type is read from the file's magic
 * bytes (derivatives are WebP), for a CDN that serves the objects as stored.
 * In a built product run `node dist/server/storage-migrate.js …`.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileTypeFromFile } from 'file-type';
import { S3Storage } from '../src/server/adapters/storage/s3-storage';
import { RESERVED_TOP_LEVEL, validateKey } from '../src/server/adapters/storage/storage-key';
import { readEnvironment } from '../src/server/config';
import { loadScriptConfig } from './script-config';

export const usage =
  'Usage: npm run storage:migrate -- [--from <folder>] [--dry-run] [--concurrency <1-32>]';

type Output = { log(line: string): void; error(line: string): void };

/** What a run did, as printed in its summary. */
export type MigrationSummary = {
  files: number;
  copied: number;
  copiedBytes: number;
  skipped: number;
  failed: number;
};

/** Every file under `root` as [key, absolute path]; folders first-level `.tmp` excluded. */
async function* walk(root: string, folder = root): AsyncGenerator<[string, string]> {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (folder === root && entry.name === RESERVED_TOP_LEVEL) continue;
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) yield [path.relative(root, full).split(path.sep).join('/'), full];
  }
}

async function contentTypeOf(key: string, file: string): Promise<string> {
  if (key.endsWith('.webp')) return 'image/webp';
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  return detected?.mime ?? 'application/octet-stream';
}

/** Runs the command; resolves to the exit code (0 done, 1 failures, 2 bad usage). */
export async function runStorageMigrate(
  argv: string[],
  env: Record<string, string | undefined>,
  out: Output = console,
): Promise<number> {
  let values: { from?: string; 'dry-run'?: boolean; concurrency?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        'dry-run': { type: 'boolean' },
        concurrency: { type: 'string' },
      },
    }));
  } catch (error) {
    out.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const concurrency = Number(values.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    out.error(`--concurrency must be a whole number from 1 to 32\n${usage}`);
    return 2;
  }
  const config = loadScriptConfig(env, out);
  if (!config) return 1;
  if (config.storage.kind !== 's3') {
    out.error('S3_BUCKET (and the other S3_* variables) must name the bucket to copy into');
    return 2;
  }
  const from = path.resolve(values.from ?? config.paths.files);
  const folder = await stat(from).catch(() => null);
  if (!folder?.isDirectory()) {
    out.error(`${from} is not a folder`);
    return 2;
  }
  const dryRun = values['dry-run'] === true;
  const bucket = new S3Storage(config.storage);
  const summary: MigrationSummary = { files: 0, copied: 0, copiedBytes: 0, skipped: 0, failed: 0 };
  out.log(
    `${dryRun ? 'Dry run: would copy' : 'Copying'} ${from} into bucket ${config.storage.bucket}`,
  );
  const started = Date.now();
  let lastProgress = started;

  async function migrate(key: string, file: string): Promise<void> {
    try {
      validateKey(key);
      const { size } = await stat(file);
      const existing = await bucket.stat(key);
      if (existing?.size === size) {
        summary.skipped += 1;
        return;
      }
      if (dryRun) {
        out.log(`would copy ${key} (${size} bytes)`);
        summary.copied += 1;
        summary.copiedBytes += size;
        return;
      }
      await bucket.put(key, createReadStream(file), {
        size,
        contentType: await contentTypeOf(key, file),
      });
      const copied = await bucket.stat(key);
      if (copied?.size !== size) {
        throw new Error(`the bucket holds ${copied?.size ?? 'nothing'} bytes, expected ${size}`);
      }
      summary.copied += 1;
      summary.copiedBytes += size;
    } catch (error) {
      summary.failed += 1;
      out.error(`failed ${key}: ${(error as Error).message}`);
    }
  }

  try {
    const running = new Set<Promise<void>>();
    for await (const [key, file] of walk(from)) {
      summary.files += 1;
      const task = migrate(key, file).finally(() => running.delete(task));
      running.add(task);
      if (running.size >= concurrency) await Promise.race(running);
      if (Date.now() - lastProgress >= 5_000) {
        lastProgress = Date.now();
        out.log(
          `… ${summary.files} files seen, ${summary.copied} copied, ${summary.skipped} already there, ${summary.failed} failed`,
        );
      }
    }
    await Promise.all(running);
  } finally {
    bucket.destroy();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  out.log(
    `${summary.files} files: ${summary.copied} ${dryRun ? 'to copy' : 'copied'} (${summary.copiedBytes} bytes), ${summary.skipped} already in the bucket, ${summary.failed} failed, in ${seconds} s`,
  );
  if (summary.failed > 0) out.error('Some files failed: run the command again to retry them.');
  return summary.failed > 0 ? 1 : 0;
}

// Run when executed directly (tsx scripts/storage-migrate.ts, or the bundle).
const invoked = process.argv[1] ?? '';
if (/storage-migrate\.(ts|js)$/.test(invoked)) {
  runStorageMigrate(process.argv.slice(2), readEnvironment()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
