/**
 * Public files of an event's guest page, outside /api: GET
 * /media/{eventId}/style/background-{mobile|desktop}. Guests see them, so no
 * session is needed; the URL carries a version (`?v=`), so answers are cached
 * for long.
 */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { AppEnv } from '../../http/env';
import type { EventsService } from './events.service';

export function backgroundsRoutes(deps: { events: EventsService }) {
  return new Hono<AppEnv>().get('/media/:eventId/style/:name', async (c) => {
    const file = await deps.events.openBackground(c.req.param('eventId'), c.req.param('name'));
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      out.onAbort(() => {
        file.stream.destroy();
      });
      for await (const chunk of file.stream) await out.write(chunk as Uint8Array);
    });
  });
}
