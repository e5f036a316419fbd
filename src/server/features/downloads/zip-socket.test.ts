/**
 * The ZIP written straight to Node's response: the same bytes as the streamed archive, whole
 * and in ranges, with files larger than the reused buffers together; the headers the app's
 * middleware adds after the route still go out; stored files are read from their local path
 * (the streaming `get` is never called); a file that changed cuts the connection.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { Storage } from '../../adapters/storage/storage';
import { layoutZip, type ZipEntryInput, type ZipLayout, zipRangeStream } from './zip-layout';
import { zipRangeSocketBody } from './zip-socket';

const root = mkdtempSync(path.join(os.tmpdir(), 'momenty-zip-socket-'));
const local = new LocalStorage(root);
// Only local paths: a body that used the streaming `get` would fail.
const pathsOnly: Storage = Object.create(local, {
  get: {
    value: () => {
      throw new Error('read through get');
    },
  },
});

let layout: ZipLayout;
let url = '';
const errors: unknown[] = [];
let close: () => void = () => {};

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  const files = [randomBytes(6_500_000), randomBytes(1_000), randomBytes(2_300_000)];
  const entries: ZipEntryInput[] = [];
  for (const [i, bytes] of files.entries()) {
    await local.put(`events/e/originals/m${i}`, bytes);
    entries.push({
      path: `Album/${i}.jpg`,
      size: bytes.length,
      crc32: crc32(bytes),
      mtime: new Date(Date.UTC(2026, 5, 20)),
      source: { kind: 'stored', key: `events/e/originals/m${i}` },
    });
  }
  const wishes = Buffer.from('Sto lat!\n');
  entries.push({
    path: 'wishes.txt',
    size: wishes.length,
    crc32: crc32(wishes),
    mtime: new Date(Date.UTC(2026, 5, 20)),
    source: { kind: 'bytes', bytes: wishes },
  });
  layout = layoutZip(entries);

  const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-added-after', 'yes');
  });
  app.get('/zip', (c) => {
    const [start, end] = (c.req.query('range') ?? `0-${layout.size - 1}`).split('-').map(Number);
    const span = { start: start as number, end: end as number };
    const body = zipRangeSocketBody(layout, pathsOnly, span, c.env.outgoing, {
      onError: (error) => errors.push(error),
    });
    return new Response(body, {
      headers: { 'content-length': String(span.end - span.start + 1) },
    });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/zip`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

describe('the ZIP written to the socket', () => {
  it('sends the same bytes as the streamed archive, whole and in ranges, with the app’s headers', async () => {
    const whole = await bytesOf(
      zipRangeStream(layout, local, { start: 0, end: layout.size - 1 }) as AsyncIterable<Buffer>,
    );
    const res = await fetch(url);
    expect(res.headers.get('x-added-after')).toBe('yes');
    expect(Buffer.from(await res.arrayBuffer()).equals(whole)).toBe(true);
    for (const [start, end] of [
      [0, 99],
      [1_000_000, 7_600_000],
      [layout.size - 500, layout.size - 1],
    ] as const) {
      const part = await fetch(`${url}?range=${start}-${end}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(start, end + 1))).toBe(
        true,
      );
    }
    expect(errors).toEqual([]);
  });

  it('cuts the connection when a stored file changed', async () => {
    truncateSync(path.join(root, 'events/e/originals/m2'), 1_000);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(String(errors.at(-1))).toMatch(/m2 holds 1000 bytes/);
  });
});
