/**
 * Serves the built web app: hashed assets with a long cache, other files with
 * a short one, and index.html (never cached) for every other path that is not
 * an API or media path, so the client router can take it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env';

export function spa(webDir: string) {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  // Kept in memory, and read again when a new build replaces it under a running server.
  let cached: { mtimeMs: number; html: string } | undefined;
  const loadIndex = async () => {
    try {
      const { mtimeMs } = await stat(indexFile);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, html: await readFile(indexFile, 'utf8') };
      return cached.html;
    } catch {
      cached = undefined;
      return undefined;
    }
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
