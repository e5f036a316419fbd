/**
 * The guestbook export against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL),
 * real local storage and the real PDF worker: exact Polish text read back with `pdftotext`,
 * embedded photos counted with `pdfimages`, A4 and A5, page counts, the cache, the guest audience
 * and the text file. Tools missing locally skip with a reason; under CI=true they must be there.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../../../test/db';
import { type SeededEvent, seedEvent } from '../../../test/media';
import { hasTool } from '../../../test/tools';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { Database, DatabaseHandle } from '../../db/client';
import { events, media, uploadBatches } from '../../db/schema';
import { mediaStorageKey } from '../media/media-keys';
import { createGuestbookRepository } from './guestbook.repository';
import { createGuestbookExport, guestbookExportsPrefix } from './guestbook-export';
import { createPdfRenderer } from './pdf-renderer';

const run = promisify(execFile);

const poppler = (await hasTool('pdftotext')) && (await hasTool('pdfimages'));

const id = () => randomBytes(12).toString('base64url');

async function pdfText(dir: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, `${id()}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

async function pdfPages(dir: string, bytes: Buffer): Promise<number> {
  const file = path.join(dir, `${id()}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
}

async function pdfImageCount(dir: string, bytes: Buffer): Promise<number> {
  const file = path.join(dir, `${id()}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length;
}

async function addEntry(
  db: Database,
  seeded: SeededEvent,
  values: {
    name: string;
    message?: string | null;
    at: string;
    hidden?: boolean;
    kind?: 'guestbook' | 'voice';
    albumId?: string;
  },
): Promise<string> {
  const batchId = id();
  await db.insert(uploadBatches).values({
    id: batchId,
    eventId: seeded.eventId,
    albumId: values.albumId ?? seeded.albumId,
    kind: values.kind ?? 'guestbook',
    guestName: values.name,
    message: values.message ?? null,
    hidden: values.hidden ?? false,
    createdAt: new Date(values.at),
  });
  return batchId;
}

/** A ready photo of a batch with its `large` derivative stored (WebP, as processing stores it). */
async function addPhoto(
  db: Database,
  storage: LocalStorage,
  seeded: SeededEvent,
  batchId: string,
  options: { hidden?: boolean; color?: string; kind?: 'photo' | 'video' | 'audio' } = {},
) {
  const mediaId = id();
  const kind = options.kind ?? 'photo';
  const original = Buffer.from(randomBytes(64));
  const stored = await storage.put(mediaStorageKey(seeded.eventId, mediaId, 'original'), original);
  if (kind !== 'audio') {
    const webp = await sharp({
      create: { width: 800, height: 600, channels: 3, background: options.color ?? '#c08060' },
    })
      .webp()
      .toBuffer();
    await storage.put(
      mediaStorageKey(seeded.eventId, mediaId, kind === 'photo' ? 'large' : 'poster'),
      webp,
    );
  }
  await db.insert(media).values({
    id: mediaId,
    eventId: seeded.eventId,
    albumId: seeded.albumId,
    batchId,
    kind,
    storageKey: mediaStorageKey(seeded.eventId, mediaId, 'original'),
    size: stored.size,
    crc32: stored.crc32,
    mime: kind === 'audio' ? 'audio/webm' : kind === 'video' ? 'video/mp4' : 'image/jpeg',
    state: 'ready',
    hidden: options.hidden ?? false,
    durationMs: kind === 'audio' ? 42_400 : null,
  });
  return mediaId;
}

describe.each(testDatabases)('guestbook export on $kind', (testDatabase: TestDatabase) => {
  let database: DatabaseHandle;
  let dir: string;
  let storage: LocalStorage;
  const renderer = createPdfRenderer();
  let exporter: ReturnType<typeof createGuestbookExport>;

  beforeAll(async () => {
    database = await testDatabase.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-guestbook-'));
    storage = new LocalStorage(path.join(dir, 'storage'));
    exporter = createGuestbookExport({
      repository: createGuestbookRepository(database.db),
      storage,
      renderer,
    });
  });
  afterAll(async () => {
    await renderer.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function polishEvent() {
    const seeded = await seedEvent(database.db);
    await database.db
      .update(events)
      .set({ name: 'Wesele Zosi i Jędrka', eventDate: '2026-06-20', language: 'pl' })
      .where(eq(events.id, seeded.eventId));
    const first = await addEntry(database.db, seeded, {
      name: 'Łukasz Żółkiewski',
      message: 'Zażółć gęślą jaźń',
      at: '2026-06-20T18:05:00Z',
    });
    await addPhoto(database.db, storage, seeded, first);
    await addPhoto(database.db, storage, seeded, first, { color: '#406080' });
    await addPhoto(database.db, storage, seeded, first, { kind: 'video' });
    await addPhoto(database.db, storage, seeded, first, { color: '#208020' });
    const voice = await addEntry(database.db, seeded, {
      name: 'Grzegorz Brzęczyszczykiewicz',
      message: 'Sto lat, młoda paro!',
      at: '2026-06-20T19:30:00Z',
      kind: 'voice',
    });
    await addPhoto(database.db, storage, seeded, voice, { kind: 'audio' });
    const hidden = await addEntry(database.db, seeded, {
      name: 'Ukryta Ćma',
      message: 'Tylko dla pary młodej',
      at: '2026-06-20T20:00:00Z',
      hidden: true,
    });
    await addPhoto(database.db, storage, seeded, hidden);
    return seeded;
  }

  it('writes the text file: BOM, oldest first, names, messages, times in the event zone', async () => {
    const seeded = await polishEvent();
    const owner = await exporter.text(seeded.eventId, { audience: 'owner' });
    expect(owner).not.toBeNull();
    const text = owner?.bytes.toString('utf8') ?? '';
    expect(text.startsWith('\uFEFFKsięga gości – Wesele Zosi i Jędrka')).toBe(true);
    expect(text).toContain('20 czerwca 2026');
    // 18:05 UTC is 20:05 in Warsaw (summer time).
    expect(text).toContain('Łukasz Żółkiewski · 20 czerwca 2026 20:05');
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('(Wiadomość głosowa, 0:42)');
    expect(text.indexOf('Łukasz')).toBeLessThan(text.indexOf('Grzegorz'));
    expect(text).toContain('Ukryta Ćma');
    expect(owner?.crc32).toBe(crc32(owner?.bytes as Buffer));
    expect(owner?.modifiedAt.toISOString()).toBe('2026-06-20T20:00:00.000Z');

    const guest = await exporter.text(seeded.eventId, { audience: 'guest' });
    const guestText = guest?.bytes.toString('utf8') ?? '';
    expect(guestText).toContain('Grzegorz Brzęczyszczykiewicz');
    expect(guestText).not.toContain('Ukryta');
    expect(guest?.modifiedAt.toISOString()).toBe('2026-06-20T19:30:00.000Z');
  });

  it("cleans the PDF's file name like the ZIP's: no separators, control characters or overlength", async () => {
    const seeded = await polishEvent();
    await database.db
      .update(events)
      .set({ name: `Wesele A/B: "C"\u0007 ${'ż'.repeat(200)}` })
      .where(eq(events.id, seeded.eventId));
    const pdf = await exporter.renderPdf(seeded.eventId, { size: 'a5', audience: 'owner' });
    const name = pdf?.fileName ?? '';
    expect(name.startsWith('Księga gości - Wesele A_B_ _C_ żżż')).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
    expect(name).not.toMatch(/[\u0000-\u001f/\\:"]/);
    expect(Buffer.byteLength(`${name}.pdf`)).toBeLessThanOrEqual(150);
  });

  it('returns null without entries, and for guests while the guestbook is hidden from them', async () => {
    const empty = await seedEvent(database.db);
    expect(await exporter.text(empty.eventId, { audience: 'owner' })).toBeNull();
    expect(await exporter.pdf(empty.eventId, { audience: 'owner' })).toBeNull();
    // Nothing rendered nor cached for an empty guestbook.
    const cached: string[] = [];
    for await (const object of storage.list(guestbookExportsPrefix(empty.eventId))) {
      cached.push(object.key);
    }
    expect(cached).toEqual([]);

    const seeded = await polishEvent();
    const [row] = await database.db.select().from(events).where(eq(events.id, seeded.eventId));
    await database.db
      .update(events)
      .set({ settings: { ...(row?.settings as object), guestbookVisible: false } as never })
      .where(eq(events.id, seeded.eventId));
    expect(await exporter.text(seeded.eventId, { audience: 'guest' })).toBeNull();
    expect(await exporter.pdf(seeded.eventId, { audience: 'guest' })).toBeNull();
    expect(await exporter.text(seeded.eventId, { audience: 'owner' })).not.toBeNull();
  });

  it('limits to one album', async () => {
    const seeded = await polishEvent();
    const other = await exporter.text(seeded.eventId, { audience: 'owner', albumId: 'nope' });
    expect(other).toBeNull();
    const same = await exporter.text(seeded.eventId, {
      audience: 'owner',
      albumId: seeded.albumId,
    });
    expect(same?.bytes.toString('utf8')).toContain('Łukasz Żółkiewski');
  });

  it.skipIf(!poppler)(
    'renders the PDF in a worker with the exact Polish text and the photos, A4 and A5',
    async () => {
      const seeded = await polishEvent();
      // The main event loop keeps turning while the worker renders.
      let ticks = 0;
      let spinning = true;
      const spin = () => {
        ticks++;
        if (spinning) setImmediate(spin);
      };
      setImmediate(spin);
      const a4 = await exporter.renderPdf(seeded.eventId, { size: 'a4', audience: 'owner' });
      spinning = false;
      expect(ticks).toBeGreaterThan(1);
      expect(renderer.threadId()).not.toBeNull();
      expect(renderer.threadId()).not.toBe(0);
      expect(a4?.fileName).toBe('Księga gości - Wesele Zosi i Jędrka');
      const bytes = a4?.bytes as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await pdfText(dir, bytes);
      for (const expected of [
        'Księga gości',
        'Wesele Zosi i Jędrka',
        '20 czerwca 2026',
        'Łukasz Żółkiewski',
        'Zażółć gęślą jaźń',
        'Grzegorz Brzęczyszczykiewicz',
        'Wiadomość głosowa, 0:42',
        'Sto lat, młoda paro!',
        'Ukryta Ćma',
        'Strona 1 z 1',
      ]) {
        expect(text).toContain(expected);
      }
      // Three of the first entry's four pictures (the video's poster among them) and the hidden one's.
      expect(await pdfImageCount(dir, bytes)).toBe(4);

      const a5 = await exporter.renderPdf(seeded.eventId, { size: 'a5', audience: 'owner' });
      const a5Text = await pdfText(dir, a5?.bytes as Buffer);
      expect(a5Text).toContain('Grzegorz Brzęczyszczykiewicz');
      expect(a5Text).toContain('Zażółć gęślą jaźń');
      const info = await run('pdfinfo', [
        (() => {
          const file = path.join(dir, 'a5.pdf');
          writeFileSync(file, a5?.bytes as Buffer);
          return file;
        })(),
      ]);
      // A5 is 420 × 595 points.
      expect(info.stdout).toMatch(/Page size:\s+419\.\d+ x 595\.\d+ pts/);

      const guest = await exporter.pdf(seeded.eventId, { audience: 'guest' });
      const guestText = await pdfText(dir, guest?.bytes as Buffer);
      expect(guestText).toContain('Łukasz Żółkiewski');
      expect(guestText).not.toContain('Ukryta');
      expect(await pdfImageCount(dir, guest?.bytes as Buffer)).toBe(3);
    },
  );

  it.skipIf(!poppler)(
    'serves the cached bytes again, renders identical bytes after the cache is gone, and renders anew when an entry changes',
    async () => {
      const seeded = await polishEvent();
      const first = await exporter.pdf(seeded.eventId, { audience: 'owner' });
      const cached: string[] = [];
      for await (const object of storage.list(guestbookExportsPrefix(seeded.eventId))) {
        cached.push(object.key);
      }
      expect(cached).toHaveLength(1);
      const again = await exporter.pdf(seeded.eventId, { audience: 'owner' });
      expect(again?.bytes.equals(first?.bytes as Buffer)).toBe(true);
      expect(again?.crc32).toBe(first?.crc32);

      await storage.deleteByPrefix(guestbookExportsPrefix(seeded.eventId));
      const rendered = await exporter.pdf(seeded.eventId, { audience: 'owner' });
      expect(rendered?.bytes.equals(first?.bytes as Buffer)).toBe(true);

      await addEntry(database.db, seeded, {
        name: 'Zenon Źdźbło',
        message: 'Nowy wpis',
        at: '2026-06-21T08:00:00Z',
      });
      const changed = await exporter.pdf(seeded.eventId, { audience: 'owner' });
      expect(changed?.bytes.equals(first?.bytes as Buffer)).toBe(false);
      expect(await pdfText(dir, changed?.bytes as Buffer)).toContain('Zenon Źdźbło');
      expect(changed?.modifiedAt.toISOString()).toBe('2026-06-21T08:00:00.000Z');
    },
  );

  it.skipIf(!poppler)('lays 60 entries out over a sensible number of pages', async () => {
    const seeded = await seedEvent(database.db);
    for (let i = 0; i < 60; i++) {
      await addEntry(database.db, seeded, {
        name: `Gość ${i + 1} Żółtowski`,
        message:
          i % 3 === 0
            ? 'Kochani, życzymy Wam wszystkiego najlepszego na nowej drodze życia! '.repeat(4)
            : `Wszystkiego dobrego! Wpis numer ${i + 1}.`,
        at: new Date(Date.UTC(2026, 5, 20, 16, i)).toISOString(),
      });
    }
    const a4 = await exporter.renderPdf(seeded.eventId, { size: 'a4', audience: 'owner' });
    const a4Pages = await pdfPages(dir, a4?.bytes as Buffer);
    expect(a4Pages).toBeGreaterThanOrEqual(4);
    expect(a4Pages).toBeLessThanOrEqual(10);
    const a5 = await exporter.renderPdf(seeded.eventId, { size: 'a5', audience: 'owner' });
    const a5Pages = await pdfPages(dir, a5?.bytes as Buffer);
    expect(a5Pages).toBeGreaterThan(a4Pages);
    expect(a5Pages).toBeLessThanOrEqual(24);
    const text = await pdfText(dir, a4?.bytes as Buffer);
    expect(text).toContain('Gość 60 Żółtowski');
    expect(text).toContain(`Strona ${a4Pages} z ${a4Pages}`);
  });

  it.skipIf(!poppler)(
    'says there are no entries yet when the owner asks for an empty guestbook',
    async () => {
      const seeded = await seedEvent(database.db);
      const empty = await exporter.renderPdf(seeded.eventId, { size: 'a4', audience: 'owner' });
      expect(empty?.entries).toBe(0);
      expect(await pdfText(dir, empty?.bytes as Buffer)).toContain('Nie ma jeszcze wpisów');
    },
  );
});
