import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/db';
import { startTestServer, type TestServer } from '../test/server';
import { createApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { appError } from './http/app-error';
import type { AppEnv } from './http/env';
import { handleError } from './http/error-handler';
import { createRouter } from './http/openapi';
import { requestContext } from './http/request-context';

describe.each(testDatabases)('HTTP basics on $kind', (testDatabase) => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Momenty</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer(testDatabase, { webDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init);

  it('GET /api/health answers that the process lives', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', version: 'test' });
  });

  it('GET /api/ready checks the database', async () => {
    const res = await get('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', accepting: true },
    });
  });

  it('GET /api/config gives the public site settings', async () => {
    const res = await get('/api/config');
    expect(await res.json()).toEqual({
      siteName: 'Momenty',
      supportEmail: 'support@momenty.example',
      baseUrl: 'http://localhost:0',
      googleSignIn: false,
    });
  });

  it('unknown API paths answer a JSON 404 in the request language', async () => {
    const pl = await get('/api/no/such/thing');
    expect(pl.status).toBe(404);
    expect(pl.headers.get('content-type')).toContain('application/json');
    expect(await pl.json()).toEqual({
      error: 'errors.routeNotFound',
      message: 'W API nie ma takiego adresu.',
      status: 404,
    });
    const en = await get('/api/no/such/thing?lang=en');
    expect((await en.json()).message).toBe('There is no such address in the API.');
    const accept = await get('/api/nothing', { headers: { 'Accept-Language': 'de-DE, en;q=0.8' } });
    expect((await accept.json()).message).toBe('There is no such address in the API.');
    const post = await get('/api/health', { method: 'POST' });
    expect(post.status).toBe(404);
    expect((await post.json()).error).toBe('errors.routeNotFound');
  });

  it('serves the web app for every other path, with the right caching', async () => {
    for (const p of ['/', '/events', '/public/abc123?lang=en', '/albums/a/b']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      // Pages hold what this visitor may see (the event's cookie, the signed-out hint): never
      // shared by a cache.
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(await res.text()).toContain('<div id="root"');
    }
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/missing.png')).status).toBe(404);
    // A new build under a running server is picked up.
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Momenty</title><div id="root" data-build="2"></div>',
    );
    utimesSync(path.join(webDir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    expect(await (await get('/events')).text()).toContain('data-build="2"');
    // Dot segments never reach outside the web folder.
    const traversal = await get('/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await get('/api/health', { headers: { 'X-Request-Id': 'proxy-abc-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc-12345');
    const replaced = await get('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets search engines index the site’s own pages only, never an event’s', async () => {
    for (const p of ['/', '/faq', '/contact', '/terms', '/privacy', '/test-event', '/?lang=en']) {
      expect((await get(p)).headers.get('x-robots-tag'), p).toBeNull();
    }
    for (const p of [
      '/public/abc123',
      '/public/abc123/slideshow',
      '/events',
      '/events/album/abc123',
      '/albums/a/b',
      '/invitations/t0k3n',
      '/api/health',
      '/api/public/events/abc123',
      '/media/abc123/m1/thumb.webp',
      '/assets/app-1a2b3c.js',
      '/faq/',
    ]) {
      expect((await get(p)).headers.get('x-robots-tag'), p).toBe('noindex, nofollow');
    }
  });

  it('publishes a valid OpenAPI 3.1 document that lists every API route', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);

    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} /api${p}`),
      ),
    );
    const undocumented = new Set([
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/init.js',
      '/api/docs/:asset',
      '/api/*',
    ]);
    const registered = server.app.routes
      .filter((r) => r.path.startsWith('/api/') && !undocumented.has(r.path) && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(0);
    for (const route of registered) {
      // The auth library's wildcard mount is described by the endpoints it generates itself.
      const wildcard = /^(\w+) (\/api\/.+)\/\*$/.exec(route);
      if (wildcard) {
        const [, method, prefix] = wildcard;
        const covered = [...documented].filter((d) => d.startsWith(`${method} ${prefix}/`));
        expect(covered.length, route).toBeGreaterThan(0);
      } else {
        expect(documented, route).toContain(route);
      }
    }
    for (const route of [
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/email-otp/verify-email',
      'POST /api/auth/email-otp/send-verification-otp',
      'POST /api/auth/email-otp/reset-password',
      'POST /api/auth/two-factor/enable',
      'POST /api/auth/two-factor/verify-totp',
      'POST /api/auth/change-password',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'GET /api/events',
    ]) {
      expect(documented, route).toContain(route);
    }
    // Closed endpoints are neither served nor described.
    expect(documented).not.toContain('POST /api/auth/sign-in/email-otp');
  });

  it('serves the API reference page with its assets from the server itself', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    for (const asset of [
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
      '/api/docs/init.js',
    ]) {
      const res = await get(asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(10);
    }
    expect((await get('/api/docs/secret.txt')).status).toBe(404);
  });
});

describe('readiness when the database is down', () => {
  it('answers 503 and names the failing check', async () => {
    const database = {
      kind: 'pglite',
      ping: () => Promise.reject(new Error('connection refused')),
    } as unknown as DatabaseHandle;
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      pingDatabase: () => database.ping(),
      logger: pino({ level: 'silent' }),
      version: 'test',
      webDir: null,
    });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', accepting: true },
    });
  });

  it('answers 503 while the instance drains', async () => {
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      pingDatabase: () => Promise.resolve(),
      logger: pino({ level: 'silent' }),
      version: 'test',
      webDir: null,
      isDraining: () => true,
    });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect((await res.json()).checks.accepting).toBe(false);
    // New requests are refused so that clients go to another instance.
    const refused = await app.request('/api/config');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('connection')).toBe('close');
    expect((await refused.json()).error).toBe('errors.unavailable');
  });
});

describe('errors and request logging', () => {
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
    app.use('*', requestContext(pino({ level: 'info' }, sink), { clientIpHeader: undefined }));
    const router = createRouter().openapi(
      createRoute({
        method: 'post',
        path: '/echo',
        request: {
          body: {
            content: { 'application/json': { schema: z.object({ name: z.string().min(1) }) } },
          },
        },
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: z.object({ name: z.string() }) } },
          },
        },
      }),
      (c) => c.json({ name: c.req.valid('json').name }, 200),
    );
    app.route('/', router);
    app.get('/expected', () => {
      throw appError('uploadPeriodExpired', { days: 7 });
    });
    app.get('/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    return { app, lines };
  }

  it('answers an expected error with its id, status, translated message and parameters', async () => {
    const { app } = appWithLog();
    const pl = await app.request('/expected');
    expect(pl.status).toBe(403);
    expect(await pl.json()).toEqual({
      error: 'errors.uploadPeriodExpired',
      message: 'Czas na dodawanie zdjęć już minął: goście mogli je przesyłać przez 7 dni.',
      status: 403,
      data: { days: 7 },
    });
    const en = await app.request('/expected?lang=en');
    expect((await en.json()).message).toBe(
      'The time for adding photos is over: guests could upload for 7 days.',
    );
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret detail');
    expect(text).not.toContain('.ts');
    expect(JSON.parse(text)).toMatchObject({ error: 'errors.internal', status: 500 });
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret detail');
  });

  it('answers invalid input with a validation error listing the fields, and bad JSON with its own id', async () => {
    const { app } = appWithLog();
    const invalid = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.error).toBe('errors.validation');
    expect(body.data.issues[0].path).toBe('name');
    const broken = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe('errors.invalidJson');
  });

  it('writes exactly one log line per request with its id, method, path, status and duration', async () => {
    const { app, lines } = appWithLog();
    const res = await app.request('/expected', { headers: { 'X-Request-Id': 'req-0000001' } });
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      reqId: 'req-0000001',
      method: 'GET',
      path: '/expected',
      status: 403,
    });
    expect(typeof requestLines[0]?.ms).toBe('number');
    expect(res.headers.get('x-request-id')).toBe('req-0000001');
  });
});
