/**
 * The tus endpoint's protocol edges: every refusal answers the API's JSON
 * error, the extensions advertised are the ones that work (creation with
 * upload does, deferred length and concatenation are refused clearly), and
 * the metadata is read strictly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
import { uploadBatches } from '../../db/schema';
import { mediaStorageKey } from '../media/media-keys';

describe.each(testDatabases)('the tus protocol on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, { mediaProcessor: { enqueue: () => {} } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const tus = { 'Tus-Resumable': '1.0.0' };

  /** A tus creation of the file `metadata` declares, `length` bytes, with its first bytes when given. */
  const createUpload = (metadata: Record<string, string>, length: number, body?: Buffer) =>
    fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(length),
        'Upload-Metadata': encodeMetadata(metadata),
        ...(body ? { 'Content-Type': 'application/offset+octet-stream' } : {}),
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });

  async function expectJsonError(res: Response, status: number, error: string) {
    const text = await res.text();
    expect(res.status, `${res.url}: ${text}`).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error: string; message: string; status: number };
    expect(body).toMatchObject({ error, status });
    expect(body.message).not.toMatch(/^errors\./);
    return body;
  }

  it('answers every protocol mistake with a JSON error and creates nothing', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(5_000);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const encoded = encodeMetadata(metadata);
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/uploads`, { method: 'POST', headers });

    await expectJsonError(
      await post({ 'Upload-Length': String(data.length), 'Upload-Metadata': encoded }),
      412,
      'errors.uploadProtocolUnsupported',
    );
    for (const length of ['abc', '-5', '1.5']) {
      await expectJsonError(
        await post({ ...tus, 'Upload-Length': length, 'Upload-Metadata': encoded }),
        400,
        'errors.badRequest',
      );
    }
    await expectJsonError(
      await post({ ...tus, 'Upload-Length': String(data.length), 'Upload-Metadata': 'a b c,,' }),
      400,
      'errors.badRequest',
    );
    for (const concat of ['partial', `final;${server.url}/api/uploads/a`]) {
      await expectJsonError(
        await post({
          ...tus,
          'Upload-Length': String(data.length),
          'Upload-Metadata': encoded,
          'Upload-Concat': concat,
        }),
        400,
        'errors.uploadFeatureUnsupported',
      );
    }
    await expectJsonError(
      await post({ ...tus, 'Upload-Defer-Length': '1', 'Upload-Metadata': encoded }),
      400,
      'errors.uploadFeatureUnsupported',
    );
    // English when the guest's browser asks for it.
    const english = await expectJsonError(
      await post({ 'Accept-Language': 'en', 'Upload-Length': '1', 'Upload-Metadata': encoded }),
      412,
      'errors.uploadProtocolUnsupported',
    );
    expect(english.message).toMatch(/tus protocol/);

    // A strict file index: only plain decimal.
    for (const fileIndex of ['0x0', ' 0 ', '+0', '00', '1e0', '-0']) {
      const res = await post({
        ...tus,
        'Upload-Length': String(data.length),
        'Upload-Metadata': encodeMetadata({ ...metadata, fileIndex }),
      });
      await expectJsonError(res, 400, 'errors.validation');
    }
    // A file without a name, which the apps never send: an issue in the guest's words too.
    const nameless = await expectJsonError(
      await post({
        ...tus,
        'Upload-Length': String(data.length),
        'Upload-Metadata': encodeMetadata({ ...metadata, filename: '' }),
      }),
      400,
      'errors.validation',
    );
    expect(nameless).toMatchObject({
      data: { issues: [{ path: 'filename', message: 'validation.invalidValue' }] },
    });
    // NUL characters in any metadata text.
    for (const field of ['filename', 'filetype', 'batchId'] as const) {
      const res = await post({
        ...tus,
        'Upload-Length': String(data.length),
        'Upload-Metadata': encodeMetadata({ ...metadata, [field]: `a\u0000b` }),
      });
      expect(res.status, field).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(await mediaRows(server, eventId)).toEqual([]);
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 0 });

    // PATCH mistakes on a real upload: a negative offset, a body that is not tus', no version.
    const created = await post({
      ...tus,
      'Upload-Length': String(data.length),
      'Upload-Metadata': encoded,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', server.url).href;
    const patch = (headers: Record<string, string>) =>
      fetch(url, { method: 'PATCH', headers, body: new Uint8Array(data) });
    await expectJsonError(
      await patch({
        ...tus,
        'Upload-Offset': '-1',
        'Content-Type': 'application/offset+octet-stream',
      }),
      400,
      'errors.badRequest',
    );
    const wrongType = await patch({ ...tus, 'Upload-Offset': '0', 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.headers.get('content-type')).toMatch(/^application\/json/);
    await expectJsonError(
      await patch({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
      412,
      'errors.uploadProtocolUnsupported',
    );
    const head = await fetch(url, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe('0');
  });

  it('advertises only the extensions that work', async () => {
    const res = await fetch(`${server.url}/api/uploads`, { method: 'OPTIONS', headers: tus });
    const extensions = (res.headers.get('tus-extension') ?? '').split(',');
    expect(extensions).toContain('creation');
    expect(extensions).toContain('creation-with-upload');
    expect(extensions).toContain('termination');
    expect(extensions).not.toContain('creation-defer-length');
    expect(extensions).not.toContain('concatenation');
  });

  it('stores a file sent with its creation (creation with upload), and treats the retry as done', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(40_000);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const create = () => createUpload(metadata, data.length, data);
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/\/api\/uploads\//);
    expect(res.headers.get('upload-offset')).toBe(String(data.length));
    const mediaId = res.headers.get('upload-media-id');
    expect(mediaId).toBeTruthy();
    const [row] = await mediaRows(server, eventId);
    expect(row).toMatchObject({ id: mediaId, state: 'processing', size: data.length });
    const stored = path.join(
      server.config.paths.files,
      mediaStorageKey(eventId, mediaId as string, 'original'),
    );
    expect(readFileSync(stored).equals(data)).toBe(true);
    // The same creation again (its answer was lost): the file is stored, 409 `conflict` is "done".
    await expectJsonError(await create(), 409, 'errors.conflict');
    expect(await eventCounts(server, eventId)).toMatchObject({ files: 1 });
  });

  it('continues a creation that carried only the first part of the file', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(60_000);
    const { metadata } = await oneFileBatch(server, eventId, data);
    const first = data.subarray(0, 25_000);
    const res = await createUpload(metadata, data.length, first);
    expect(res.status).toBe(201);
    expect(res.headers.get('upload-offset')).toBe(String(first.length));
    expect(res.headers.get('upload-media-id')).toBeNull();
    const url = new URL(res.headers.get('location') ?? '', server.url).href;
    const rest = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...tus,
        'Upload-Offset': String(first.length),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(data.subarray(first.length)),
    });
    expect(rest.status).toBe(204);
    const mediaId = rest.headers.get('upload-media-id');
    const stored = path.join(
      server.config.paths.files,
      mediaStorageKey(eventId, mediaId as string, 'original'),
    );
    expect(readFileSync(stored).equals(data)).toBe(true);
  });

  it('creates a file once when its creations race, and the last one finishes it', async () => {
    const { eventId, albumId } = await seedEvent(server);
    const data = jpeg(30_000);
    const { batchId, metadata } = await oneFileBatch(server, eventId, data);
    // The guest's phone sent its creation again and again (answers lost on the way back).
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => createUpload(metadata, data.length)),
    );
    // One creation holds the file; the others answer 201 (taking it over) or 4xx (lost the race).
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(201);
    expect(statuses.filter((status) => status !== 201 && (status < 400 || status >= 500))).toEqual(
      [],
    );
    const rows = await mediaRows(server, eventId);
    expect(rows).toHaveLength(1);
    expect(await eventCounts(server, eventId)).toMatchObject({
      files: 1,
      albums: { [albumId]: 1 },
    });
    const [batch] = await server.database.db
      .select({ files: uploadBatches.filesCount })
      .from(uploadBatches)
      .where(eq(uploadBatches.id, batchId));
    expect(batch?.files).toBe(1);
    const current = answers.find((res) =>
      res.headers.get('location')?.endsWith(`/${rows[0]?.uploadId}`),
    );
    const url = new URL(current?.headers.get('location') ?? '', server.url).href;
    const sent = await fetch(url, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(data),
    });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-media-id')).toBe(rows[0]?.id);
  });
});
