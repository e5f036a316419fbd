/**
 * The API reference page at /api/docs: Swagger UI served from the installed
 * swagger-ui-dist package (no CDN), reading /api/openapi.json.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { escapeHtml } from './escape-html';

const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const page = (siteName: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${siteName} API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function apiDocs(siteName: string) {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Buffer>();
  return new Hono<AppEnv>()
    .get('/', (c) => c.html(page(escapeHtml(siteName))))
    .get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/:asset', async (c, next) => {
      const name = c.req.param('asset');
      const type = assets[name];
      if (!type) return next();
      let body = cache.get(name);
      if (!body) {
        body = await readFile(path.join(dir, name));
        cache.set(name, body);
      }
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
