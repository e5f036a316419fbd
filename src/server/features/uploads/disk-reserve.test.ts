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
    const free = await reserve.freeBytes();
    expect(free).toBeGreaterThan(0);
    reserve.hold(free, 'a', 1024);
    expect(reserve.arrivingBytes()).toBe(1024);
    const bucket = createDiskReserve({ folders: [], reserveBytes: petabyte, log });
    bucket.hold(await bucket.freeBytes(), 'b', 1024);
    expect(bucket.arrivingBytes()).toBe(0);
    expect(await bucket.freeBytes()).toBeNull();
  });

  it('shares one reading among the creations that ask while it is under way, and reads anew after', async () => {
    const asked: string[] = [];
    const answers: ((bytes: number) => void)[] = [];
    const reserve = createDiskReserve({
      folders: ['/uploads', '/files'],
      reserveBytes: 0,
      log: { error: () => {} },
      freeBytesOf: (folder) => {
        asked.push(folder);
        return new Promise((resolve) => answers.push(resolve));
      },
    });
    const burst = [reserve.freeBytes(), reserve.freeBytes(), reserve.freeBytes()];
    await Promise.resolve();
    expect(asked).toEqual(['/uploads', '/files']);
    answers[0]?.(5000);
    answers[1]?.(3000);
    expect(await Promise.all(burst)).toEqual([3000, 3000, 3000]);

    const later = reserve.freeBytes();
    await Promise.resolve();
    expect(asked).toEqual(['/uploads', '/files', '/uploads', '/files']);
    answers[2]?.(2000);
    answers[3]?.(4000);
    expect(await later).toBe(2000);
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
    const free = await reserve.freeBytes();
    const refusal = (() => {
      try {
        reserve.hold(free, 'a', 1);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).id).toBe('storageFull');
    expect(() => reserve.hold(free, 'b', 1)).toThrow(AppError);
    clock = 59_999;
    expect(() => reserve.hold(free, 'c', 1)).toThrow(AppError);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ reserveBytes: petabyte, folders: [os.tmpdir()] });
    clock = 60_000;
    expect(() => reserve.hold(free, 'd', 1)).toThrow(AppError);
    expect(logged).toHaveLength(2);
    expect(reserve.arrivingBytes()).toBe(0);
  });
  it('counts what it holds against the reading, so the second of two that fit only alone is refused', () => {
    const reserve = createDiskReserve({
      folders: [os.tmpdir()],
      reserveBytes: 1000,
      log: { error: () => {} },
    });
    // 2 500 bytes free, 1 000 kept: room for one upload of 1 000, not two.
    reserve.hold(2500, 'a', 1000);
    expect(() => reserve.hold(2500, 'b', 1000)).toThrow(AppError);
    // A new upload of the same file replaces its own count.
    reserve.hold(2500, 'a', 1500);
    expect(reserve.arrivingBytes()).toBe(1500);
    reserve.release('a');
    reserve.hold(2500, 'b', 1000);
    expect(reserve.arrivingBytes()).toBe(1000);
  });
});
