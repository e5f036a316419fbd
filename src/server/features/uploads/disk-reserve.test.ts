import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { createDiskReserve, reserveFolders } from './disk-reserve';

/** More than any disk has free: every hold is refused. */
const petabyte = 1024 ** 5;

describe('the disk reserve', () => {
  it('watches the folders the bytes go to and the embedded database: none with a bucket', () => {
    const embedded = loadConfig({ DATA_DIR: '/srv/momenty' });
    expect(reserveFolders(embedded)).toEqual([
      '/srv/momenty/uploads',
      '/srv/momenty/files',
      '/srv/momenty/db',
    ]);
    const scaled = loadConfig({
      DATA_DIR: '/srv/momenty',
      DATABASE_URL: 'postgres://app@db:5432/momenty',
      AUTH_SECRET: 'a'.repeat(40),
      S3_BUCKET: 'momenty',
    });
    expect(reserveFolders(scaled)).toEqual([]);
    // Files in a bucket: an upload's bytes never reach the local disk.
    expect(reserveFolders(loadConfig({ DATA_DIR: '/srv/momenty', S3_BUCKET: 'momenty' }))).toEqual(
      [],
    );
    // Files on the local disk beside PostgreSQL.
    expect(
      reserveFolders(
        loadConfig({
          DATA_DIR: '/srv/momenty',
          DATABASE_URL: 'postgres://app@db:5432/momenty',
          AUTH_SECRET: 'a'.repeat(40),
        }),
      ),
    ).toEqual(['/srv/momenty/uploads', '/srv/momenty/files']);
  });

  it('reads a folder not made yet on its nearest parent, and holds nothing without folders', async () => {
    const log = { error: () => {} };
    const notYet = path.join(os.tmpdir(), `momenty-not-made-${process.pid}`, 'uploads');
    const reserve = createDiskReserve({ folders: [notYet], reserveBytes: 0, log });
    await reserve.hold('a', 1024);
    expect(reserve.arrivingBytes()).toBe(1024);
    expect(await reserve.freeBytes()).toBeGreaterThan(0);
    const bucket = createDiskReserve({ folders: [], reserveBytes: petabyte, log });
    await bucket.hold('b', 1024);
    expect(bucket.arrivingBytes()).toBe(0);
    expect(await bucket.freeBytes()).toBeNull();
  });

  it('refuses with storageFull and tells the operator once a minute, not on every refusal', async () => {
    const logged: object[] = [];
    let clock = 0;
    const reserve = createDiskReserve({
      folders: [os.tmpdir()],
      reserveBytes: petabyte,
      log: { error: (obj) => logged.push(obj) },
      now: () => clock,
    });
    const refusal = await reserve.hold('a', 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).id).toBe('storageFull');
    await expect(reserve.hold('b', 1)).rejects.toThrow(AppError);
    clock = 59_999;
    await expect(reserve.hold('c', 1)).rejects.toThrow(AppError);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ reserveBytes: petabyte, folders: [os.tmpdir()] });
    clock = 60_000;
    await expect(reserve.hold('d', 1)).rejects.toThrow(AppError);
    expect(logged).toHaveLength(2);
    expect(reserve.arrivingBytes()).toBe(0);
  });
});
