import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptedEncodings, assetCache } from './asset-cache';

describe('assetCache', () => {
  let root: string;
  let assets: string;
  const script = 'console.log("Momenty");\n'.repeat(50);

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'momenty-assets-'));
    assets = path.join(root, 'assets');
    mkdirSync(assets);
    writeFileSync(path.join(assets, 'app-1a2b.js'), script);
    writeFileSync(path.join(assets, 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(assets, 'app-1a2b.js.gz'), gzipSync(script));
    writeFileSync(path.join(assets, 'app-1a2b.js.map'), '{"version":3}');
    writeFileSync(path.join(assets, 'photo-9z.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The cache in front of a stand-in for the static handler, which says it was reached. */
  function appWith(options?: { maxBytes?: number }) {
    return new Hono()
      .use('/assets/*', assetCache(root, options))
      .all('*', (c) => c.text('next', 404));
  }

  async function bytesOf(res: Response) {
    return Buffer.from(await res.arrayBuffer());
  }

  it('answers the best encoding the browser takes, with the headers of a hashed file', async () => {
    const app = appWith();
    const br = await app.request('/assets/app-1a2b.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bytesOf(br)).toEqual(brotliCompressSync(script));
    expect(br.headers.get('content-length')).toBe(String(brotliCompressSync(script).length));

    const gz = await app.request('/assets/app-1a2b.js', {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await bytesOf(gz)).toEqual(gzipSync(script));

    const plain = await app.request('/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(plain)).toString()).toBe(script);
  });

  it('reads each file once: later answers come from memory', async () => {
    const app = appWith();
    const headers = { 'Accept-Encoding': 'br' };
    expect((await app.request('/assets/app-1a2b.js', { headers })).status).toBe(200);
    unlinkSync(path.join(assets, 'app-1a2b.js.br'));
    const again = await app.request('/assets/app-1a2b.js', { headers });
    expect(again.status).toBe(200);
    expect(await bytesOf(again)).toEqual(brotliCompressSync(script));
  });

  it('past its budget, reads from disk every time', async () => {
    const app = appWith({ maxBytes: 10 });
    const headers = { 'Accept-Encoding': 'br' };
    expect((await app.request('/assets/app-1a2b.js', { headers })).status).toBe(200);
    unlinkSync(path.join(assets, 'app-1a2b.js.br'));
    unlinkSync(path.join(assets, 'app-1a2b.js'));
    expect(await (await app.request('/assets/app-1a2b.js', { headers })).text()).toBe('next');
  });

  it('remembers nothing of names the build does not have', async () => {
    const app = appWith();
    const headers = { 'Accept-Encoding': 'gzip, br' };
    expect(await (await app.request('/assets/late-77.js', { headers })).text()).toBe('next');
    // Had the miss been remembered, the file written now would never be answered.
    writeFileSync(path.join(assets, 'late-77.js'), script);
    const res = await app.request('/assets/late-77.js', { headers });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytesOf(res)).toString()).toBe(script);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await appWith().request('/assets/app-1a2b.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends an image as it is, whatever the browser takes', async () => {
    writeFileSync(path.join(assets, 'photo-9z.webp.br'), 'not for images');
    const res = await appWith().request('/assets/photo-9z.webp', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await bytesOf(res)).toEqual(Buffer.from([0x52, 0x49, 0x46, 0x46]));
  });

  it('leaves source maps, ranges, other methods, odd names and missing files to the next handler', async () => {
    const app = appWith();
    const passed = async (url: string, init?: RequestInit) =>
      (await (await app.request(url, init)).text()) === 'next';
    expect(await passed('/assets/app-1a2b.js.map')).toBe(true);
    expect(await passed('/assets/app-1a2b.js', { headers: { Range: 'bytes=0-9' } })).toBe(true);
    expect(await passed('/assets/app-1a2b.js', { method: 'POST' })).toBe(true);
    expect(await passed('/assets/missing-0000.js')).toBe(true);
    expect(await passed('/assets/sub/app-1a2b.js')).toBe(true);
    expect(await passed('/assets/..%2F..%2Fetc%2Fpasswd')).toBe(true);
    expect(await passed('/assets/.hidden')).toBe(true);
    expect(await passed('/assets/')).toBe(true);
  });
});

describe('acceptedEncodings', () => {
  it('reads the encodings with their weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(' BR ; q=1 ')]).toEqual(['br']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('gzip;q=abc')]).toEqual([]);
  });
});
