/**
 * The upload form's name and message are a guestbook entry: a guest who sends photos with a
 * message finds it in the owner's guestbook (with the photos as its attachments), in the
 * guests' guestbook list and in the guestbook PDF; deleting the photos keeps the wish. Older
 * uploads with a message count as entries without any rewriting.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, ownedEvent } from '../../../test/gallery';
import { cookieHeader, createBatch, guest } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { hasTool, run } from '../../../test/tools';
import { uploadBatches } from '../../db/schema';

const pdftotext = await hasTool('pdftotext');

describe.each(testDatabases)(
  'uploads with a message as guestbook entries on $kind',
  (testDatabase) => {
    let server: TestServer;
    let owner: { client: HttpClient; userId: string };
    let dir: string;

    beforeAll(async () => {
      server = await startTestServer(testDatabase);
      owner = await signedInOwner(server);
      dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-upload-entry-'));
    });
    afterAll(async () => {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lists an upload sent with a name and a message as a wish with its photos', async () => {
      const seeded = await ownedEvent(server, owner.userId);
      const created = await createBatch(guest(server), seeded.eventId, {
        guestName: 'Ciocia Basia',
        message: 'Kochamy Was, sto lat!',
        files: [{ name: 'IMG_0001.jpg', size: 2048, type: 'image/jpeg' }],
      });
      expect(created.status).toBe(201);
      const batchId = created.body.batchId as string;
      // The PDF (read before the photo, whose stand-in derivatives are not real images).
      if (pdftotext) {
        const res = await fetch(`${server.url}/api/events/${seeded.eventId}/guestbook.pdf`, {
          headers: { cookie: cookieHeader(owner.client) },
        });
        expect(res.status).toBe(200);
        const file = path.join(dir, 'entry.pdf');
        writeFileSync(file, Buffer.from(await res.arrayBuffer()));
        const { stdout } = await run('pdftotext', [file, '-']);
        expect(stdout).toContain('Ciocia Basia');
        expect(stdout).toContain('Kochamy Was, sto lat!');
      }

      const photo = await addItem(server, seeded, batchId);
      // An upload without a message is no entry.
      const plain = await createBatch(guest(server), seeded.eventId, {
        guestName: 'Wujek',
        files: [{ name: 'IMG_0002.jpg', size: 2048, type: 'image/jpeg' }],
      });
      expect(plain.status).toBe(201);

      const book = await owner.client.get(`/api/events/${seeded.eventId}/guestbook`);
      expect(book.status).toBe(200);
      expect(book.body.total).toBe(1);
      expect(book.body.items).toEqual([
        expect.objectContaining({
          id: batchId,
          kind: 'guestbook',
          guestName: 'Ciocia Basia',
          message: 'Kochamy Was, sto lat!',
          media: [expect.objectContaining({ id: photo, kind: 'photo' })],
        }),
      ]);

      const guests = await guest(server).get(`/api/public/events/${seeded.eventId}/guestbook`);
      expect(guests.status).toBe(200);
      expect(guests.body.items).toEqual([
        expect.objectContaining({
          id: batchId,
          guestName: 'Ciocia Basia',
          message: 'Kochamy Was, sto lat!',
        }),
      ]);

      // The photo deleted from the gallery: the wish stays, without attachments.
      const removed = await owner.client.request('DELETE', `/api/events/${seeded.eventId}/media`, {
        ids: [photo],
      });
      expect(removed.status).toBe(200);
      const after = await owner.client.get(`/api/events/${seeded.eventId}/guestbook`);
      expect(after.body.items).toEqual([
        expect.objectContaining({ id: batchId, message: 'Kochamy Was, sto lat!', media: [] }),
      ]);
      const [row] = await server.database.db
        .select({ id: uploadBatches.id })
        .from(uploadBatches)
        .where(eq(uploadBatches.id, batchId));
      expect(row?.id).toBe(batchId);
    });

    it('counts uploads stored before with a message, and never an empty one', async () => {
      const seeded = await ownedEvent(server, owner.userId);
      const older = await addBatch(server, seeded, {
        kind: 'upload',
        message: 'Wszystkiego dobrego',
      });
      await addBatch(server, seeded, { kind: 'upload', message: '' });
      await addBatch(server, seeded, { kind: 'upload', message: null });
      const book = await owner.client.get(`/api/events/${seeded.eventId}/guestbook`);
      expect(book.body.total).toBe(1);
      expect(book.body.items).toEqual([expect.objectContaining({ id: older, kind: 'guestbook' })]);
    });
  },
);
