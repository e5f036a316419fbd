/**
 * An event's albums over HTTP, under /api/events/{eventId}/albums: list,
 * create (plan limit), rename, delete (typed phrase; not the default album).
 * Mounted behind requireOwner; only the owner's own events are reachable.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { albumNameRequestSchema, deleteConfirmationSchema } from '../../../shared/api/events';
import {
  createRouter,
  errorResponses,
  eventIdParams,
  jsonContent,
  pathId,
} from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import { albumSchema, presentAlbum } from './albums.presenter';
import type { AlbumsService } from './albums.service';

const albumParams = z.object({ eventId: pathId('eventId'), albumId: pathId('albumId') });

const listRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/albums',
  tags: ['albums'],
  summary: 'Albums of an event, the default one first',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: {
      description: 'Albums',
      content: jsonContent(z.object({ albums: z.array(albumSchema) })),
    },
    ...errorResponses(401, 404, 500),
  },
});

const createAlbumRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/albums',
  tags: ['albums'],
  summary: 'Add an album (403 albumLimitReached {plan, limit} beyond the plan)',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(albumNameRequestSchema) },
  },
  responses: {
    201: { description: 'Created', content: jsonContent(z.object({ album: albumSchema })) },
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/events/{eventId}/albums/{albumId}',
  tags: ['albums'],
  summary: 'Rename an album',
  security: ownerSecurity,
  request: {
    params: albumParams,
    body: { required: true, content: jsonContent(albumNameRequestSchema) },
  },
  responses: {
    200: { description: 'Renamed', content: jsonContent(z.object({ album: albumSchema })) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/albums/{albumId}',
  tags: ['albums'],
  summary:
    'Delete an album and its files (typed phrase; 409 defaultAlbumProtected for the default one)',
  security: ownerSecurity,
  request: {
    params: albumParams,
    body: { required: true, content: jsonContent(deleteConfirmationSchema) },
  },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 409, 500) },
});

export function albumsRoutes(deps: { albums: AlbumsService }) {
  const { albums } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const rows = await albums.list(c.get('owner').id, c.req.valid('param').eventId);
      c.header('Cache-Control', 'no-store');
      return c.json({ albums: rows.map(presentAlbum) }, 200);
    })
    .openapi(createAlbumRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const row = await albums.create(c.get('owner').id, eventId, c.req.valid('json').name);
      return c.json({ album: presentAlbum(row) }, 201);
    })
    .openapi(renameRoute, async (c) => {
      const { eventId, albumId } = c.req.valid('param');
      const row = await albums.rename(
        c.get('owner').id,
        eventId,
        albumId,
        c.req.valid('json').name,
      );
      return c.json({ album: presentAlbum(row) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { eventId, albumId } = c.req.valid('param');
      await albums.delete(c.get('owner').id, eventId, albumId, c.req.valid('json').confirmation);
      return c.body(null, 204);
    });
}
