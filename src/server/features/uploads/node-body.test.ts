/**
 * Upload bodies read from Node's request stream: tus' PATCH and creation with upload
 * take the bytes from the Node stream (the web stream is never read), and tus' rules
 * still hold: a body longer than the upload is refused, a request that breaks off keeps
 * what arrived, and the request stream itself is never destroyed by a refused write.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { Server as TusServer } from '@tus/server';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeBody, takeNodeBodies } from './node-body';
import { createFileUploadDatastore } from './upload-datastore';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tusServer() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-node-body-'));
  dirs.push(dir);
  const datastore = createFileUploadDatastore({ directory: dir, expiryMs: 60_000 });
  const server = new TusServer({ path: '/files', datastore: datastore.store });
  takeNodeBodies(server);
  return { dir, server, datastore };
}

/** A Node stream that yields `bytes` in 10 000-byte chunks and counts how much was read. */
function source(bytes: Buffer) {
  let at = 0;
  const stream = new Readable({
    read() {
      if (at >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(at, at + 10_000));
      at += 10_000;
    },
  });
  return stream;
}

async function create(server: TusServer, size: number): Promise<string> {
  const res = await server.handleWeb(
    new Request('http://localhost/files', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(size) },
    }),
  );
  expect(res.status).toBe(201);
  return new URL(res.headers.get('location') ?? '', 'http://localhost').pathname;
}

function patch(server: TusServer, location: string, body: ReadableStream, offset = 0) {
  return server.handleWeb(
    new Request(`http://localhost${location}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

describe('upload bodies from the Node stream', () => {
  it('writes a PATCH from the Node stream, never reading the web stream', async () => {
    const { dir, server, datastore } = tusServer();
    const data = randomBytes(95_000);
    const location = await create(server, data.length);
    const body = nodeBody(source(data));
    const res = await patch(server, location, body);
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(data.length));
    // The web stream was never locked by a reader: the bytes came from the Node stream.
    expect(body.locked).toBe(false);
    const id = path.basename(location);
    expect(readFileSync(path.join(dir, id)).equals(data)).toBe(true);
    expect(datastore.checksums?.(id)?.size).toBe(data.length);
  });

  it('is still an ordinary web stream for anyone else who reads it', async () => {
    const data = randomBytes(25_000);
    const read = Buffer.from(await new Response(nodeBody(source(data))).arrayBuffer());
    expect(read.equals(data)).toBe(true);
  });

  it('refuses a body longer than the upload, without destroying the request stream', async () => {
    const { server } = tusServer();
    const location = await create(server, 30_000);
    // Like a socket: more bytes than declared, and still open.
    const request = new PassThrough();
    request.write(randomBytes(60_000));
    const res = await patch(server, location, nodeBody(request));
    expect(res.status).toBe(413);
    expect(request.destroyed).toBe(false);
    request.destroy();
  });

  it('keeps what arrived when the request breaks off, and the upload continues from there', async () => {
    const { dir, server } = tusServer();
    const data = randomBytes(80_000);
    const location = await create(server, data.length);
    const request = new PassThrough();
    const answer = patch(server, location, nodeBody(request));
    request.write(data.subarray(0, 30_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    const res = await answer;
    expect(res.status).toBeGreaterThanOrEqual(400);
    const id = path.basename(location);
    expect(readFileSync(path.join(dir, id)).length).toBe(30_000);

    const rest = await patch(server, location, nodeBody(source(data.subarray(30_000))), 30_000);
    expect(rest.status).toBe(204);
    expect(readFileSync(path.join(dir, id)).equals(data)).toBe(true);
  });
});
