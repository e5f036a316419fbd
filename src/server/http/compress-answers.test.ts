import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as raw } from '../../test/raw-http';
import { compressAnswers } from './compress-answers';

/** A JSON answer of about `count` × 40 bytes, as the API's lists are. */
function items(count: number) {
  return {
    items: Array.from({ length: count }, (_, i) => ({ id: `item-${i}`, name: `Zdjęcie ${i}` })),
  };
}

describe('compressAnswers', () => {
  let server: ServerType;
  let base: string;
  /** Set when the event stream's first event has reached the client. */
  let streamed: () => void = () => {};

  beforeAll(async () => {
    const app = new Hono()
      .use('*', compressAnswers({ types: /^application\/json\b/ }))
      .get('/small', (c) => c.json({ ok: true }))
      .get('/large', (c) => c.json(items(200)))
      .get('/missing', (c) => c.json({ error: 'notFound', ...items(100) }, 404))
      .get('/cookie', (c) => {
        c.header('Set-Cookie', 'a=1; Path=/', { append: true });
        c.header('Set-Cookie', 'b=2; Path=/', { append: true });
        c.header('Vary', 'Cookie');
        return c.json(items(100));
      })
      .get('/text', (c) => c.text('x'.repeat(5000)))
      .get('/events', (c) =>
        streamSSE(c, async (stream) => {
          await stream.writeSSE({ data: JSON.stringify(items(100)) });
          // Held open until the client has read the first event: a buffered stream never ends.
          await new Promise<void>((resolve) => {
            streamed = resolve;
          });
        }),
      );
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends an answer under the threshold as it is, with its length, whatever the client takes', async () => {
    const res = await raw(`${base}/small`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('compresses a larger answer in gzip when the client takes it, else not at all', async () => {
    const expected = items(200);
    const gz = await raw(`${base}/large`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
    expect(gz.headers['content-type']).toMatch(/^application\/json/);
    const plainLength = Buffer.byteLength(JSON.stringify(expected));
    expect(gz.body.length).toBeLessThan(plainLength / 4);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(expected);

    const brOnly = await raw(`${base}/large`, { 'Accept-Encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.length).toBe(plainLength);

    const refused = await raw(`${base}/large`, { 'Accept-Encoding': 'br, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.length).toBe(plainLength);

    const plain = await raw(`${base}/large`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plainLength));
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toEqual(expected);
  });

  it('keeps the status, every cookie and the Vary already set', async () => {
    const missing = await raw(`${base}/missing`, { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(gunzipSync(missing.body).toString()).error).toBe('notFound');

    const cookie = await raw(`${base}/cookie`, { 'Accept-Encoding': 'gzip' });
    expect(cookie.headers['set-cookie']).toBe('a=1; Path=/,b=2; Path=/');
    expect(cookie.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(JSON.parse(gunzipSync(cookie.body).toString())).toEqual(items(100));
  });

  it('leaves other types, answers to HEAD and event streams alone', async () => {
    const text = await raw(`${base}/text`, { 'Accept-Encoding': 'gzip, br' });
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body.toString()).toBe('x'.repeat(5000));

    const head = await raw(`${base}/large`, { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);

    // The stream's first event arrives while the stream is still open: it was not read whole.
    const first = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${base}/events`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      req.on('response', (res) => {
        expect(res.headers['content-encoding']).toBeUndefined();
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          streamed();
          res.resume();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(first).toContain('data: {"items":[');
  });
});
