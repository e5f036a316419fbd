/**
 * ZIP downloads over real HTTP, on both databases: names and folders, the
 * guestbook files, Range/If-Range/HEAD/416, parts, CRC backfill, the owner's
 * authorisation and the guests' rules in every state of an event.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addFile, fetchBytes, giveEventTo, readZip, run } from '../../../test/downloads';
import { guest, seedEvent, warsawDay } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { hasToolAt } from '../../../test/tools';
import { media } from '../../db/schema';

/** A small seeded PRNG (mulberry32), so the random ranges repeat run to run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = (iso: string) => new Date(iso);

describe.each(testDatabases)('ZIP downloads on $kind', (testDatabase) => {
  let server: TestServer;
  let small: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
    // A second server whose parts are 1 MiB.
    small = await startTestServer(testDatabase, {
      env: { ZIP_PART_MAX_BYTES: '1048576' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await small?.close();
  });

  it('lays the event out by album and kind, with sender-and-time names, collisions and the guestbook', async () => {
    // The guestbook feature's real export: the text file and the PDF rendered in its worker.
    const s = await startTestServer(testDatabase);
    try {
      const owner = await signedInOwner(s);
      const event = await seedEvent(s, { extraAlbums: 1 });
      await giveEventTo(s, event.eventId, owner.userId);
      const [main, second] = event.albumIds as [string, string];
      const ania = await addBatch(s, {
        eventId: event.eventId,
        albumId: main,
        guestName: 'Łucja Żółć',
      });
      const nameless = await addBatch(s, {
        eventId: event.eventId,
        albumId: main,
        guestName: null,
      });
      const nasty = await addBatch(s, {
        eventId: event.eventId,
        albumId: second,
        guestName: 'CON: a/b\\c*?"<>|. ',
      });
      await addBatch(s, {
        eventId: event.eventId,
        albumId: main,
        kind: 'guestbook',
        guestName: 'Zażółć Gęślą',
        message: 'Wszystkiego najlepszego!',
        createdAt: at('2026-06-20T20:00:00Z'),
      });
      const photo1 = randomBytes(3000);
      const photo2 = randomBytes(2000);
      const photo3 = randomBytes(1000);
      const video = randomBytes(5000);
      const voice = randomBytes(700);
      const odd = randomBytes(100);
      const same = at('2026-06-20T16:30:05Z'); // 18.30.05 in Warsaw
      await addFile(s, { ...event, albumId: main, batchId: ania, bytes: photo1, createdAt: same });
      await addFile(s, {
        ...event,
        albumId: main,
        batchId: ania,
        bytes: photo2,
        createdAt: same,
        name: 'img.jpg',
      });
      await addFile(s, {
        ...event,
        albumId: main,
        batchId: nameless,
        bytes: photo3,
        createdAt: at('2026-06-20T17:00:00Z'),
        name: null,
        mime: 'image/heic',
        withoutCrc: true,
      });
      await addFile(s, {
        ...event,
        albumId: main,
        batchId: ania,
        kind: 'video',
        bytes: video,
        mime: 'video/mp4',
        name: 'film.MP4',
        createdAt: same,
      });
      await addFile(s, {
        ...event,
        albumId: main,
        batchId: ania,
        kind: 'audio',
        bytes: voice,
        mime: 'audio/mp4',
        name: null,
        createdAt: same,
        state: 'processing',
      });
      await addFile(s, {
        ...event,
        albumId: second,
        batchId: nasty,
        bytes: odd,
        createdAt: same,
        state: 'failed',
      });
      // Not downloadable: still uploading.
      await addFile(s, {
        ...event,
        albumId: main,
        batchId: ania,
        bytes: randomBytes(10),
        state: 'uploading',
      });

      const plan = await owner.client.get(`/api/events/${event.eventId}/downloads`);
      expect(plan.status).toBe(200);
      expect(plan.body).toMatchObject({
        mediaCount: 6,
        includesGuestbook: true,
        zipStatus: 'WAITING',
        partMaxBytes: 4294967296,
      });
      expect(plan.body.parts).toHaveLength(1);
      const [part] = plan.body.parts;
      expect(part.url).toBe(`/api/events/${event.eventId}/download.zip`);
      expect(part.fileName).toBe('Wesele Ani i Tomka.zip');
      expect(part.files).toBe(8);

      const zip = await fetchBytes(s, owner.client, part.url);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      expect(Number(zip.headers.get('content-length'))).toBe(part.size);
      expect(zip.bytes.length).toBe(part.size);
      expect(zip.headers.get('accept-ranges')).toBe('bytes');
      expect(zip.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(zip.headers.get('content-disposition')).toBe(
        `attachment; filename="Wesele Ani i Tomka.zip"; filename*=UTF-8''Wesele%20Ani%20i%20Tomka.zip`,
      );
      const files = await readZip(zip.bytes);
      expect([...files.keys()]).toEqual([
        'Księga gości.txt',
        'Księga gości.pdf',
        'Główny album/Zdjęcia/2026-06-20 18.30.05 Łucja Żółć.jpg',
        'Główny album/Zdjęcia/2026-06-20 18.30.05 Łucja Żółć (2).jpg',
        'Główny album/Zdjęcia/2026-06-20 19.00.00 Gość.heic',
        'Główny album/Filmy/2026-06-20 18.30.05 Łucja Żółć.mp4',
        'Główny album/Nagrania głosowe/2026-06-20 18.30.05 Łucja Żółć.m4a',
        'Album 1/Zdjęcia/2026-06-20 18.30.05 CON_ a_b_c______.jpg',
      ]);
      const text = files.get('Księga gości.txt')?.toString() ?? '';
      expect(text.startsWith('\ufeff')).toBe(true);
      expect(text).toContain('Zażółć Gęślą');
      expect(text).toContain('Wszystkiego najlepszego!');
      const pdf = files.get('Księga gości.pdf') ?? Buffer.alloc(0);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (hasToolAt('pdftotext', '/usr/bin/pdftotext')) {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-pdf-'));
        try {
          writeFileSync(path.join(dir, 'g.pdf'), pdf);
          const pdfText = await run('pdftotext', [path.join(dir, 'g.pdf'), '-']);
          expect(pdfText).toContain('Zażółć Gęślą');
          expect(pdfText).toContain('Wszystkiego najlepszego!');
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
      // Equal times are ordered by id: compare the contents as a set.
      const sorted = (list: Buffer[]) => list.map((b) => b.toString('base64')).sort();
      expect(sorted([...files.values()].slice(2))).toEqual(
        sorted([photo1, photo2, photo3, video, voice, odd]),
      );

      // The missing CRC was computed and stored.
      const rows = await s.database.db
        .select({ crc32: media.crc32 })
        .from(media)
        .where(eq(media.eventId, event.eventId));
      expect(rows.filter((row) => row.crc32 === null)).toHaveLength(0);

      // Debian's unzip and 7-Zip accept it.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-zip-'));
      try {
        const file = path.join(dir, 'a.zip');
        writeFileSync(file, zip.bytes);
        if (hasToolAt('unzip', '/usr/bin/unzip')) {
          expect(await run('unzip', ['-t', file])).toMatch(/No errors detected/);
        }
        if (hasToolAt('7-Zip', '/usr/bin/7z')) {
          expect(await run('7z', ['t', file])).toMatch(/Everything is Ok/);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // The same request again: the same bytes (a pure function of the rows).
      const again = await fetchBytes(s, owner.client, part.url);
      expect(again.bytes.equals(zip.bytes)).toBe(true);
      expect(again.headers.get('etag')).toBe(zip.headers.get('etag'));

      // One album: the album folder stays; its guestbook only.
      const album = await owner.client.get(
        `/api/events/${event.eventId}/downloads?albumId=${second}`,
      );
      expect(album.body.parts[0].fileName).toBe('Wesele Ani i Tomka - Album 1.zip');
      expect(album.body.includesGuestbook).toBe(false);
      const albumZip = await readZip(
        (await fetchBytes(s, owner.client, album.body.parts[0].url)).bytes,
      );
      expect([...albumZip.keys()]).toEqual([
        'Album 1/Zdjęcia/2026-06-20 18.30.05 CON_ a_b_c______.jpg',
      ]);

      // A selection: no guestbook, album folders kept.
      const ids = (
        await s.database.db
          .select({ id: media.id, size: media.size })
          .from(media)
          .where(eq(media.eventId, event.eventId))
      )
        .filter((row) => row.size === 5000 || row.size === 100)
        .map((row) => row.id);
      const selection = await owner.client.get(
        `/api/events/${event.eventId}/downloads?ids=${ids.join(',')}`,
      );
      expect(selection.body).toMatchObject({ mediaCount: 2, includesGuestbook: false });
      expect(selection.body.parts[0].fileName).toBe('Wesele Ani i Tomka - wybrane.zip');
      const selected = await readZip(
        (await fetchBytes(s, owner.client, selection.body.parts[0].url)).bytes,
      );
      expect([...selected.keys()]).toEqual([
        'Główny album/Filmy/2026-06-20 18.30.05 Łucja Żółć.mp4',
        'Album 1/Zdjęcia/2026-06-20 18.30.05 CON_ a_b_c______.jpg',
      ]);
      // An id of another event (or unknown): 404 fileUnavailable; 21 ids: 400.
      const unknown = await owner.client.get(
        `/api/events/${event.eventId}/download.zip?ids=${ids[0]},nope`,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('errors.fileUnavailable');
      const tooMany = await owner.client.get(
        `/api/events/${event.eventId}/downloads?ids=${Array.from({ length: 21 }, (_, i) => `x${i}`).join(',')}`,
      );
      expect(tooMany.status).toBe(400);
      const otherAlbum = await owner.client.get(
        `/api/events/${event.eventId}/downloads?albumId=nope`,
      );
      expect(otherAlbum.status).toBe(404);
    } finally {
      await s.close();
    }
  });

  it('serves ranges identical to the full archive; suffix ranges, 416, If-Range and HEAD', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batch = await addBatch(server, { eventId: event.eventId, albumId: event.albumId });
    for (let i = 0; i < 12; i += 1) {
      await addFile(server, { ...event, batchId: batch, bytes: randomBytes(10_000 + i * 7919) });
    }
    const url = `/api/events/${event.eventId}/download.zip`;
    const full = await fetchBytes(server, owner.client, url);
    const size = full.bytes.length;
    const etag = full.headers.get('etag') as string;

    const random = prng(7);
    const cuts = [0, ...Array.from({ length: 9 }, () => Math.floor(random() * size)), size].sort(
      (a, b) => a - b,
    );
    const pieces: Buffer[] = [];
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const start = cuts[i] as number;
      const end = (cuts[i + 1] as number) - 1;
      if (end < start) continue;
      const piece = await fetchBytes(server, owner.client, url, {
        Range: `bytes=${start}-${end}`,
        'If-Range': etag,
      });
      expect(piece.status).toBe(206);
      expect(piece.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(piece.headers.get('content-length'))).toBe(end - start + 1);
      pieces.push(piece.bytes);
    }
    expect(Buffer.concat(pieces).equals(full.bytes)).toBe(true);

    const open = await fetchBytes(server, owner.client, url, { Range: `bytes=${size - 100}-` });
    expect(open.bytes.equals(full.bytes.subarray(size - 100))).toBe(true);
    const suffix = await fetchBytes(server, owner.client, url, { Range: 'bytes=-500' });
    expect(suffix.status).toBe(206);
    expect(suffix.bytes.equals(full.bytes.subarray(size - 500))).toBe(true);

    const beyond = await fetchBytes(server, owner.client, url, { Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

    const stale = await fetchBytes(server, owner.client, url, {
      Range: 'bytes=0-9',
      'If-Range': '"other"',
    });
    expect(stale.status).toBe(200);
    expect(stale.bytes.equals(full.bytes)).toBe(true);
    const several = await fetchBytes(server, owner.client, url, { Range: 'bytes=0-9,20-29' });
    expect(several.status).toBe(200);

    const head = await fetchBytes(server, owner.client, url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.bytes.length).toBe(0);

    // A new upload changes the archive and its ETag; the old ETag no longer resumes.
    await addFile(server, { ...event, batchId: batch, bytes: randomBytes(10) });
    const changed = await fetchBytes(server, owner.client, url, {
      Range: 'bytes=0-9',
      'If-Range': etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('offers archives over ZIP_PART_MAX_BYTES as numbered parts, each a ZIP within the limit', async () => {
    const owner = await signedInOwner(small, { language: 'en' });
    const event = await seedEvent(small, { language: 'en' });
    await giveEventTo(small, event.eventId, owner.userId);
    const batch = await addBatch(small, {
      eventId: event.eventId,
      albumId: event.albumId,
      guestName: 'Tom',
    });
    const originals = new Set<string>();
    for (let i = 0; i < 7; i += 1) {
      const bytes = randomBytes(300_000);
      originals.add(bytes.toString('base64'));
      await addFile(small, {
        ...event,
        batchId: batch,
        bytes,
        createdAt: new Date(Date.UTC(2026, 5, 20, 10, 0, i)),
      });
    }
    const big = randomBytes(1_200_000); // larger than a part: a part of its own
    originals.add(big.toString('base64'));
    await addFile(small, {
      ...event,
      batchId: batch,
      kind: 'video',
      mime: 'video/quicktime',
      name: 'a.mov',
      bytes: big,
    });

    const plan = await owner.client.get(`/api/events/${event.eventId}/downloads`);
    expect(plan.status).toBe(200);
    const parts = plan.body.parts as {
      part: number;
      size: number;
      url: string;
      fileName: string;
      files: number;
    }[];
    expect(parts.length).toBe(4);
    expect(parts.map((p) => p.fileName)).toEqual(
      [1, 2, 3, 4].map((n) => `Wesele Ani i Tomka - part ${n} of 4.zip`),
    );
    const seen = new Set<string>();
    const names: string[] = [];
    for (const part of parts) {
      expect(part.url).toBe(`/api/events/${event.eventId}/download.zip?part=${part.part}`);
      const zip = await fetchBytes(small, owner.client, part.url);
      expect(zip.status).toBe(200);
      expect(zip.bytes.length).toBe(part.size);
      if (part.files > 1) expect(part.size).toBeLessThanOrEqual(1_048_576);
      const files = await readZip(zip.bytes);
      for (const [name, bytes] of files) {
        names.push(name);
        seen.add(bytes.toString('base64'));
      }
    }
    expect(seen).toEqual(originals);
    expect(
      names.filter((n) => n.startsWith('Główny album/Videos/') && n.endsWith('.mov')),
    ).toHaveLength(1);
    expect(
      names.every(
        (n) => n.startsWith('Główny album/Photos/') || n.startsWith('Główny album/Videos/'),
      ),
    ).toBe(true);

    const missing = await owner.client.get(`/api/events/${event.eventId}/download.zip`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('errors.validation');
    const past = await owner.client.get(`/api/events/${event.eventId}/download.zip?part=5`);
    expect(past.status).toBe(400);
  });

  it('cuts the response short when a stored file changed, and closes files when the client goes away', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batch = await addBatch(server, { eventId: event.eventId, albumId: event.albumId });
    const id = await addFile(server, { ...event, batchId: batch, bytes: randomBytes(40_000_000) });
    const url = `${server.url}/api/events/${event.eventId}/download.zip`;
    const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();

    // The client reads a little and goes away: the original's file is closed again.
    const controller = new AbortController();
    const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    for (let i = 0; i < 200 && openFiles() > before; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(openFiles()).toBeLessThanOrEqual(before);

    // A stored file shrinks behind the row's back: never a complete-looking archive. The first
    // file of the range is checked before the headers (500 zipFailed); a later one cuts the body.
    const second = await addFile(server, { ...event, batchId: batch, bytes: randomBytes(5000) });
    const stored = async (mediaId: string) => {
      const [row] = await server.database.db.select().from(media).where(eq(media.id, mediaId));
      return path.join(server.config.paths.files, row?.storageKey as string);
    };
    truncateSync(await stored(second), 1000);
    const cut = await fetch(url, { headers: { cookie } });
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    truncateSync(await stored(id), 1000);
    const refused = await fetch(url, { headers: { cookie } });
    expect(refused.status).toBe(500);
    expect((await refused.json()).error).toBe('errors.zipFailed');
  });

  it('describes the download routes in a valid OpenAPI document', async () => {
    const doc = (await guest(server).get('/api/openapi.json')).body;
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    for (const route of [
      '/events/{eventId}/downloads',
      '/events/{eventId}/download.zip',
      '/public/events/{eventId}/downloads',
      '/public/events/{eventId}/download.zip',
    ]) {
      expect(Object.keys(doc.paths[route] ?? {}), route).toEqual(['get']);
    }
  });

  it('answers 404 for another owner’s event and 401 when signed out', async () => {
    const owner = await signedInOwner(server);
    const other = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    for (const suffix of ['downloads', 'download.zip']) {
      const foreign = await other.client.get(`/api/events/${event.eventId}/${suffix}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('errors.eventNotFound');
      const anonymous = await guest(server).get(`/api/events/${event.eventId}/${suffix}`);
      expect(anonymous.status).toBe(401);
    }
  });

  it('lets guests download only when allowed, after the upload window, paid, unlocked; hidden items left out', async () => {
    const ended = warsawDay(-8); // basic: 7 upload days, then 10 download days
    const cases: { values: Parameters<typeof seedEvent>[1]; status: number; error?: string }[] = [
      {
        values: { activationDate: warsawDay(3), settings: { guestZipDownload: true } },
        status: 403,
        error: 'guestDownloadNotAllowed',
      },
      {
        values: { activationDate: warsawDay(0), settings: { guestZipDownload: true } },
        status: 403,
        error: 'guestDownloadNotAllowed',
      },
      {
        values: { activationDate: ended, settings: { guestZipDownload: false } },
        status: 403,
        error: 'guestDownloadNotAllowed',
      },
      {
        values: { activationDate: warsawDay(-40), settings: { guestZipDownload: true } },
        status: 410,
        error: 'downloadExpired',
      },
      {
        values: { activationDate: ended, paid: false, settings: { guestZipDownload: true } },
        status: 402,
        error: 'eventUnpaid',
      },
      {
        values: { activationDate: ended, password: 'tajne', settings: { guestZipDownload: true } },
        status: 401,
        error: 'eventLocked',
      },
      { values: { activationDate: ended, settings: { guestZipDownload: true } }, status: 200 },
    ];
    for (const testCase of cases) {
      const event = await seedEvent(server, testCase.values);
      for (const suffix of ['downloads', 'download.zip']) {
        const res = await guest(server).get(`/api/public/events/${event.eventId}/${suffix}`);
        expect({ suffix, status: res.status, error: res.body?.error }).toEqual({
          suffix,
          status: testCase.status,
          error: testCase.error ? `errors.${testCase.error}` : undefined,
        });
      }
    }
    expect((await guest(server).get('/api/public/events/nope/downloads')).status).toBe(404);

    // Unlocked with the password: allowed; hidden items and hidden batches left out.
    const event = await seedEvent(server, {
      activationDate: ended,
      password: 'tajne',
      settings: { guestZipDownload: true },
    });
    const visible = await addBatch(server, { eventId: event.eventId, albumId: event.albumId });
    const hiddenBatch = await addBatch(server, {
      eventId: event.eventId,
      albumId: event.albumId,
      hidden: true,
    });
    const shown = randomBytes(500);
    await addFile(server, { ...event, batchId: visible, bytes: shown });
    await addFile(server, { ...event, batchId: visible, bytes: randomBytes(400), hidden: true });
    await addFile(server, { ...event, batchId: hiddenBatch, bytes: randomBytes(300) });
    const client = guest(server);
    const unlock = await client.post(`/api/public/events/${event.eventId}/unlock`, {
      password: 'tajne',
    });
    expect(unlock.status).toBe(204);
    const plan = await client.get(`/api/public/events/${event.eventId}/downloads`);
    expect(plan.status).toBe(200);
    expect(plan.body.mediaCount).toBe(1);
    expect(plan.body.parts[0].url).toBe(`/api/public/events/${event.eventId}/download.zip`);
    const zip = await fetchBytes(server, client, plan.body.parts[0].url);
    expect(zip.status).toBe(200);
    expect([...(await readZip(zip.bytes)).values()]).toEqual([shown]);
    // The owner gets all three.
    const owner = await signedInOwner(server);
    await giveEventTo(server, event.eventId, owner.userId);
    expect((await owner.client.get(`/api/events/${event.eventId}/downloads`)).body.mediaCount).toBe(
      3,
    );
  });
});
