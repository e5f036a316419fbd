/**
 * The owner's events over HTTP: list, create, read, change, delete, guest
 * password and QR code, under /api/events. Every route needs the owner's
 * session (mounted behind requireOwner in app.ts) and sees only the owner's
 * own events: anyone else's answer 404 `eventNotFound`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  backgroundVariants,
  createEventRequestSchema,
  deleteConfirmationSchema,
  setEventPasswordRequestSchema,
  updateEventRequestSchema,
} from '../../../shared/api/events';
import { appError } from '../../http/app-error';
import { validationIssues } from '../../http/error-handler';
import { createRouter, errorResponses, eventIdParams, jsonContent } from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import {
  eventDetailSchema,
  eventSummarySchema,
  presentEventDetail,
  presentEventSummary,
} from './events.presenter';
import type { EventsService } from './events.service';

export type EventsRoutesDeps = {
  events: EventsService;
  baseUrl: string;
};

const eventAnswer = z.object({ event: eventDetailSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: "The signed-in owner's events, newest first",
  security: ownerSecurity,
  responses: {
    200: {
      description: 'Events',
      content: jsonContent(z.object({ events: z.array(eventSummarySchema) })),
    },
    ...errorResponses(401, 500),
  },
});

const createEventRoute = createRoute({
  method: 'post',
  path: '/events',
  tags: ['events'],
  summary: 'Create an event (a trial at once, a paid plan unpaid)',
  description:
    'Missing name, eventDate, type or plan (or activationDate on a paid plan) answers 400 missingEventFields; ' +
    'other bad values 400 validation; a malformed or unknown activationCode 400 invalidActivationCode, a used one ' +
    '400 activationCodeUsed (a valid code makes the event paid on the code’s plan and is used up atomically); ' +
    'an unverified owner 403 emailNotVerified; a fourth trial 403 trialLimitReached {max}.',
  security: ownerSecurity,
  request: { body: { required: true, content: jsonContent(createEventRequestSchema) } },
  responses: {
    201: { description: 'Created', content: jsonContent(eventAnswer) },
    ...errorResponses(400, 401, 403, 500),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}',
  tags: ['events'],
  summary: 'One of the owner’s events',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: { description: 'The event', content: jsonContent(eventAnswer) },
    ...errorResponses(401, 404, 500),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/events/{eventId}',
  tags: ['events'],
  summary: 'Change details, settings (merged) or style (replaced)',
  description:
    'eventDate and activationDate cannot be changed (400 validation). Showing the slideshow on a plan ' +
    'without it answers 403 slideshowNotInPlan.',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(updateEventRequestSchema) },
  },
  responses: {
    200: { description: 'The changed event', content: jsonContent(eventAnswer) },
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}',
  tags: ['events'],
  summary: 'Delete an event, its records and its files, for good',
  description:
    'confirmation: "usunięcie nieodwracalne" or "permanent delete" (either language); otherwise 400 deletePhraseMismatch.',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(deleteConfirmationSchema) },
  },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 500) },
});

const passwordRoute = createRoute({
  method: 'put',
  path: '/events/{eventId}/password',
  tags: ['events'],
  summary: 'Set (4–128 characters) or remove (null) the guest password',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(setEventPasswordRequestSchema) },
  },
  responses: { 204: { description: 'Saved' }, ...errorResponses(400, 401, 404, 500) },
});

const qrRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/qr.png',
  tags: ['events'],
  summary: 'QR code (PNG, 228×228, or 2000×2000 for print) of the guest link',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    query: z.object({
      download: z.enum(['0', '1']).optional(),
      size: z.enum(['screen', 'print']).optional(),
    }),
  },
  responses: {
    200: {
      description: 'PNG image; an attachment with ?download=1',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404, 500),
  },
});

const qrSvgRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/qr.svg',
  tags: ['events'],
  summary: 'QR code (SVG, vector) of the guest link',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
  },
  responses: {
    200: {
      description: 'SVG image; an attachment with ?download=1',
      content: { 'image/svg+xml': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 404, 500),
  },
});

const backgroundParams = eventIdParams.extend({
  variant: z.enum(backgroundVariants).openapi({ param: { name: 'variant', in: 'path' } }),
});
const binary = z.string().openapi({ format: 'binary' });

const putBackgroundRoute = createRoute({
  method: 'put',
  path: '/events/{eventId}/backgrounds/{variant}',
  tags: ['events'],
  summary: 'Upload a background image of the guest page (PNG, JPEG or WebP, at most 10 MB)',
  description:
    'The raw image is the body. The type is checked by content (415 invalidFileType); over 10 MB answers 413 ' +
    'payloadTooLarge. The style gets backgroundImages[variant] = /media/{eventId}/style/background-{variant}?v=….',
  security: ownerSecurity,
  request: {
    params: backgroundParams,
    body: {
      required: true,
      content: {
        'image/png': { schema: binary },
        'image/jpeg': { schema: binary },
        'image/webp': { schema: binary },
      },
    },
  },
  responses: {
    200: { description: 'The event with its new style', content: jsonContent(eventAnswer) },
    ...errorResponses(400, 401, 404, 413, 415, 500),
  },
});

const deleteBackgroundRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/backgrounds/{variant}',
  tags: ['events'],
  summary: 'Remove a background image of the guest page',
  security: ownerSecurity,
  request: { params: backgroundParams },
  responses: {
    200: { description: 'The event with its new style', content: jsonContent(eventAnswer) },
    ...errorResponses(401, 404, 500),
  },
});

/** Incomplete creation bodies answer missingEventFields, other failures validation. */
function createHook(result: { success: true } | { success: false; error: z.ZodError }): undefined {
  if (result.success) return undefined;
  const issues = validationIssues(result.error);
  const missing = issues.some(
    (issue) =>
      issue.message === 'validation.required' &&
      ['name', 'eventDate', 'type', 'plan'].includes(issue.path),
  );
  throw missing ? appError('missingEventFields') : appError('validation', { issues });
}

export function eventsRoutes(deps: EventsRoutesDeps) {
  const { events } = deps;
  const detail = (row: Parameters<typeof presentEventDetail>[0]) =>
    presentEventDetail(row, events.now(), deps.baseUrl);
  return createRouter()
    .openapi(listRoute, async (c) => {
      const rows = await events.listForAccount(c.get('owner').id);
      const now = events.now();
      c.header('Cache-Control', 'no-store');
      return c.json({ events: rows.map((row) => presentEventSummary(row, now)) }, 200);
    })
    .openapi(
      createEventRoute,
      async (c) => {
        const row = await events.create(c.get('owner'), c.req.valid('json'));
        return c.json({ event: detail(row) }, 201);
      },
      createHook,
    )
    .openapi(getRoute, async (c) => {
      const row = await events.get(c.get('owner').id, c.req.valid('param').eventId);
      c.header('Cache-Control', 'no-store');
      return c.json({ event: detail(row) }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const row = await events.update(c.get('owner').id, eventId, c.req.valid('json'));
      return c.json({ event: detail(row) }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      await events.delete(c.get('owner').id, eventId, c.req.valid('json').confirmation);
      return c.body(null, 204);
    })
    .openapi(passwordRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      await events.setPassword(c.get('owner').id, eventId, c.req.valid('json').password);
      return c.body(null, 204);
    })
    .openapi(putBackgroundRoute, async (c) => {
      const { eventId, variant } = c.req.valid('param');
      const length = c.req.header('content-length');
      const row = await events.putBackground(c.get('owner').id, eventId, variant, {
        contentType: c.req.header('content-type') ?? '',
        contentLength: length === undefined ? null : Number(length),
        body: c.req.raw.body as unknown as AsyncIterable<Uint8Array> | null,
      });
      return c.json({ event: detail(row) }, 200);
    })
    .openapi(deleteBackgroundRoute, async (c) => {
      const { eventId, variant } = c.req.valid('param');
      const row = await events.deleteBackground(c.get('owner').id, eventId, variant);
      return c.json({ event: detail(row) }, 200);
    })
    .openapi(qrRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const { download, size = 'screen' } = c.req.valid('query');
      const png = await events.qrPng(c.get('owner').id, eventId, size);
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', 'private, max-age=3600');
      if (download === '1') {
        const suffix = size === 'print' ? '-print' : '';
        c.header(
          'Content-Disposition',
          `attachment; filename="momenty-qr-${eventId}${suffix}.png"`,
        );
      }
      return c.body(new Uint8Array(png), 200);
    })
    .openapi(qrSvgRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const svg = await events.qrSvg(c.get('owner').id, eventId);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'private, max-age=3600');
      if (c.req.valid('query').download === '1') {
        c.header('Content-Disposition', `attachment; filename="momenty-qr-${eventId}.svg"`);
      }
      return c.body(svg, 200);
    });
}
