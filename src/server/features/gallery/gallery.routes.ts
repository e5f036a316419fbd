/**
 * The owner's gallery over HTTP (shared/api/gallery.ts): the grid under
 * /api/events/{eventId}/media (list, hide/move, delete) and the guestbook under
 * /api/events/{eventId}/guestbook. Mounted behind requireOwner; anyone else's
 * event answers 404 eventNotFound.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  deleteMediaResponseSchema,
  mediaSelectionSchema,
  ownerGuestbookEntryResponseSchema,
  ownerGuestbookQuerySchema,
  ownerGuestbookResponseSchema,
  ownerMediaItemsResponseSchema,
  ownerMediaListResponseSchema,
  ownerMediaQuerySchema,
  updateGuestbookEntryRequestSchema,
  updateMediaRequestSchema,
} from '../../../shared/api/gallery';
import {
  createRouter,
  errorResponses,
  eventIdParams,
  jsonContent,
  pathId,
} from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import type { GalleryService } from './gallery.service';

const entryParams = z.object({ eventId: pathId('eventId'), entryId: pathId('entryId') });

const listMediaRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/media',
  tags: ['gallery'],
  summary: 'The owner’s grid: every finished item (hidden ones too), a page at a time',
  security: ownerSecurity,
  request: { params: eventIdParams, query: ownerMediaQuerySchema },
  responses: {
    200: { description: 'A page of items', content: jsonContent(ownerMediaListResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const updateMediaRoute = createRoute({
  method: 'patch',
  path: '/events/{eventId}/media',
  tags: ['gallery'],
  summary: 'Hide or show, and/or move to another album, up to 20 items (all or none)',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(updateMediaRequestSchema) },
  },
  responses: {
    200: { description: 'The changed items', content: jsonContent(ownerMediaItemsResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const deleteMediaRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/media',
  tags: ['gallery'],
  summary: 'Delete up to 20 items and their files (all or none)',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(mediaSelectionSchema) },
  },
  responses: {
    200: { description: 'Deleted', content: jsonContent(deleteMediaResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const listGuestbookRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/guestbook',
  tags: ['gallery'],
  summary: 'Guestbook entries and voice messages, hidden ones too, newest first',
  security: ownerSecurity,
  request: { params: eventIdParams, query: ownerGuestbookQuerySchema },
  responses: {
    200: { description: 'A page of entries', content: jsonContent(ownerGuestbookResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const updateEntryRoute = createRoute({
  method: 'patch',
  path: '/events/{eventId}/guestbook/{entryId}',
  tags: ['gallery'],
  summary: 'Hide or show a guestbook entry',
  security: ownerSecurity,
  request: {
    params: entryParams,
    body: { required: true, content: jsonContent(updateGuestbookEntryRequestSchema) },
  },
  responses: {
    200: { description: 'The entry', content: jsonContent(ownerGuestbookEntryResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const deleteEntryRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/guestbook/{entryId}',
  tags: ['gallery'],
  summary: 'Delete a guestbook entry with its attachments',
  security: ownerSecurity,
  request: { params: entryParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404, 500) },
});

export function galleryRoutes(deps: { gallery: GalleryService }) {
  const { gallery } = deps;
  return createRouter()
    .openapi(listMediaRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const page = await gallery.listMedia(c.get('owner').id, eventId, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(page, 200);
    })
    .openapi(updateMediaRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const items = await gallery.updateMedia(c.get('owner').id, eventId, c.req.valid('json'));
      return c.json({ items }, 200);
    })
    .openapi(deleteMediaRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const result = await gallery.deleteMedia(c.get('owner').id, eventId, c.req.valid('json').ids);
      return c.json(result, 200);
    })
    .openapi(listGuestbookRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const page = await gallery.listGuestbook(c.get('owner').id, eventId, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(page, 200);
    })
    .openapi(updateEntryRoute, async (c) => {
      const { eventId, entryId } = c.req.valid('param');
      const entry = await gallery.setGuestbookHidden(
        c.get('owner').id,
        eventId,
        entryId,
        c.req.valid('json').hidden,
      );
      return c.json({ entry }, 200);
    })
    .openapi(deleteEntryRoute, async (c) => {
      const { eventId, entryId } = c.req.valid('param');
      await gallery.deleteGuestbookEntry(c.get('owner').id, eventId, entryId);
      return c.body(null, 204);
    });
}
