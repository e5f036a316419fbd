/**
 * The disk reserve on the real endpoint and the real file system: the free space is read
 * with statfs from the test's own temporary folder, and the reserve is set relative to it,
 * by whole GiB, so files other tests write meanwhile cannot change the outcome.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { testDatabases } from '../../../test/db';
import {
  createBatch,
  encodeMetadata,
  eventCounts,
  guest,
  jpeg,
  mediaRows,
  oneFileBatch,
  seedEvent,
  tusUpload,
} from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { media } from '../../db/schema';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** Free MiB where the test servers keep their data (the system's temporary folder). */
function freeMiB(): number {
  const stats = statfsSync(os.tmpdir());
  return Math.floor((stats.bavail * stats.bsize) / MiB);
}

describe.each(testDatabases)('the disk reserve on $kind', (testDatabase) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  async function serverKeeping(reserveMiB: number): Promise<TestServer> {
    const server = await startTestServer(testDatabase, {
      env: { DISK_RESERVE_MB: String(reserveMiB) },
    });
    servers.push(server);
    return server;
  }

  /** A tus creation of one declared file (no bytes sent); `lang` picks the answer's language. */
  async function creation(
    server: TestServer,
    eventId: string,
    file: { size: number; type: string; name: string },
    lang?: 'en',
    /** A batch declared already; else one of this file is. */
    declared?: string,
  ) {
    let batchId = declared;
    if (!batchId) {
      const batch = await createBatch(guest(server), eventId, { files: [file] });
      expect(batch.status, JSON.stringify(batch.body)).toBe(201);
      batchId = batch.body.batchId as string;
    }
    const metadata = { eventId, batchId, fileIndex: '0', filename: file.name, filetype: file.type };
    const response = await fetch(`${server.url}/api/uploads${lang ? `?lang=${lang}` : ''}`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(file.size),
        'Upload-Metadata': encodeMetadata(metadata),
      },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      location: response.headers.get('location'),
    };
  }

  describe('with less free space than the reserve', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await serverKeeping(freeMiB() + 1024);
    });

    it('refuses a new upload with storageFull in the guest’s language and changes nothing', async () => {
      const { eventId, albumId } = await seedEvent(server);
      const photo = { size: 300_000, type: 'image/jpeg', name: 'IMG_0001.jpg' };
      const refused = await creation(server, eventId, photo);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({
        error: 'errors.storageFull',
        message: pl.errors.storageFull,
      });
      const english = await creation(server, eventId, photo, 'en');
      expect(english.status).toBe(503);
      expect(english.body).toMatchObject({ message: en.errors.storageFull });

      expect(await mediaRows(server, eventId)).toEqual([]);
      expect(await eventCounts(server, eventId)).toMatchObject({
        files: 0,
        albums: { [albumId]: 0 },
      });
      expect(server.guests.reserve.arrivingBytes()).toBe(0);
    });

    it('tells a file already stored as such, not as "no room for now"', async () => {
      const { eventId, albumId } = await seedEvent(server);
      const photo = { size: 300_000, type: 'image/jpeg', name: 'IMG_0004.jpg' };
      const batch = await createBatch(guest(server), eventId, { files: [photo] });
      expect(batch.status).toBe(201);
      // The file was stored before the disk filled up (its reply was lost on the way).
      const mediaId = randomBytes(16).toString('base64url');
      await server.database.db.insert(media).values({
        id: mediaId,
        eventId,
        albumId,
        batchId: batch.body.batchId as string,
        kind: 'photo',
        fileIndex: 0,
        storageKey: `events/${eventId}/originals/${mediaId}`,
        originalName: photo.name,
        size: photo.size,
        mime: photo.type,
        state: 'processing',
      });
      const again = await creation(server, eventId, photo, undefined, batch.body.batchId as string);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'errors.conflict' });
    });

    it('still takes guestbook wishes (the reserve is theirs and the database’s)', async () => {
      const { eventId } = await seedEvent(server);
      const wish = await createBatch(guest(server), eventId, {
        kind: 'guestbook',
        guestName: 'Ciocia Basia',
        message: 'Sto lat!',
        files: [],
      });
      expect(wish.status, JSON.stringify(wish.body)).toBe(201);
    });
  });

  describe('with room for one large video above the reserve, not two', () => {
    let server: TestServer;
    beforeAll(async () => {
      // 1.5 GiB above the reserve: one video of 1 GiB fits, a second does not while the first
      // is still arriving.
      server = await serverKeeping(freeMiB() - 1536);
    });

    it('counts the uploads still arriving, and gives their room back when one is cancelled', async () => {
      const { eventId } = await seedEvent(server, { plan: 'premium' });
      const video = { size: GiB, type: 'video/mp4', name: 'VID_0001.mp4' };
      const first = await creation(server, eventId, video);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(server.guests.reserve.arrivingBytes()).toBe(GiB);

      const second = await creation(server, eventId, video);
      expect(second.status).toBe(503);
      expect(second.body).toMatchObject({ error: 'errors.storageFull' });
      expect(await mediaRows(server, eventId)).toHaveLength(1);

      const cancelled = await fetch(new URL(first.location as string, server.url), {
        method: 'DELETE',
        headers: { 'Tus-Resumable': '1.0.0' },
      });
      expect(cancelled.status).toBe(204);
      expect(server.guests.reserve.arrivingBytes()).toBe(0);

      const again = await creation(server, eventId, video);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(server.guests.reserve.arrivingBytes()).toBe(GiB);
    });

    it('a disk that fills up under the bytes answers storageFull, and the upload resumes once there is room', async () => {
      const { eventId } = await seedEvent(server);
      const data = jpeg(150_000);
      const created = await creation(server, eventId, {
        size: data.length,
        type: 'image/jpeg',
        name: 'IMG_0003.jpg',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const url = new URL(created.location as string, server.url);
      const file = path.join(server.config.paths.uploads, url.pathname.split('/').pop() as string);
      // The upload's file becomes /dev/full: every write to it fails with ENOSPC, as on a full disk.
      rmSync(file);
      symlinkSync('/dev/full', file);
      const patch = (lang?: 'en') =>
        fetch(url, {
          method: 'PATCH',
          headers: {
            ...(lang ? { 'Accept-Language': lang } : {}),
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(data),
        });
      const full = await patch('en');
      expect(full.status).toBe(503);
      expect(await full.json()).toMatchObject({
        error: 'errors.storageFull',
        message: en.errors.storageFull,
      });
      expect(await mediaRows(server, eventId)).toMatchObject([{ state: 'uploading' }]);

      // Room again: the same upload goes on from where the server has it, and is stored.
      rmSync(file);
      writeFileSync(file, '');
      const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
      expect(head.headers.get('upload-offset')).toBe('0');
      const sent = await patch();
      expect(sent.status).toBe(204);
      expect(await mediaRows(server, eventId)).toMatchObject([{ state: 'processing' }]);
    });

    it('gives a finished upload’s room back: its bytes are on the disk now', async () => {
      const { eventId } = await seedEvent(server);
      const before = server.guests.reserve.arrivingBytes();
      const data = jpeg(200_000);
      const { metadata } = await oneFileBatch(server, eventId, data, { name: 'IMG_0002.jpg' });
      const result = await tusUpload({ server, data, chunkSize: 100_000, metadata });
      expect(result.error).toBeNull();
      expect(server.guests.reserve.arrivingBytes()).toBe(before);
      expect(await mediaRows(server, eventId)).toMatchObject([{ state: 'processing' }]);
    });
  });
});
