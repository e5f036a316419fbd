/** The owner's events over HTTP: GET /api/events. */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/env';
import { createRouter, errorResponses } from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import { eventSummarySchema, presentEventSummary } from './events.presenter';
import type { EventsService } from './events.service';

export type EventsRoutesDeps = {
  events: EventsService;
  /** Loads the signed-in owner or answers 401 (features/auth/require-owner). */
  requireOwner: MiddlewareHandler<AppEnv>;
};

const listRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: "The signed-in owner's events, newest first",
  security: ownerSecurity,
  responses: {
    200: {
      description: 'Events',
      content: {
        'application/json': { schema: z.object({ events: z.array(eventSummarySchema) }) },
      },
    },
    ...errorResponses(401, 500),
  },
});

export function eventsRoutes(deps: EventsRoutesDeps) {
  const router = createRouter();
  router.use('/events', deps.requireOwner);
  router.use('/events/*', deps.requireOwner);
  return router.openapi(listRoute, async (c) => {
    const rows = await deps.events.listForOwner(c.get('owner').id);
    c.header('Cache-Control', 'no-store');
    return c.json({ events: rows.map(presentEventSummary) }, 200);
  });
}
