/**
 * Serves the built web app: hashed assets with a long cache, other files with
 * a short one, and index.html (never cached) for every other path that is not
 * an API or media path, so the client router can take it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env';

export function spa(webDir: string) {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  let index: Promise<string | undefined> | undefined;
  const loadIndex = () => {
    index ??= readFile(indexFile, 'utf8').catch(() => {
      index = undefined;
      return undefined;
    });
    return index;
  };

  return new Hono<AppEnv>()
    .use(
      '*',
      serveStatic({
        root,
        // Folders never resolve to their index.html here: the fallback below sends it uncached.
        index: '\0',
        onFound: (file, c) => {
          const hashed = file.startsWith(path.join(root, 'assets') + path.sep);
          c.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      }),
    )
    .get('*', async (c) => {
      // A missing file with an extension is a real 404, not a page of the app.
      if (path.extname(c.req.path) !== '') return c.notFound();
      const html = await loadIndex();
      if (html === undefined) return c.text('The web app is not built: run npm run build.', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
}
