/**
 * The daily digest's settings over HTTP: each host's own switch for an event
 * (GET/PUT /api/events/{eventId}/digest, behind requireOwner, any role) and the one-click
 * opt-out of the e-mail's signed link (POST /api/public/digest, no sign-in).
 */
import { createRoute } from '@hono/zod-openapi';
import {
  digestOptOutRequestSchema,
  digestOptOutResponseSchema,
  digestSettingSchema,
} from '../../../shared/api/members';
import { appError } from '../../http/app-error';
import { createRouter, errorResponses, eventIdParams, jsonContent } from '../../http/openapi';
import type { EventAccess } from '../../policies/event-access';
import { ownerSecurity } from '../auth/require-owner';
import type { Digest } from './digest';

const getRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/digest',
  tags: ['members'],
  summary: 'Whether the signed-in host gets the daily digest of new uploads',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: { description: 'The setting', content: jsonContent(digestSettingSchema) },
    ...errorResponses(401, 404, 500),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/events/{eventId}/digest',
  tags: ['members'],
  summary: 'Turn the signed-in host’s daily digest on or off',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(digestSettingSchema) },
  },
  responses: {
    200: { description: 'The setting', content: jsonContent(digestSettingSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const optOutRoute = createRoute({
  method: 'post',
  path: '/public/digest',
  tags: ['members'],
  summary: 'Turn a digest off (or on again) with the e-mail’s signed link, without signing in',
  description: '400 digestLinkInvalid for a token we did not sign or an event that is gone.',
  request: { body: { required: true, content: jsonContent(digestOptOutRequestSchema) } },
  responses: {
    200: { description: 'The setting now', content: jsonContent(digestOptOutResponseSchema) },
    ...errorResponses(400, 500),
  },
});

/** The signed-in host's switch (mounted behind requireOwner). */
export function digestSettingRoutes(deps: { digest: Digest; access: EventAccess }) {
  return createRouter()
    .openapi(getRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const userId = c.get('owner').id;
      await deps.access.requireEventAccess(userId, eventId, 'view');
      c.header('Cache-Control', 'no-store');
      return c.json({ enabled: await deps.digest.isEnabled(eventId, userId) }, 200);
    })
    .openapi(putRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const { enabled } = c.req.valid('json');
      const userId = c.get('owner').id;
      await deps.access.requireEventAccess(userId, eventId, 'view');
      await deps.digest.setEnabled(eventId, userId, enabled);
      return c.json({ enabled }, 200);
    });
}

/** The e-mail's one-click link. */
export function digestOptOutRoutes(deps: { digest: Digest }) {
  return createRouter().openapi(optOutRoute, async (c) => {
    const { token, enabled } = c.req.valid('json');
    const target = deps.digest.readOptOutToken(token);
    const eventName = target ? await deps.digest.eventName(target.eventId) : undefined;
    if (!target || eventName === undefined) throw appError('digestLinkInvalid');
    await deps.digest.setEnabled(target.eventId, target.userId, enabled);
    return c.json({ eventName, enabled }, 200);
  });
}
