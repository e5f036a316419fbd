/**
 * The tus S3 datastore against an S3-compatible server (s3rver, or the one
 * named by S3_TEST_ENDPOINT) with its state in a real database.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@tus/utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import { s3SettingsOf, startTestS3, type TestS3 } from '../../../test/s3-server';
import type { S3Settings } from '../../adapters/storage/s3-client';
import type { DatabaseHandle } from '../../db/client';
import { tusUploads } from '../../db/schema';
import { createS3UploadDatastore } from './s3-upload-datastore';
import { PgKvStore } from './tus-state-store';
import type { UploadStateStore } from './upload-datastore';

const MiB = 1024 * 1024;

describe.each(testDatabases)('tus S3 datastore (state on $kind)', ({ open }) => {
  let s3: TestS3;
  let client: S3Client;
  let settings: S3Settings;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    s3 = await startTestS3();
    settings = s3SettingsOf(s3);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }, 60_000);
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });
  beforeEach(async () => {
    handle = await open();
  });
  afterEach(async () => {
    await handle.close();
  });

  const datastore = (expiryMs = 3_600_000) =>
    createS3UploadDatastore({
      settings,
      cache: new PgKvStore(handle.db) as UploadStateStore,
      expiryMs,
    });
  const newId = () => randomBytes(16).toString('hex');
  const keysUnder = async (prefix: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix })))
        .Contents ?? []
    ).map((o) => o.Key);
  const multipartKeys = async () =>
    ((await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }))).Uploads ?? []).map(
      (u) => u.Key,
    );

  async function begin(store: ReturnType<typeof datastore>, size: number) {
    const id = newId();
    const upload = new Upload({ id, size, offset: 0, metadata: {} });
    await store.store.create(upload);
    expect(upload.id).toBe(id);
    return id;
  }

  it('keeps an upload under uploads/ with its state in the database, and removes both', async () => {
    const store = datastore();
    const data = randomBytes(7 * MiB);
    const id = await begin(store, data.length);
    expect(await store.progress(id)).toEqual({ offset: 0, size: data.length });
    // 6 MiB: one whole part and a pending tail.
    const offset = await store.store.write(Readable.from([data.subarray(0, 6 * MiB)]), id, 0);
    expect(offset).toBe(6 * MiB);
    expect(await store.progress(id)).toEqual({ offset: 6 * MiB, size: data.length });
    const upload = await store.store.getUpload(id);
    expect(upload.id).toBe(id);
    const state = await handle.db.select().from(tusUploads);
    expect(state.map((row) => row.id)).toEqual([`uploads/${id}`]);
    expect(await multipartKeys()).toContain(`uploads/${id}`);
    expect(await keysUnder(`uploads/${id}`)).toContain(`uploads/${id}.part`);

    await store.remove(id);
    expect(await multipartKeys()).not.toContain(`uploads/${id}`);
    expect(await keysUnder(`uploads/${id}`)).toEqual([]);
    expect(await handle.db.select().from(tusUploads)).toEqual([]);
    expect(await store.progress(id)).toBeNull();
    // Removing again is not an error.
    await store.remove(id);

    // tus' DELETE (a cancelled upload) goes through the same removal.
    const cancelled = await begin(store, data.length);
    await store.store.write(Readable.from([data.subarray(0, MiB)]), cancelled, 0);
    await store.store.remove(cancelled);
    expect(await multipartKeys()).not.toContain(`uploads/${cancelled}`);
    expect(await keysUnder(`uploads/${cancelled}`)).toEqual([]);
    expect(await handle.db.select().from(tusUploads)).toEqual([]);
  }, 60_000);

  it('reads the head and the whole of a finished upload written by two stores sharing the state', async () => {
    const one = datastore();
    const two = datastore();
    const data = randomBytes(11 * MiB + 123);
    const id = await begin(one, data.length);
    let offset = await one.store.write(Readable.from([data.subarray(0, 4 * MiB)]), id, 0);
    offset = await two.store.write(Readable.from([data.subarray(offset, 9 * MiB)]), id, offset);
    offset = await one.store.write(Readable.from([data.subarray(offset)]), id, offset);
    expect(offset).toBe(data.length);
    expect(await two.progress(id)).toEqual({ offset: data.length, size: data.length });
    expect((await two.readHead(id, 4100)).equals(data.subarray(0, 4100))).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of two.read(id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    // The finished upload is removed once its original is stored: objects and state go.
    await two.remove(id);
    expect(await keysUnder(`uploads/${id}`)).toEqual([]);
    expect(await handle.db.select().from(tusUploads)).toEqual([]);
  }, 60_000);

  it('aborts the multipart uploads of expired uploads only, and drops their state', async () => {
    const other = await client.send(
      new CreateMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: 'events/e1/m1/original',
      }),
    );
    const store = datastore(300);
    const id = await begin(store, 6 * MiB);
    await store.store.write(Readable.from([randomBytes(1 * MiB)]), id, 0);
    expect(await store.deleteExpired()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.deleteExpired()).toBe(1);
    const left = await multipartKeys();
    expect(left).not.toContain(`uploads/${id}`);
    expect(left).toContain('events/e1/m1/original');
    expect(await keysUnder(`uploads/${id}`)).toEqual([]);
    expect(await handle.db.select().from(tusUploads)).toEqual([]);
    await client.send(
      new AbortMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: 'events/e1/m1/original',
        UploadId: other.UploadId,
      }),
    );
  }, 60_000);
});
