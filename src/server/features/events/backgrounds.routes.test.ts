import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../shared/domain/time';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { pngBytes } from '../../../test/owner-routes';
import { startTestServer, type TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';

describe.each(testDatabases)('guest-page background images on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  function put(client: HttpClient, path: string, body: Uint8Array, contentType: string) {
    return fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: {
        'content-type': contentType,
        origin: server.config.baseUrl,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new Uint8Array(body),
    });
  }

  it('stores a PNG checked by content, serves it publicly and removes it', async () => {
    const owner = await signedInOwner(server);
    const created = await owner.client.post('/api/events', {
      name: 'Wesele',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    const eventId = created.body.event.id;
    const url = `/api/events/${eventId}/backgrounds/mobile`;
    const storage = createStorage(server.config);
    const key = `events/${eventId}/style/background-mobile`;

    const text = await put(
      owner.client,
      url,
      Buffer.from('just some text, not an image'),
      'image/png',
    );
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe('errors.invalidFileType');
    const declared = await put(owner.client, url, pngBytes(4), 'text/plain');
    expect(declared.status).toBe(415);
    const empty = await put(owner.client, url, new Uint8Array(0), 'image/png');
    expect(empty.status).toBe(400);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    pngBytes(4).copy(big);
    const tooLarge = await put(owner.client, url, big, 'image/png');
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe('errors.payloadTooLarge');
    // Without a Content-Length the byte counter stops the upload.
    const chunked = await fetch(`${server.url}${url}`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        origin: server.config.baseUrl,
        cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: new ReadableStream({
        start(controller) {
          // 10 MB and one byte: the counter trips on the last chunk.
          for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(1024 * 1024));
          controller.enqueue(new Uint8Array(1));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await storage.exists(key)).toBe(false);
    expect((await owner.client.get(`/api/events/${eventId}`)).body.event.style).toEqual({});

    const stored = await put(owner.client, url, pngBytes(4), 'image/png');
    expect(stored.status).toBe(200);
    const style = (await stored.json()).event.style;
    expect(style.backgroundImages.mobile).toMatch(
      new RegExp(`^/media/${eventId}/style/background-mobile\\?v=\\d+$`),
    );
    expect(await storage.exists(key)).toBe(true);

    // Changing the style keeps the uploaded images.
    const patched = await owner.client.request('PATCH', `/api/events/${eventId}`, {
      style: { backgroundColor: '#000000' },
    });
    expect(patched.body.event.style).toEqual({
      backgroundColor: '#000000',
      backgroundImages: { mobile: style.backgroundImages.mobile },
    });

    const media = await fetch(`${server.url}${style.backgroundImages.mobile}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await media.arrayBuffer()).equals(pngBytes(4))).toBe(true);
    expect((await fetch(`${server.url}/media/${eventId}/style/background-desktop`)).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/media/${eventId}/style/other`)).status).toBe(404);

    const removed = await owner.client.request('DELETE', url);
    expect(removed.status).toBe(200);
    expect(removed.body.event.style).toEqual({ backgroundColor: '#000000' });
    expect(await storage.exists(key)).toBe(false);
    expect((await fetch(`${server.url}${style.backgroundImages.mobile}`)).status).toBe(404);

    const wrongVariant = await put(
      owner.client,
      `/api/events/${eventId}/backgrounds/tablet`,
      pngBytes(4),
      'image/png',
    );
    expect(wrongVariant.status).toBe(400);
  });
});
