/** The file store that hashes while writing: continuous PATCHes, a restart, a failed write. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { Upload } from '@tus/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileUploadDatastore } from './upload-datastore';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function datastore(directory?: string) {
  const dir = directory ?? mkdtempSync(path.join(os.tmpdir(), 'momenty-hashing-'));
  if (!directory) dirs.push(dir);
  return { dir, store: createFileUploadDatastore({ directory: dir, expiryMs: 60_000 }) };
}

/** A body arriving in small chunks, like a request. */
function body(bytes: Buffer, chunk = 7_000): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) parts.push(bytes.subarray(at, at + chunk));
  return Readable.from(parts);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('hashing file store', () => {
  it('hashes the bytes of PATCHes that follow each other, without reading the file', async () => {
    const { dir, store } = datastore();
    const data = randomBytes(100_000);
    await store.store.create(new Upload({ id: 'up1', size: data.length, offset: 0 }));
    expect(await store.store.write(body(data.subarray(0, 40_000)), 'up1', 0)).toBe(40_000);
    expect(await store.store.write(body(data.subarray(40_000)), 'up1', 40_000)).toBe(100_000);
    expect(readFileSync(path.join(dir, 'up1')).equals(data)).toBe(true);
    expect(store.checksums?.('up1')).toEqual({
      sha256: sha(data),
      crc32: crc32(data),
      size: 100_000,
    });
    // Given once: asked again, the caller reads the file.
    expect(store.checksums?.('up1')).toBeNull();
  });

  it('knows nothing after a restart, or after a PATCH that does not continue the hashed bytes', async () => {
    const { dir, store } = datastore();
    const data = randomBytes(50_000);
    await store.store.create(new Upload({ id: 'up2', size: data.length, offset: 0 }));
    await store.store.write(body(data.subarray(0, 20_000)), 'up2', 0);
    // A new process (restart): the rest arrives, but the first bytes were hashed elsewhere.
    const restarted = datastore(dir).store;
    await restarted.store.write(body(data.subarray(20_000)), 'up2', 20_000);
    expect(restarted.checksums?.('up2')).toBeNull();

    await store.store.create(new Upload({ id: 'up3', size: data.length, offset: 0 }));
    await store.store.write(body(data.subarray(0, 20_000)), 'up3', 0);
    await store.store.write(body(data.subarray(30_000)), 'up3', 30_000);
    expect(store.checksums?.('up3')).toBeNull();
  });

  it('drops the running hash when a write fails half-way', async () => {
    const { store } = datastore();
    const data = randomBytes(30_000);
    await store.store.create(new Upload({ id: 'up4', size: data.length, offset: 0 }));
    const failing = new Readable({
      read() {
        this.push(data.subarray(0, 10_000));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.store.write(failing, 'up4', 0)).rejects.toBeDefined();
    expect(store.checksums?.('up4')).toBeNull();
    // Starting over from zero hashes again.
    await store.store.write(body(data), 'up4', 0);
    expect(store.checksums?.('up4')?.sha256).toBe(sha(data));
  });
});
