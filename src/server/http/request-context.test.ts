import os from 'node:os';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appError } from './app-error';
import type { AppEnv } from './env';
import { handleError } from './error-handler';
import { createLogger } from './logger';
import { requestContext } from './request-context';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(createLogger('info', sink), { clientIpHeader: undefined }));
  const items = new Hono<AppEnv>()
    .get('/items/:itemId', (c) => {
      // Files and downloads state their length; small bodies get theirs from the HTTP server later.
      const body = `item ${c.req.param('itemId')}`;
      c.header('Content-Length', String(Buffer.byteLength(body)));
      return c.body(body);
    })
    .get('/items/:itemId/elsewhere', () => Response.redirect('http://localhost/elsewhere', 302))
    .post('/items/:itemId/bad', () => {
      throw appError('forbiddenCharacters');
    })
    .post('/items/:itemId/full', () => {
      throw appError('storageFull');
    })
    .post('/items/:itemId/fail', (c) => {
      c.get('log').warn({ itemId: c.req.param('itemId') }, 'about to fail');
      throw new Error('broken item');
    });
  app.route('/api', items);
  return { app, lines };
}

describe('request log lines', () => {
  it('carry the route pattern, status, duration, bytes and the instance', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/items/abc123');
    expect(await res.text()).toBe('item abc123');
    const [line] = lines.filter((l) => l.msg === 'request');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/items/abc123',
      route: '/api/items/:itemId',
      status: 200,
      bytesOut: 'item abc123'.length,
      hostname: os.hostname(),
      pid: process.pid,
    });
    expect(typeof line?.ms).toBe('number');
    expect(typeof line?.reqId).toBe('string');
  });

  it('give every answer its request id, one whose headers cannot change too', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/items/abc123');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-length')).toBe(String('item abc123'.length));
    // Response.redirect's headers are immutable: the answer is made anew with the header.
    const moved = await app.request('/api/items/abc123/elsewhere', {
      headers: { 'X-Request-Id': 'req-moved123' },
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(moved.headers.get('x-request-id')).toBe('req-moved123');
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.reqId)).toContain('req-moved123');
  });

  it('give the same request id to the lines logged during the request and to its error', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/api/items/xyz/fail', {
      method: 'POST',
      body: 'twelve bytes',
      headers: { 'X-Request-Id': 'req-abcdef12', 'Content-Length': '12' },
    });
    expect(res.status).toBe(500);
    const mine = lines.filter((l) => l.reqId === 'req-abcdef12');
    expect(mine.map((l) => l.msg)).toEqual(['about to fail', 'unhandled error', 'request']);
    expect(mine.at(-1)).toMatchObject({
      route: '/api/items/:itemId/fail',
      status: 500,
      bytesIn: 12,
    });
  });

  it('log bad input and refusals for now at warn, our own failures at error, the rest at info', async () => {
    const { app, lines } = appWithLog();
    expect((await app.request('/api/items/a/bad', { method: 'POST' })).status).toBe(400);
    expect((await app.request('/api/items/a/fail', { method: 'POST' })).status).toBe(500);
    expect((await app.request('/api/items/a/full', { method: 'POST' })).status).toBe(503);
    expect((await app.request('/api/items/a')).status).toBe(200);
    const levels = lines.filter((l) => l.msg === 'request').map((l) => [l.status, l.level]);
    // pino's levels: 30 info, 40 warn, 50 error.
    expect(levels).toEqual([
      [400, 40],
      [500, 50],
      [503, 40],
      [200, 30],
    ]);
  });

  it('name an unknown path "unmatched" as its route', async () => {
    const { app, lines } = appWithLog();
    expect((await app.request('/api/nothing/here')).status).toBe(404);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      route: 'unmatched',
      status: 404,
    });
  });
});
