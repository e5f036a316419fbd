/**
 * The built app's hashed files (`/assets/<name>-<hash>.js`, `.css`, fonts, images) answered
 * from memory. A name never changes its bytes, so each file in each encoding (brotli, gzip, as
 * built by scripts/precompress.mjs, or none) is read from disk once, when first asked for, and
 * every later answer is written in one go. Read from disk each time, a page's dozen scripts
 * each waited several turns of the event loop behind the same page's first API reads, and on an
 * embedded database those run on the same thread. Source maps, ranges and anything not found
 * go on to the plain static handler.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** How hashed files may be cached: for good, since their names change with their bytes. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** The encodings a built file may have beside it, best first, with their file suffix. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof encodings)[number]['name'];

/** A file name in the assets folder: no folders, no dot segments. */
const assetName = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Types worth compressing: the build precompresses these. */
function compressible(type: string): boolean {
  return /^(text\/|application\/(javascript|json|xml|wasm)|image\/svg\+xml)/.test(type);
}

/** The encodings `Accept-Encoding` allows (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.toLowerCase().split(';');
    const name = token.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === 'gzip') accepted.add(name);
  }
  return accepted;
}

export type AssetCacheOptions = {
  /** All cached bytes together stay under this; past it, files are read from disk each time. */
  maxBytes?: number;
};

/**
 * Middleware answering `/assets/*` from memory (mount it before the static handler). `root` is
 * the built web folder.
 */
export function assetCache(root: string, options: AssetCacheOptions = {}): MiddlewareHandler {
  const folder = path.join(path.resolve(root), 'assets');
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  // The bytes of each file read (a name with its encoding's suffix), and the encoded files the
  // build did not make beside a file it did. Names nobody built are never remembered, so
  // requests for made-up names cannot grow either.
  const files = new Map<string, Buffer>();
  const absent = new Set<string>();
  let cachedBytes = 0;

  async function load(file: string): Promise<Buffer | null> {
    const known = files.get(file);
    if (known) return known;
    if (absent.has(file)) return null;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(folder, file));
    } catch {
      return null;
    }
    if (cachedBytes + bytes.length <= maxBytes) {
      files.set(file, bytes);
      cachedBytes += bytes.length;
    }
    return bytes;
  }

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const name = c.req.path.startsWith('/assets/') ? c.req.path.slice('/assets/'.length) : '';
    if (!assetName.test(name) || name.endsWith('.map') || c.req.header('range')) return next();
    const type = getMimeType(name) ?? 'application/octet-stream';
    const accepted = compressible(type)
      ? acceptedEncodings(c.req.header('accept-encoding'))
      : new Set<Encoding>();
    let found: { bytes: Buffer; encoding: Encoding | null } | null = null;
    const missing: string[] = [];
    for (const encoding of encodings) {
      if (!accepted.has(encoding.name)) continue;
      const bytes = await load(name + encoding.suffix);
      if (bytes) {
        found = { bytes, encoding: encoding.name };
        break;
      }
      missing.push(name + encoding.suffix);
    }
    if (!found) {
      const bytes = await load(name);
      if (!bytes) return next();
      found = { bytes, encoding: null };
      // The file is built, these encodings of it are not: not looked for on disk again.
      for (const file of missing) absent.add(file);
    }
    c.header('Content-Type', type);
    if (found.encoding) c.header('Content-Encoding', found.encoding);
    if (compressible(type)) c.header('Vary', 'Accept-Encoding');
    c.header('Cache-Control', immutableCacheControl);
    c.header('Content-Length', String(found.bytes.length));
    const { buffer, byteOffset, length } = found.bytes;
    // A view of the cached bytes, not a copy.
    const body = new Uint8Array(buffer as ArrayBuffer, byteOffset, length);
    return method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  };
}
