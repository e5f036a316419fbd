/**
 * The app on a bucket: what the features read from storage works the same
 * from S3. The owner's ZIP (a large original, the guestbook
 * PDF, ranges that resume a broken download) and the owner's redirect to a
 * hidden item, which guests never get.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { addBatch, addFile, fetchBytes, giveEventTo, readZip } from '../../../test/downloads';
import { seedEvent } from '../../../test/guest';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { startTestServer, type TestServer } from '../../../test/server';
import { mediaSitePath } from '../../features/media/media-keys';

describe.each(testDatabases)('the app on an S3 bucket, on $kind', (testDatabase) => {
  let s3: TestS3;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer(testDatabase, {
      env: { ...s3.env, S3_PART_SIZE_MB: '5', MEDIA_DELIVERY: 'redirect' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('streams the ZIP (with the guestbook PDF) from the bucket, whole and by ranges', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batchId = await addBatch(server, { ...event, guestName: 'Ania' });
    await addBatch(server, {
      ...event,
      kind: 'guestbook',
      guestName: 'Zażółć Gęślą',
      message: 'Wszystkiego najlepszego!',
    });
    const big = randomBytes(12 * 1024 * 1024);
    const small = randomBytes(3000);
    await addFile(server, { ...event, batchId, kind: 'video', bytes: big, mime: 'video/mp4' });
    await addFile(server, { ...event, batchId, bytes: small, withoutCrc: true });

    const plan = await owner.client.get(`/api/events/${event.eventId}/downloads`);
    expect(plan.status).toBe(200);
    const [part] = plan.body.parts;
    const zip = await fetchBytes(server, owner.client, part.url);
    expect(zip.status).toBe(200);
    expect(zip.bytes.length).toBe(part.size);
    const files = await readZip(zip.bytes);
    const contents = [...files.values()];
    expect(contents.some((bytes) => bytes.equals(big))).toBe(true);
    expect(contents.some((bytes) => bytes.equals(small))).toBe(true);
    const pdf = [...files.entries()].find(([name]) => name.endsWith('.pdf'))?.[1];
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');

    // A download resumed in the middle of the big file, and one across its end.
    for (const [start, end] of [
      [5_000_000, 5_100_000],
      [part.size - 2_000_000, part.size - 1],
    ] as const) {
      const ranged = await fetchBytes(server, owner.client, part.url, {
        Range: `bytes=${start}-${end}`,
        'If-Range': zip.headers.get('etag') ?? '',
      });
      expect(ranged.status).toBe(206);
      expect(ranged.bytes.equals(zip.bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('redirects the owner to a hidden item in the bucket; guests get 404', async () => {
    const owner = await signedInOwner(server);
    const event = await seedEvent(server);
    await giveEventTo(server, event.eventId, owner.userId);
    const batchId = await addBatch(server, { ...event });
    const bytes = randomBytes(5000);
    const mediaId = await addFile(server, { ...event, batchId, bytes, hidden: true });
    const path = mediaSitePath(event.eventId, mediaId, 'original');

    const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const asOwner = await fetch(`${server.url}${path}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(asOwner.status).toBe(302);
    const fromBucket = await fetch(asOwner.headers.get('location') ?? '');
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(bytes)).toBe(true);

    const asGuest = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(asGuest.status).toBe(404);
  });
});
