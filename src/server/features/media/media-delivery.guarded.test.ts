/**
 * What `/media` gives away: a guest gets only what their page shows them
 * (nothing of a hidden gallery, a guestbook's photos while the guestbook is
 * shown), the owner everything; every original keeps the sandbox CSP and is
 * named by its real type, and anything a browser could open as a document
 * is only downloaded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addItem, ownedEvent } from '../../../test/gallery';
import { jpeg } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { events, media } from '../../db/schema';
import { mediaSitePath } from './media-keys';

describe.each(testDatabases)('/media for guests and owners on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  const fetchMedia = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {});

  it("serves a hidden gallery's files to the owner only, and a shown guestbook's photos to guests", async () => {
    const owner = await signedInOwner(server);
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const seeded = await ownedEvent(server, owner.userId);
    const photo = await addItem(server, seeded, await addBatch(server, seeded));
    const wishPhoto = await addItem(
      server,
      seeded,
      await addBatch(server, seeded, { kind: 'guestbook', message: 'Sto lat!' }),
    );
    const photoPath = mediaSitePath(seeded.eventId, photo, 'thumb');
    const wishPath = mediaSitePath(seeded.eventId, wishPhoto, 'thumb');
    const setSettings = async (settings: Record<string, boolean>) => {
      const [row] = await server.database.db
        .select({ settings: events.settings })
        .from(events)
        .where(eq(events.id, seeded.eventId));
      await server.database.db
        .update(events)
        .set({ settings: { ...(row?.settings as object), ...settings } as never })
        .where(eq(events.id, seeded.eventId));
    };

    // Both shown: guests see both.
    expect((await fetchMedia(photoPath)).status).toBe(200);
    expect((await fetchMedia(wishPath)).status).toBe(200);

    // The gallery hidden: no guest gets its files by id; the guestbook's photos still show.
    await setSettings({ guestGalleryVisible: false });
    for (const variant of ['thumb', 'large', 'original'] as const) {
      const res = await fetchMedia(mediaSitePath(seeded.eventId, photo, variant));
      expect(res.status, variant).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
    expect((await fetchMedia(wishPath)).status).toBe(200);
    expect((await fetchMedia(photoPath, cookie)).status).toBe(200);

    // The guestbook hidden as well: nothing for guests, everything for the owner.
    await setSettings({ guestbookVisible: false });
    expect((await fetchMedia(wishPath)).status).toBe(404);
    expect((await fetchMedia(wishPath, cookie)).status).toBe(200);

    // Both shown again: the gallery's files are back for guests.
    await setSettings({ guestbookVisible: true, guestGalleryVisible: true });
    expect((await fetchMedia(photoPath)).status).toBe(200);
  });

  it('keeps the sandbox CSP and names each original by its real type', async () => {
    const owner = await signedInOwner(server);
    const seeded = await ownedEvent(server, owner.userId);
    const batch = await addBatch(server, seeded);
    const disguised = await addItem(server, seeded, batch, {
      bytes: jpeg(4_000),
      originalName: 'x.html',
    });
    const res = await fetchMedia(mediaSitePath(seeded.eventId, disguised, 'original'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="x.jpg"; filename*=UTF-8''x.jpg`,
    );
    const thumb = await fetchMedia(mediaSitePath(seeded.eventId, disguised, 'thumb'));
    expect(thumb.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    // A stored type a browser could render as a document is only ever downloaded.
    const document = await addItem(server, seeded, batch, { originalName: 'rysunek.svg' });
    await server.database.db
      .update(media)
      .set({ mime: 'image/svg+xml' })
      .where(eq(media.id, document));
    const svg = await fetchMedia(mediaSitePath(seeded.eventId, document, 'original'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment; filename="rysunek\.bin"/);
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    // The site's pages keep the site's policy.
    const page = await fetch(`${server.url}/api/health`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
