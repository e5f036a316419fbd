/**
 * The guest side over HTTP, no account: the guest page's data, the password
 * unlock, upload batches, the guests' gallery and guestbook, under
 * /api/public/events/{eventId}. Access comes from the per-event cookie.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  batchStateQuerySchema,
  batchStateResponseSchema,
  createBatchRequestSchema,
  createBatchResponseSchema,
  publicEventResponseSchema,
  publicGuestbookResponseSchema,
  publicListQuerySchema,
  publicMediaListResponseSchema,
  unlockRequestSchema,
} from '../../../shared/api/public';
import {
  createRouter,
  errorResponses,
  eventIdParams,
  jsonContent,
  pathId,
} from '../../http/openapi';
import { credentialsOf, type GuestKeys } from '../../policies/guest-credentials';
import type { GuestService } from './guest.service';

const getEventRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}',
  tags: ['guests'],
  summary: 'The guest page of an event: open, locked (password) or unavailable',
  description:
    '`test-event` answers the built-in demo (uploads disabled). A locked or unavailable event shows only ' +
    'its name, language and style. Unknown ids answer 404 eventNotFound.',
  request: { params: eventIdParams },
  responses: {
    200: {
      description: 'The event and what guests may do',
      content: jsonContent(publicEventResponseSchema.openapi('PublicEventResponse')),
    },
    ...errorResponses(404, 500),
  },
});

const unlockRoute = createRoute({
  method: 'post',
  path: '/public/events/{eventId}/unlock',
  tags: ['guests'],
  summary: 'Give the event password: sets an HttpOnly cookie for that event alone',
  description:
    'Wrong passwords answer 401 incorrectPassword {seconds} (the wait before this device may guess again, 0 for none). ' +
    'Guesses count per device (an HttpOnly momenty_device cookie, given on the first answer): after a few free ones each ' +
    'makes the device wait longer (429 rateLimited {seconds} when asked too soon); an address has a far higher ceiling ' +
    '(429 rateLimited {seconds} for everyone behind it). ' +
    'An event without a password answers 204 without a cookie.',
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(unlockRequestSchema) },
  },
  responses: {
    204: { description: 'Unlocked' },
    ...errorResponses(400, 401, 404, 429, 500),
  },
});

const batchRoute = createRoute({
  method: 'post',
  path: '/public/events/{eventId}/batches',
  tags: ['guests'],
  summary:
    'Declare what a guest is about to upload (photos and videos, a guestbook entry or a voice message)',
  description:
    'Checks access (401 eventLocked), payment (402 eventUnpaid), the upload window and switch (403 notActivatedYet ' +
    '{date} | uploadPeriodExpired {days} | uploadsDisabled), the album (404 albumNotFound), the kind rules ' +
    '(400 validation) and the plan limits (403 fileLimitReached | videoNotInPlan | videoLimitReached). ' +
    'Reserves nothing: each tus upload reserves its slot when created.',
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(createBatchRequestSchema) },
  },
  responses: {
    201: { description: 'Created', content: jsonContent(createBatchResponseSchema) },
    ...errorResponses(400, 401, 402, 403, 404, 500),
  },
});

const batchStateRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/batches/{batchId}',
  tags: ['guests'],
  summary: 'What the server has for each file of a batch, asked by the browser that declared it',
  description:
    'Each declared file: missing, uploading, processing, ready or failed (stored, but no picture can be made ' +
    'of it). A lost reply is settled by asking here. 404 photoGroupNotFound when the batch is not this ' +
    "browser's (clientId); 401 eventLocked.",
  request: {
    params: eventIdParams.extend({ batchId: pathId('batchId') }),
    query: batchStateQuerySchema,
  },
  responses: {
    200: { description: 'The files', content: jsonContent(batchStateResponseSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const mediaRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/media',
  tags: ['guests'],
  summary: "The guests' gallery: visible, ready items, newest first",
  description:
    '403 forbidden when the owner hides the guest gallery; 401 eventLocked, 402 eventUnpaid, 410 downloadExpired.',
  request: { params: eventIdParams, query: publicListQuerySchema },
  responses: {
    200: { description: 'A page of media', content: jsonContent(publicMediaListResponseSchema) },
    ...errorResponses(400, 401, 402, 403, 404, 410, 500),
  },
});

const guestbookRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/guestbook',
  tags: ['guests'],
  summary: 'Guestbook entries, newest first, with their ready attachments',
  description:
    '403 forbidden when the owner hides the guestbook; 401 eventLocked, 402 eventUnpaid, 410 downloadExpired.',
  request: { params: eventIdParams, query: publicListQuerySchema },
  responses: {
    200: { description: 'A page of entries', content: jsonContent(publicGuestbookResponseSchema) },
    ...errorResponses(400, 401, 402, 403, 404, 410, 500),
  },
});

export function guestRoutes(deps: { guestService: GuestService; keys: GuestKeys }) {
  const service = deps.guestService;
  return createRouter()
    .openapi(getEventRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const answer = await service.getEvent(
        eventId,
        c.get('lang'),
        credentialsOf(c.req.raw.headers),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    })
    .openapi(unlockRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const { password } = c.req.valid('json');
      const device = deps.keys.device(credentialsOf(c.req.raw.headers));
      // Set first: a refused guess also gives the device its cookie, so its guesses count as its own.
      if (device.setCookie) c.header('Set-Cookie', device.setCookie, { append: true });
      const cookie = await service.unlock(eventId, password, c.get('clientIp'), device.id);
      if (cookie) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    })
    .openapi(batchRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const credentials = credentialsOf(c.req.raw.headers);
      // The guest identity: what a device sends is its own ("my photos", shots, self-delete).
      const device = deps.keys.device(credentials);
      const answer = await service.createBatch(
        eventId,
        credentials,
        c.req.valid('json'),
        device.id,
      );
      if (device.setCookie) c.header('Set-Cookie', device.setCookie, { append: true });
      return c.json(answer, 201);
    })
    .openapi(batchStateRoute, async (c) => {
      const { eventId, batchId } = c.req.valid('param');
      const answer = await service.batchState(
        eventId,
        batchId,
        credentialsOf(c.req.raw.headers),
        c.req.valid('query').clientId,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    })
    .openapi(mediaRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const answer = await service.listMedia(
        eventId,
        credentialsOf(c.req.raw.headers),
        c.req.valid('query'),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    })
    .openapi(guestbookRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const answer = await service.listGuestbook(
        eventId,
        credentialsOf(c.req.raw.headers),
        c.req.valid('query'),
        c.get('lang'),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    });
}
