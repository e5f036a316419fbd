/**
 * The owner's guestbook PDF and zip retry over real HTTP (test server, PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL): headers (exact length, RFC 5987 file name), the text read
 * back with pdftotext, validation, other owners and anonymous callers; the retry's states;
 * an upgrade that reopens the upload window puts zipStatus back to WAITING.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../shared/domain/file-names';
import { addDays } from '../../../shared/domain/time';
import { browser, type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { cookieHeader } from '../../../test/guest';
import { createEvent, eventRow, today } from '../../../test/payments';
import { startTestServer, type TestServer } from '../../../test/server';
import { hasTool } from '../../../test/tools';
import { albums, events, uploadBatches } from '../../db/schema';

const run = promisify(execFile);

const pdftotext = await hasTool('pdftotext');

describe.each(testDatabases)('guestbook PDF and zip retry API on $kind', (testDatabase) => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-guestbook-routes-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function paidEvent(client: HttpClient) {
    const event = await createEvent(client, { name: 'Wesele Zosi i Jędrka' });
    await server.database.db.update(events).set({ paid: true }).where(eq(events.id, event.id));
    const [album] = await server.database.db
      .select({ id: albums.id })
      .from(albums)
      .where(and(eq(albums.eventId, event.id), eq(albums.isDefault, true)));
    return { eventId: event.id, albumId: album?.id as string };
  }

  async function getPdf(client: HttpClient, url: string) {
    const res = await fetch(`${server.url}${url}`, { headers: { cookie: cookieHeader(client) } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('answers the owner a PDF with the entries, A4 or A5, for the event or one album', async () => {
    const owner = await signedInOwner(server);
    const { eventId, albumId } = await paidEvent(owner.client);
    await server.database.db.insert(uploadBatches).values({
      id: randomBytes(12).toString('base64url'),
      eventId,
      albumId,
      kind: 'guestbook',
      guestName: 'Grzegorz Brzęczyszczykiewicz',
      message: 'Zażółć gęślą jaźń',
    });
    const url = `/api/events/${eventId}/guestbook.pdf`;
    const { res, bytes } = await getPdf(owner.client, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(res.headers.get('content-disposition')).toBe(
      contentDisposition('attachment', 'Księga gości - Wesele Zosi i Jędrka.pdf', 'x'),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (pdftotext) {
      const file = path.join(dir, 'a4.pdf');
      writeFileSync(file, bytes);
      const { stdout } = await run('pdftotext', [file, '-']);
      expect(stdout).toContain('Grzegorz Brzęczyszczykiewicz');
      expect(stdout).toContain('Zażółć gęślą jaźń');
    }
    // The same bytes again (cached), and an A5 rendering that differs.
    expect((await getPdf(owner.client, url)).bytes.equals(bytes)).toBe(true);
    const a5 = await getPdf(owner.client, `${url}?size=a5&albumId=${albumId}`);
    expect(a5.res.status).toBe(200);
    expect(a5.bytes.equals(bytes)).toBe(false);

    const badSize = await owner.client.get(`${url}?size=a3`);
    expect(badSize.status).toBe(400);
    const noAlbum = await owner.client.get(`${url}?albumId=nope`);
    expect(noAlbum.status).toBe(404);
    expect(noAlbum.body.error).toBe('errors.albumNotFound');

    const other = await signedInOwner(server);
    const foreign = await other.client.get(url);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('errors.eventNotFound');
    expect((await browser(server).get(url)).status).toBe(401);
  });

  it('answers a PDF saying there are no entries yet for an empty guestbook', async () => {
    const owner = await signedInOwner(server);
    const { eventId } = await paidEvent(owner.client);
    const { res, bytes } = await getPdf(owner.client, `/api/events/${eventId}/guestbook.pdf`);
    expect(res.status).toBe(200);
    if (pdftotext) {
      const file = path.join(dir, 'empty.pdf');
      writeFileSync(file, bytes);
      const { stdout } = await run('pdftotext', [file, '-']);
      expect(stdout).toContain('Nie ma jeszcze wpisów');
    }
  });

  it('retries a FAILED or READY preparation, and refuses in other states', async () => {
    const owner = await signedInOwner(server);
    const { eventId } = await paidEvent(owner.client);
    const url = `/api/events/${eventId}/zip/retry`;
    const waiting = await owner.client.post(url);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toBe('errors.conflict');
    expect((await eventRow(server, eventId))?.zipStatus).toBe('WAITING');

    for (const status of ['FAILED', 'READY'] as const) {
      await server.database.db
        .update(events)
        .set({ zipStatus: status })
        .where(eq(events.id, eventId));
      const res = await owner.client.post(url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ zipStatus: 'GENERATING' });
      expect((await eventRow(server, eventId))?.zipStatus).toBe('GENERATING');
    }
    expect((await owner.client.post(url)).status).toBe(409);

    const other = await signedInOwner(server);
    expect((await other.client.post(url)).status).toBe(404);
    expect((await browser(server).post(url)).status).toBe(401);
  });

  it('goes back to WAITING when an upgrade reopens the upload window', async () => {
    const owner = await signedInOwner(server);
    const { eventId } = await paidEvent(owner.client);
    // Basic, first upload day 10 days ago: the 7 upload days are over, the download ready.
    await server.database.db
      .update(events)
      .set({ activationDate: addDays(today(), -10), zipStatus: 'READY' })
      .where(eq(events.id, eventId));
    const res = await owner.client.post(`/api/events/${eventId}/upgrade`, { plan: 'premium' });
    expect(res.status).toBe(201);
    const checkout = new URL(res.body.checkoutUrl).pathname;
    expect((await owner.client.get(checkout)).status).toBe(200);
    expect((await owner.client.post(`/api${checkout}/pay`)).status).toBe(303);
    // Premium has 30 upload days: guests may upload again, the download is prepared later.
    const row = await eventRow(server, eventId);
    expect(row?.plan).toBe('premium');
    expect(row?.zipStatus).toBe('WAITING');
  });
});
