/**
 * Playing along over HTTP. Guests (no account, their device cookie): what this device sent,
 * under /api/public/events/{eventId}/mine. Hosts (behind requireOwner): the photo challenges at
 * /api/events/{eventId}/prompts and "reveal now" at /api/events/{eventId}/reveal.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  myItemsResponseSchema,
  promptsResponseSchema,
  putPromptsRequestSchema,
  renameMineRequestSchema,
} from '../../../shared/api/public';
import {
  createRouter,
  errorResponses,
  eventIdParams,
  jsonContent,
  pathId,
} from '../../http/openapi';
import { credentialsOf } from '../../policies/guest-credentials';
import { ownerSecurity } from '../auth/require-owner';
import type { PlayService } from './play.service';

const mineRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/mine',
  tags: ['guests'],
  summary: 'Everything this device sent to the event, with its state ("my photos")',
  description:
    'The device is told by its signed momenty_device cookie (no cookie: an empty list). Works whether or not ' +
    'guests see the gallery, and before a reveal. 401 eventLocked, 402 eventUnpaid.',
  request: { params: eventIdParams },
  responses: {
    200: { description: 'The items, newest first', content: jsonContent(myItemsResponseSchema) },
    ...errorResponses(401, 402, 404, 500),
  },
});

const renameMineRoute = createRoute({
  method: 'patch',
  path: '/public/events/{eventId}/mine',
  tags: ['guests'],
  summary: 'Put a "from" name on everything this device sent',
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(renameMineRequestSchema) },
  },
  responses: {
    204: { description: 'Renamed' },
    ...errorResponses(400, 401, 402, 404, 500),
  },
});

const deleteMineRoute = createRoute({
  method: 'delete',
  path: '/public/events/{eventId}/mine/{mediaId}',
  tags: ['guests'],
  summary: 'Delete one of this device’s items (24 hours after sending, within the upload window)',
  description:
    '403 deleteWindowClosed after its window; 404 fileUnavailable when it is not this device’s (or gone).',
  request: { params: eventIdParams.extend({ mediaId: pathId('mediaId') }) },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 402, 403, 404, 500),
  },
});

const listPromptsRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/prompts',
  tags: ['events'],
  summary: 'The photo challenges of an event, in order',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: { description: 'The challenges', content: jsonContent(promptsResponseSchema) },
    ...errorResponses(401, 404, 500),
  },
});

const putPromptsRoute = createRoute({
  method: 'put',
  path: '/events/{eventId}/prompts',
  tags: ['events'],
  summary: 'Replace the photo challenges (at most 15; standard and premium)',
  description:
    'Kept ids keep their photos; a challenge left out is deleted and its photos stay. 403 playNotInPlan; ' +
    '404 promptNotFound for an id that is not the event’s.',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(putPromptsRequestSchema) },
  },
  responses: {
    200: { description: 'The challenges', content: jsonContent(promptsResponseSchema) },
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const revealRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/reveal',
  tags: ['events'],
  summary: 'Reveal now: guests see every photo from this moment (reveal mode)',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    204: { description: 'Revealed' },
    ...errorResponses(401, 403, 404, 500),
  },
});

/** The guests' routes. */
export function guestPlayRoutes(deps: { play: PlayService }) {
  return createRouter()
    .openapi(mineRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const answer = await deps.play.listMine(eventId, credentialsOf(c.req.raw.headers));
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    })
    .openapi(renameMineRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const { guestName } = c.req.valid('json');
      await deps.play.renameMine(eventId, credentialsOf(c.req.raw.headers), guestName);
      return c.body(null, 204);
    })
    .openapi(deleteMineRoute, async (c) => {
      const { eventId, mediaId } = c.req.valid('param');
      await deps.play.deleteMine(eventId, mediaId, credentialsOf(c.req.raw.headers));
      return c.body(null, 204);
    });
}

/** The hosts' routes (mounted behind requireOwner). */
export function ownerPlayRoutes(deps: { play: PlayService }) {
  return createRouter()
    .openapi(listPromptsRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const prompts = await deps.play.listPrompts(c.get('owner').id, eventId);
      return c.json({ prompts }, 200);
    })
    .openapi(putPromptsRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const prompts = await deps.play.putPrompts(c.get('owner').id, eventId, c.req.valid('json'));
      return c.json({ prompts }, 200);
    })
    .openapi(revealRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      await deps.play.revealNow(c.get('owner').id, eventId);
      return c.body(null, 204);
    });
}
