/**
 * Seeding for the album journeys through the real paths: an owner with a paid premium event
 * (created and paid through the API and the test checkout), photos sent like a guest's phone
 * sends them (a batch, then one tus upload per file with tus-js-client), and a wait until the
 * server has processed them all.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { addDays, localDate } from '../src/shared/domain/time';
import { createOwner } from './owners';

/**
 * A new owner, signed in on `request` (use `page.request` to sign the page's browser in too),
 * with a premium event that is paid and open for uploads today. Returns its id.
 */
export async function ownerWithPremiumEvent(
  request: APIRequestContext,
  baseURL: string,
  options: { name?: string; language?: 'pl' | 'en' } = {},
): Promise<string> {
  const owner = await createOwner(request, baseURL, { language: options.language ?? 'pl' });
  const headers = { origin: baseURL };
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const today = localDate(new Date(), 'Europe/Warsaw');
  const created = await request.post('/api/events', {
    headers,
    data: {
      name: options.name ?? 'Wesele Zosi i Łukasza',
      eventDate: addDays(today, 1),
      activationDate: today,
      type: 'wedding',
      language: options.language ?? 'pl',
      plan: 'premium',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;
  const checkout = await request.post(`/api/events/${eventId}/checkout`, { headers });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { purchase } = (await checkout.json()) as { purchase: { id: string } };
  const pay = await request.post(`/api/payments/test-checkout/${purchase.id}/pay`, {
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return eventId;
}

/** A tiny JPEG whose colour comes from `index`, so every file is different (no dedupe). */
export function tinyJpeg(index: number, size = 24): Promise<Buffer> {
  const background = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53 + 7) % 256 };
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

function tusUpload(baseURL: string, data: Buffer, metadata: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: `${baseURL}/api/uploads`,
      metadata,
      headers: { origin: baseURL },
      uploadSize: data.length,
      chunkSize: Number.POSITIVE_INFINITY,
      retryDelays: [200, 1000, 2000],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

/**
 * Sends `count` photos to the event's default album (or `albumId`) as a guest would: batches
 * of `perBatch` files (the guest page's limit is 20), each file its own tus upload.
 */
export async function seedPhotos(
  baseURL: string,
  eventId: string,
  count: number,
  options: {
    perBatch?: number;
    albumId?: string;
    guestName?: string;
    firstIndex?: number;
    /** A wish in the guestbook with the photos attached (at most 3) instead of an upload. */
    wish?: string;
  } = {},
): Promise<void> {
  const perBatch = options.perBatch ?? 20;
  const first = options.firstIndex ?? 0;
  const clientId = `seed${String(Date.now()).slice(-8)}${Math.random().toString(36).slice(2, 8)}`;
  for (let start = 0; start < count; start += perBatch) {
    const indexes = Array.from(
      { length: Math.min(perBatch, count - start) },
      (_, i) => first + start + i,
    );
    const files = await Promise.all(indexes.map((index) => tinyJpeg(index)));
    const response = await fetch(`${baseURL}/api/public/events/${eventId}/batches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({
        kind: options.wish ? 'guestbook' : 'upload',
        clientId,
        ...(options.wish ? { message: options.wish } : {}),
        guestName: options.guestName ?? 'Ciocia Jadzia',
        ...(options.albumId ? { albumId: options.albumId } : {}),
        files: files.map((file, i) => ({
          name: `zdjęcie-${indexes[i]}.jpg`,
          size: file.length,
          type: 'image/jpeg',
        })),
      }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const { batchId } = (await response.json()) as { batchId: string };
    // A few uploads at a time, like the guest page.
    for (let i = 0; i < files.length; i += 4) {
      await Promise.all(
        files.slice(i, i + 4).map((file, j) =>
          tusUpload(baseURL, file, {
            eventId,
            batchId,
            fileIndex: String(i + j),
            filename: `zdjęcie-${indexes[i + j]}.jpg`,
            filetype: 'image/jpeg',
          }),
        ),
      );
    }
  }
}

/** Waits until the owner's list of the album shows `count` ready items. */
export async function waitForReady(
  request: APIRequestContext,
  eventId: string,
  albumId: string,
  count: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        let ready = 0;
        let cursor: string | null = null;
        do {
          const query = new URLSearchParams({ albumId, limit: '2000' });
          if (cursor) query.set('cursor', cursor);
          const response = await request.get(`/api/events/${eventId}/media?${query}`);
          if (!response.ok()) return -1;
          const page = (await response.json()) as {
            items: { state: string }[];
            nextCursor: string | null;
          };
          ready += page.items.filter((item) => item.state === 'ready').length;
          cursor = page.nextCursor;
        } while (cursor);
        return ready;
      },
      { timeout: 180_000, intervals: [1000, 2000] },
    )
    .toBe(count);
}
