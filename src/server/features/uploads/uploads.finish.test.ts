/**
 * Finishing an upload exactly once: an upload whose bytes all arrived but
 * that was never finished (the process died in between) is finished by the
 * HEAD that finds it complete, by an empty PATCH at its end, or by the
 * start-up sweep; two uploads of the same file of a batch at once end with
 * one stored file, one count and no 5xx ("already being sent" while the
 * other is sending).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import {
  encodeMetadata,
  eventCounts,
  jpeg,
  mediaRows,
  oneFileBatch,
  seedEvent,
} from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { mediaStorageKey } from '../media/media-keys';

const tus = { 'Tus-Resumable': '1.0.0' };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDatabases)('finishing uploads on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, { mediaProcessor: { enqueue: () => {} } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function create(metadata: Record<string, string>, size: number) {
    return fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(size),
        'Upload-Metadata': encodeMetadata(metadata),
      },
    });
  }

  /** An upload whose every byte is stored but which was never finished (the crash window). */
  async function completeButUnfinished(data: Buffer) {
    const { eventId } = await seedEvent(server);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const created = await create(metadata, data.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const uploadId = location.split('/').pop() as string;
    await server.guests.datastore.store.write(Readable.from([data]), uploadId, 0);
    const [row] = await mediaRows(server, eventId);
    expect(row?.state).toBe('uploading');
    return { eventId, url: new URL(location, server.url).href, uploadId };
  }

  async function expectStoredOnce(eventId: string, data: Buffer) {
    const rows = await mediaRows(server, eventId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.state).toBe('processing');
    expect(row?.sha256).toBe(sha256(data));
    const file = path.join(
      server.config.paths.files,
      mediaStorageKey(eventId, row?.id as string, 'original'),
    );
    expect(readFileSync(file).equals(data)).toBe(true);
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
    return row?.id as string;
  }

  it('finishes on the HEAD that finds every byte there', async () => {
    const data = jpeg(30_000);
    const { eventId, url } = await completeButUnfinished(data);
    const head = await fetch(url, { method: 'HEAD', headers: tus });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(data.length));
    const mediaId = await expectStoredOnce(eventId, data);
    expect(head.headers.get('upload-media-id')).toBe(mediaId);
    // Asked again: nothing more happens.
    const again = await fetch(url, { method: 'HEAD', headers: tus });
    expect(again.status).toBe(404);
    await expectStoredOnce(eventId, data);
  });

  it('finishes on an empty PATCH at the end', async () => {
    const data = jpeg(30_000);
    const { eventId, url } = await completeButUnfinished(data);
    const res = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tus,
        'Upload-Offset': String(data.length),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(0),
    });
    expect(res.status, await res.clone().text()).toBe(204);
    const mediaId = await expectStoredOnce(eventId, data);
    expect(res.headers.get('upload-media-id')).toBe(mediaId);
  });

  it('finishes in the start-up sweep, and leaves unfinished uploads alone', async () => {
    const data = jpeg(30_000);
    const { eventId } = await completeButUnfinished(data);
    const partial = jpeg(40_000);
    const other = await seedEvent(server);
    const { metadata } = await oneFileBatch(server, other.eventId, partial);
    const created = await create(metadata, partial.length);
    const partialId = (created.headers.get('location') as string).split('/').pop() as string;
    await server.guests.datastore.store.write(
      Readable.from([partial.subarray(0, 1000)]),
      partialId,
      0,
    );
    expect(await server.guests.uploads.finishCompleteUploads()).toBeGreaterThanOrEqual(1);
    await expectStoredOnce(eventId, data);
    const [waiting] = await mediaRows(server, other.eventId);
    expect(waiting?.state).toBe('uploading');
    expect(await server.guests.uploads.finishCompleteUploads()).toBe(0);
  });

  it('ends two uploads of the same file at once with one stored file and no 5xx', async () => {
    const data = jpeg(200_000);
    const { eventId } = await seedEvent(server);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const created = await create(metadata, data.length);
        statuses.push(created.status);
        if (created.status !== 201) return;
        const url = new URL(created.headers.get('location') as string, server.url).href;
        const sent = await fetch(url, {
          method: 'PATCH',
          headers: {
            ...tus,
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(data),
        });
        statuses.push(sent.status);
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses).toContain(204);
    await expectStoredOnce(eventId, data);
    // Sent once more: stored already (409 `conflict` is "done" to the client).
    const retry = await create(metadata, data.length);
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ error: 'errors.conflict' });
  });

  it('answers "already being sent" while the other upload of the file is sending', async () => {
    const data = jpeg(120_000);
    const { eventId } = await seedEvent(server);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const first = await create(metadata, data.length);
    const url = new URL(first.headers.get('location') as string, server.url).href;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sentHalf = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHalf) {
          sentHalf = true;
          controller.enqueue(new Uint8Array(data.subarray(0, 60_000)));
          return;
        }
        await held;
        controller.enqueue(new Uint8Array(data.subarray(60_000)));
        controller.close();
      },
    });
    const sending = fetch(url, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect
      .poll(async () => await server.guests.locker.isLocked(url.split('/').pop() as string), {
        timeout: 10_000,
      })
      .toBe(true);
    const second = await create(metadata, data.length);
    expect(second.status).toBe(409);
    const refusal = (await second.json()) as { error: string; message: string };
    expect(refusal.error).toBe('errors.alreadyBeingSent');
    expect(refusal.message).toMatch(/wysyłany/);
    release();
    expect((await sending).status).toBe(204);
    await expectStoredOnce(eventId, data);
  });
});
