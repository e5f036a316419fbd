/**
 * Calling owner routes the way the authorization walks do: JSON through the client's cookie
 * jar, or a raw PNG body (a background image) with the site's Origin and the same cookies.
 */
import { PNG } from 'pngjs';
import type { HttpClient } from './auth';
import type { TestServer } from './server';

/** A real PNG of `side`×`side` pixels. */
export function pngBytes(side = 2): Buffer {
  const png = new PNG({ width: side, height: side });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export type OwnerRoute = { method: string; path: string; body?: unknown; raw?: boolean };

/** Calls `route` as `client`: JSON bodies as JSON, `raw` routes with a PNG body. */
export async function callRoute(server: TestServer, client: HttpClient, route: OwnerRoute) {
  if (!route.raw) return client.request(route.method, route.path, route.body);
  const res = await fetch(`${server.url}${route.path}`, {
    method: route.method,
    headers: {
      'content-type': 'image/png',
      origin: server.config.baseUrl,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: new Uint8Array(pngBytes()),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}
