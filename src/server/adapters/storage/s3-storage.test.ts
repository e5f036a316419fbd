/** S3 storage against a real S3-compatible server: the shared contract plus what only a bucket can show. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import {
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
} from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s3SettingsOf, startTestS3, type TestS3 } from '../../../test/s3-server';
import { describeStorageContract, failingStream, readAll } from '../../../test/storage-contract';
import { startStaleMultipartSweep } from './s3-multipart-sweep';
import { S3Storage } from './s3-storage';
import { StorageError } from './storage';

function storageOn(s3: TestS3, publicEndpoint?: string, listPageSize?: number): S3Storage {
  // Parts of 5 MB, the smallest S3 accepts: 50 MB in the contract takes ten parts.
  return new S3Storage(s3SettingsOf(s3, publicEndpoint), { listPageSize });
}

describeStorageContract('S3Storage', async () => {
  const s3 = await startTestS3();
  const storage = storageOn(s3);
  return {
    storage,
    cleanup: async () => {
      storage.destroy();
      await s3.close();
    },
  };
});

describe('S3Storage on a bucket', () => {
  let s3: TestS3;
  let storage: S3Storage;

  beforeEach(async () => {
    s3 = await startTestS3();
    storage = storageOn(s3);
  });

  afterEach(async () => {
    storage.destroy();
    await s3.close();
  });

  async function unfinishedUploads(): Promise<string[]> {
    const listed = await storage.client.send(
      new ListMultipartUploadsCommand({ Bucket: s3.bucket }),
    );
    return (listed.Uploads ?? []).map((upload) => upload.Key ?? '').sort();
  }

  /** Names of the S3 commands the adapter sends from now on. */
  function recordCommands(): string[] {
    const names: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        names.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    return names;
  }

  function chunks(count: number, size = 1024 * 1024): Buffer[] {
    return Array.from({ length: count }, () => randomBytes(size));
  }

  it('sends a large object of unknown size as a multipart upload of the configured parts', async () => {
    const parts = chunks(12);
    const data = Buffer.concat(parts);
    const commands = recordCommands();
    const result = await storage.put('events/e1/originals/video', Readable.from(parts), {
      contentType: 'video/mp4',
    });
    expect(result).toEqual({ size: data.length, crc32: crc32(data) });
    // 12 MiB in 5 MiB parts.
    expect(commands).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const got = await storage.get('events/e1/originals/video');
    expect(got.contentType).toBe('video/mp4');
    expect((await readAll(got.stream)).equals(data)).toBe(true);
    expect(await unfinishedUploads()).toEqual([]);
  });

  it('sends a small object of declared size as one request', async () => {
    const data = randomBytes(300 * 1024);
    const commands = recordCommands();
    await storage.put('events/e1/thumb.webp', Readable.from([data]), {
      size: data.length,
      contentType: 'image/webp',
    });
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'events/e1/thumb.webp' }),
    );
    expect(commands).toEqual(['PutObjectCommand', 'HeadObjectCommand']);
    expect(head.ContentType).toBe('image/webp');
  });

  it('leaves no multipart upload behind when the source fails after some parts', async () => {
    await expect(
      storage.put('events/e1/originals/broken', failingStream(chunks(12))),
    ).rejects.toThrow('client went away');
    expect(await storage.exists('events/e1/originals/broken')).toBe(false);
    expect(await unfinishedUploads()).toEqual([]);
  });

  it('leaves no multipart upload behind when a large source is shorter than declared', async () => {
    const error = await storage
      .put('events/e1/originals/short', Readable.from(chunks(11)), { size: 12 * 1024 * 1024 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe('size_mismatch');
    expect(await storage.exists('events/e1/originals/short')).toBe(false);
    expect(await unfinishedUploads()).toEqual([]);
  });

  it('leaves no multipart upload behind when the signal aborts a large put', async () => {
    const controller = new AbortController();
    const source = new Readable({ read() {} });
    for (const chunk of chunks(7)) source.push(chunk);
    const put = storage.put('events/e1/originals/aborted', source, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
    expect(await storage.exists('events/e1/originals/aborted')).toBe(false);
    expect(await unfinishedUploads()).toEqual([]);
  });

  it('issues presigned URLs that serve the bytes with the asked headers, then expire', async () => {
    const data = randomBytes(2048);
    await storage.put('events/e1/originals/photo', data, { contentType: 'image/jpeg' });
    const url = await storage.presignedGetUrl('events/e1/originals/photo', {
      expiresInSeconds: 2,
      contentType: 'image/heic',
      downloadFilename: 'Zdjęcie "wesele".heic',
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/heic');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zdjecie _wesele_.heic"; filename*=UTF-8''Zdj%C4%99cie%20%22wesele%22.heic`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);

    const ranged = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(10, 20))).toBe(true);

    await sleep(3100);
    expect((await fetch(url)).status).toBe(403);
  });

  it('signs presigned URLs for the public endpoint when one is set', async () => {
    const publicStorage = storageOn(s3, 'https://media.example.com');
    try {
      const url = new URL(
        await publicStorage.presignedGetUrl('events/e1/a', { expiresInSeconds: 60 }),
      );
      expect(url.origin).toBe('https://media.example.com');
      expect(url.pathname).toBe(`/${s3.bucket}/events/e1/a`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    } finally {
      publicStorage.destroy();
    }
  });

  it('lists page after page', async () => {
    const paged = storageOn(s3, undefined, 2);
    try {
      const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => `events/e1/${name}`);
      for (const key of keys) await paged.put(key, Buffer.from(key));
      await paged.put('events/e2/other', Buffer.from('x'));
      const commands: string[] = [];
      paged.client.middlewareStack.add(
        (next, context) => async (args) => {
          commands.push(context.commandName ?? '?');
          return next(args);
        },
        { step: 'initialize' },
      );
      const listed: string[] = [];
      for await (const { key } of paged.list('events/e1/')) listed.push(key);
      expect(listed.sort()).toEqual(keys);
      expect(commands).toEqual(Array(3).fill('ListObjectsV2Command'));
    } finally {
      paged.destroy();
    }
  });

  describe('abortStaleMultipartUploads', () => {
    async function initiate(key: string) {
      await storage.client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    }

    it('aborts old multipart uploads of puts and never those of tus uploads', async () => {
      await initiate('events/e1/originals/died-mid-put');
      await initiate('events/e2/media/m/large.webp');
      await initiate('uploads/3f2a9c');
      const day = 24 * 60 * 60 * 1000;
      // Fresh ones stay.
      expect(await storage.abortStaleMultipartUploads(day)).toBe(0);
      expect(await unfinishedUploads()).toHaveLength(3);
      // A day later, under one prefix only.
      const later = Date.now() + 2 * day;
      expect(await storage.abortStaleMultipartUploads(day, 'events/e1/', later)).toBe(1);
      expect(await unfinishedUploads()).toEqual(['events/e2/media/m/large.webp', 'uploads/3f2a9c']);
      // A day later, everywhere but uploads/.
      expect(await storage.abortStaleMultipartUploads(day, undefined, later)).toBe(1);
      expect(await unfinishedUploads()).toEqual(['uploads/3f2a9c']);
    });

    it('runs periodically once started, and logs what it aborted', async () => {
      await initiate('events/e1/originals/died-mid-put');
      const logged: object[] = [];
      const log = { info: (obj: object) => logged.push(obj), warn: () => {} };
      // Everything initiated before "a second from now" counts as stale here.
      const stop = startStaleMultipartSweep(storage, log, { intervalMs: 50, olderThanMs: -1000 });
      try {
        await expect.poll(() => unfinishedUploads(), { timeout: 5000 }).toEqual([]);
        expect(logged).toContainEqual({ aborted: 1 });
      } finally {
        stop();
      }
      // Other storages have nothing to sweep.
      startStaleMultipartSweep({}, log)();
    });
  });
});
