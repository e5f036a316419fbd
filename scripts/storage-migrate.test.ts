import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/server/adapters/storage/s3-storage';
import { loadConfig } from '../src/server/config';
import { startTestS3, type TestS3 } from '../src/test/s3-server';
import { readAll } from '../src/test/storage-contract';
import { runStorageMigrate } from './storage-migrate';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) },
  };
}

describe('npm run storage:migrate', () => {
  let s3: TestS3;
  let dataDir: string;
  let files: string;
  let bucket: S3Storage;
  const contents = new Map<string, Buffer>();

  function write(key: string, bytes: Buffer) {
    const file = path.join(files, ...key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    contents.set(key, bytes);
  }

  async function keysInBucket(): Promise<string[]> {
    const keys: string[] = [];
    for await (const { key } of bucket.list('events/')) keys.push(key);
    return keys.sort();
  }

  beforeEach(async () => {
    s3 = await startTestS3();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-migrate-'));
    files = path.join(dataDir, 'files');
    contents.clear();
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer();
    write('events/e1/media/m1/original', jpeg);
    write('events/e1/media/m1/thumb.webp', randomBytes(300));
    write('events/e1/media/m2/original', randomBytes(6 * 1024 * 1024));
    write('events/e2/style/background-mobile', randomBytes(1000));
    // A put that never finished: not an object.
    mkdirSync(path.join(files, '.tmp'), { recursive: true });
    writeFileSync(path.join(files, '.tmp', 'abc.part'), 'partial');
    const { storage } = loadConfig({ ...s3.env, DATA_DIR: dataDir });
    if (storage.kind !== 's3') throw new Error('S3 expected');
    bucket = new S3Storage(storage);
  });

  afterEach(async () => {
    bucket.destroy();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file once, verified, and copies nothing on a second run', async () => {
    const env = { ...s3.env, DATA_DIR: dataDir };

    const dry = capture();
    expect(await runStorageMigrate(['--dry-run'], env, dry.out)).toBe(0);
    const total = [...contents.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(dry.lines.at(-1)).toMatch(
      new RegExp(`^4 files: 4 to copy \\(${total} bytes\\), 0 already in the bucket, 0 failed`),
    );
    expect(dry.lines.filter((line) => line.startsWith('would copy '))).toHaveLength(4);
    expect(await keysInBucket()).toEqual([]);

    const first = capture();
    expect(await runStorageMigrate([], env, first.out)).toBe(0);
    expect(first.errors).toEqual([]);
    expect(first.lines.at(-1)).toMatch(
      /^4 files: 4 copied \(\d+ bytes\), 0 already in the bucket, 0 failed/,
    );
    expect(await keysInBucket()).toEqual([...contents.keys()].sort());
    for (const [key, bytes] of contents) {
      expect((await readAll((await bucket.get(key)).stream)).equals(bytes)).toBe(true);
    }
    const head = async (key: string) =>
      (await bucket.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })))
        .ContentType;
    expect(await head('events/e1/media/m1/original')).toBe('image/jpeg');
    expect(await head('events/e1/media/m1/thumb.webp')).toBe('image/webp');

    const second = capture();
    expect(await runStorageMigrate([], env, second.out)).toBe(0);
    expect(second.lines.at(-1)).toMatch(
      /^4 files: 0 copied \(0 bytes\), 4 already in the bucket, 0 failed/,
    );

    // A file that changed size since (or whose copy was cut short) is copied again.
    write('events/e2/style/background-mobile', randomBytes(2000));
    const third = capture();
    expect(await runStorageMigrate([], env, third.out)).toBe(0);
    expect(third.lines.at(-1)).toMatch(
      /^4 files: 1 copied \(2000 bytes\), 3 already in the bucket/,
    );
    expect(
      (await readAll((await bucket.get('events/e2/style/background-mobile')).stream)).equals(
        contents.get('events/e2/style/background-mobile') as Buffer,
      ),
    ).toBe(true);
  });

  it('copies from another folder with --from', async () => {
    const other = path.join(dataDir, 'elsewhere');
    mkdirSync(path.join(other, 'events', 'e9'), { recursive: true });
    writeFileSync(path.join(other, 'events', 'e9', 'a'), 'x');
    const run = capture();
    expect(await runStorageMigrate(['--from', other], { ...s3.env }, run.out)).toBe(0);
    expect(await keysInBucket()).toEqual(['events/e9/a']);
  });

  it('refuses to run without a bucket or with bad options', async () => {
    const noBucket = capture();
    expect(await runStorageMigrate([], { DATA_DIR: dataDir }, noBucket.out)).toBe(2);
    expect(noBucket.errors[0]).toMatch(/S3_BUCKET/);
    const bad = capture();
    expect(await runStorageMigrate(['--concurrency', '0'], { ...s3.env }, bad.out)).toBe(2);
    const missing = capture();
    expect(
      await runStorageMigrate(['--from', path.join(dataDir, 'nope')], { ...s3.env }, missing.out),
    ).toBe(2);
    expect(await keysInBucket()).toEqual([]);
  });
});
