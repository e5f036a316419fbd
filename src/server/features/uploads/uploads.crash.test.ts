/**
 * The crash window: a real server process is killed (SIGKILL) after an
 * upload's last byte is stored but before the upload is finished. The
 * window is held open by locking the media table from here, so the finish
 * waits on it while the bytes are complete. After the restart the photo is
 * finished by the start-up sweep and listed to guests within seconds, with
 * the event's counter exact. On both upload stores: the file store (with
 * PostgreSQL) and the S3 store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/db';
import { encodeMetadata, seedEvent } from '../../../test/guest';
import { type Cluster, type Instance, startCluster, startInstance } from '../../../test/instances';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { events, media } from '../../db/schema';

const tus = { 'Tus-Resumable': '1.0.0' };

describe.skipIf(!testDatabaseUrl)(
  'an upload whose server dies between its last byte and its finish',
  () => {
    let cluster: Cluster;
    let database: DatabaseHandle;
    let eventId: string;
    const dataDirs: string[] = [];
    /** Instances started outside the cluster (the file store's), stopped at the end whatever happens. */
    const ownInstances: Instance[] = [];

    beforeAll(async () => {
      cluster = await startCluster({ LIFECYCLE_SCHEDULER: 'off' });
      database = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, poolSize: 2 });
      ({ eventId } = await seedEvent({ database }, { plan: 'premium' }));
    }, 120_000);

    // An instance that died by itself (a crash) fails the test that was running, with its stack.
    afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));

    afterAll(async () => {
      for (const instance of ownInstances) {
        if (instance.child.exitCode === null) await instance.kill();
      }
      await database?.close();
      await cluster?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    /** A file-store instance (no bucket) on the cluster's database, with its own data folder. */
    async function startFileStore(name: string, dataDir: string): Promise<Instance> {
      const env = Object.fromEntries(
        Object.entries(cluster.env).filter(([key]) => !key.startsWith('S3_')),
      );
      const instance = await startInstance(name, { ...env, DATA_DIR: dataDir });
      ownInstances.push(instance);
      return instance;
    }

    async function filesCount(): Promise<number> {
      const [row] = await database.db
        .select({ files: events.filesCount })
        .from(events)
        .where(eq(events.id, eventId));
      return row?.files ?? -1;
    }

    async function createUpload(instance: Instance, data: Buffer, name: string) {
      const batch = await fetch(`${instance.url}/api/public/events/${eventId}/batches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'upload',
          clientId: `crash-${randomBytes(6).toString('hex')}`,
          files: [{ name, size: data.length, type: 'image/jpeg' }],
        }),
      });
      expect(batch.status).toBe(201);
      const { batchId } = (await batch.json()) as { batchId: string };
      const res = await fetch(`${instance.url}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'Upload-Length': String(data.length),
          'Upload-Metadata': encodeMetadata({
            eventId,
            batchId,
            fileIndex: '0',
            filename: name,
            filetype: 'image/jpeg',
          }),
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (res.headers.get('location') ?? '').split('/').pop() as string;
    }

    /**
     * Sends every byte of the upload to `instance` while the media table is locked, waits until
     * `complete()` says the store has them all, kills the instance, then lets go of the lock.
     */
    async function killInTheWindow(
      instance: Instance,
      uploadId: string,
      data: Buffer,
      complete: () => Promise<boolean>,
    ) {
      const holder = new pg.Client({ connectionString: cluster.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table media in access exclusive mode');
        const sending = fetch(`${instance.url}/api/uploads/${uploadId}`, {
          method: 'PATCH',
          headers: {
            ...tus,
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(data),
        }).catch(() => null);
        await expect.poll(complete, { timeout: 30_000, interval: 20 }).toBe(true);
        await instance.kill();
        expect(await sending).toBeNull();
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }
    }

    /** Polls the guests' gallery of the event until `mediaId` is listed; returns the seconds it took. */
    async function secondsUntilListed(instance: Instance, mediaId: string): Promise<number> {
      const started = Date.now();
      await expect
        .poll(
          async () => {
            const res = await fetch(`${instance.url}/api/public/events/${eventId}/media`);
            const body = (await res.json()) as { items?: { id: string }[] };
            return body.items?.some((item) => item.id === mediaId) ?? false;
          },
          { timeout: 20_000, interval: 200 },
        )
        .toBe(true);
      return (Date.now() - started) / 1000;
    }

    async function photo(size: number): Promise<Buffer> {
      const picture = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 140, b: 90 } },
      })
        .jpeg()
        .toBuffer();
      // Filler in an APP15 segment (ignored by decoders) makes the upload big enough to take a moment.
      const filler = Math.min(65_533, Math.max(0, size - picture.length - 4));
      const header = Buffer.from([0xff, 0xef, ((filler + 2) >> 8) & 0xff, (filler + 2) & 0xff]);
      return Buffer.concat([
        picture.subarray(0, 2),
        header,
        randomBytes(filler),
        picture.subarray(2),
      ]);
    }

    async function mediaOf(uploadId: string) {
      const [row] = await database.db
        .select({ id: media.id, state: media.state })
        .from(media)
        .where(eq(media.uploadId, uploadId));
      return row;
    }

    it('finishes it at the restart on the file store: listed within seconds, counted once', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'momenty-crash-file-'));
      dataDirs.push(dataDir);
      const first = await startFileStore('file-1', dataDir);
      const data = await photo(60_000);
      const before = await filesCount();
      const uploadId = await createUpload(first, data, 'IMG_file.jpg');
      const bytesOnDisk = path.join(dataDir, 'uploads', uploadId);
      await killInTheWindow(first, uploadId, data, async () => {
        try {
          return statSync(bytesOnDisk).size === data.length;
        } catch {
          return false;
        }
      });
      // The window was hit: every byte stored, the upload not finished.
      const row = await mediaOf(uploadId);
      expect(row?.state).toBe('uploading');
      expect(await filesCount()).toBe(before + 1);

      const second = await startFileStore('file-2', dataDir);
      const seconds = await secondsUntilListed(second, row?.id as string);
      expect(seconds).toBeLessThan(20);
      expect(await filesCount()).toBe(before + 1);
      await second.stop();
    }, 120_000);

    it('finishes it at the restart on the S3 store: listed within seconds, counted once', async () => {
      const s3 = new S3Client({
        endpoint: cluster.s3.endpoint,
        region: cluster.s3.region,
        forcePathStyle: true,
        credentials: {
          accessKeyId: cluster.s3.accessKeyId,
          secretAccessKey: cluster.s3.secretAccessKey,
        },
      });
      const first = await cluster.start('s3-1');
      const data = await photo(60_000);
      const before = await filesCount();
      const uploadId = await createUpload(first, data, 'IMG_s3.jpg');
      // The multipart upload is completed into `uploads/<id>` once its last byte is stored.
      await killInTheWindow(first, uploadId, data, async () => {
        try {
          await s3.send(
            new HeadObjectCommand({ Bucket: cluster.s3.bucket, Key: `uploads/${uploadId}` }),
          );
          return true;
        } catch {
          return false;
        }
      });
      const row = await mediaOf(uploadId);
      expect(row?.state).toBe('uploading');

      const second = await cluster.start('s3-2');
      const seconds = await secondsUntilListed(second, row?.id as string);
      expect(seconds).toBeLessThan(20);
      expect(await filesCount()).toBe(before + 1);
      s3.destroy();
    }, 120_000);
  },
);
