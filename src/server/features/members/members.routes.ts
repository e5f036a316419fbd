/**
 * Co-hosts and moderators over HTTP. The owner's panel under /api/events/{eventId}/members
 * and /invitations (behind requireOwner, the `members` action); the invitation link's page
 * reads /api/public/invitations/{token} without an account and accepts it with
 * POST /api/invitations/{token}/accept (signed in with the invited address).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptInvitationResponseSchema,
  changeRoleRequestSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteRequestSchema,
  membersResponseSchema,
} from '../../../shared/api/members';
import {
  createRouter,
  errorResponses,
  eventIdParams,
  jsonContent,
  pathId,
} from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import type { MembersService } from './members.service';

const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name: 'token', in: 'path' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/members',
  tags: ['members'],
  summary: 'The people running the event (owner, co-hosts, moderators) and pending invitations',
  description: 'The owner only: a member gets 403 roleNotAllowed.',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: { description: 'Members and invitations', content: jsonContent(membersResponseSchema) },
    ...errorResponses(401, 403, 404, 500),
  },
});

const inviteRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/invitations',
  tags: ['members'],
  summary: 'Invite someone by e-mail as a co-host or moderator (a link valid 7 days, once)',
  description:
    'Inviting an address again replaces its pending invitation. 400 cannotInviteOwner for the owner’s address, ' +
    '409 alreadyMember, 409 tooManyMembers {max}.',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    body: { required: true, content: jsonContent(inviteRequestSchema) },
  },
  responses: {
    201: { description: 'Sent', content: jsonContent(z.object({ invitation: invitationSchema })) },
    ...errorResponses(400, 401, 403, 404, 409, 500),
  },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/invitations/{invitationId}',
  tags: ['members'],
  summary: 'Withdraw a pending invitation (its link stops working)',
  security: ownerSecurity,
  request: { params: eventIdParams.extend({ invitationId: pathId('invitationId') }) },
  responses: {
    204: { description: 'Withdrawn' },
    ...errorResponses(401, 403, 404, 500),
  },
});

const memberParams = eventIdParams.extend({ userId: pathId('userId') });

const changeRoleRoute = createRoute({
  method: 'patch',
  path: '/events/{eventId}/members/{userId}',
  tags: ['members'],
  summary: 'Change a member’s role',
  security: ownerSecurity,
  request: {
    params: memberParams,
    body: { required: true, content: jsonContent(changeRoleRequestSchema) },
  },
  responses: {
    204: { description: 'Changed' },
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/events/{eventId}/members/{userId}',
  tags: ['members'],
  summary: 'Remove a member: their next request is refused',
  security: ownerSecurity,
  request: { params: memberParams },
  responses: {
    204: { description: 'Removed' },
    ...errorResponses(401, 403, 404, 500),
  },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/public/invitations/{token}',
  tags: ['members'],
  summary: 'What an invitation link offers (no account needed)',
  description:
    '404 invitationNotFound, 410 invitationExpired or invitationRevoked, 409 invitationUsed.',
  request: { params: tokenParams },
  responses: {
    200: { description: 'The invitation', content: jsonContent(invitationPreviewSchema) },
    ...errorResponses(404, 409, 410, 500),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/invitations/{token}/accept',
  tags: ['members'],
  summary: 'Accept an invitation with the signed-in account (the invited address)',
  description:
    '403 invitationWrongAccount {email} for another account, 403 emailNotVerified; the errors of the preview.',
  security: ownerSecurity,
  request: { params: tokenParams },
  responses: {
    200: { description: 'Now a member', content: jsonContent(acceptInvitationResponseSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 410, 500),
  },
});

/** The owner's panel and the acceptance (mounted behind requireOwner). */
export function membersRoutes(deps: { members: MembersService }) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await deps.members.list(c.get('owner').id, eventId), 200);
    })
    .openapi(inviteRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const invitation = await deps.members.invite(c.get('owner'), eventId, c.req.valid('json'));
      return c.json({ invitation }, 201);
    })
    .openapi(revokeRoute, async (c) => {
      const { eventId, invitationId } = c.req.valid('param');
      await deps.members.revoke(c.get('owner').id, eventId, invitationId);
      return c.body(null, 204);
    })
    .openapi(changeRoleRoute, async (c) => {
      const { eventId, userId } = c.req.valid('param');
      await deps.members.changeRole(c.get('owner').id, eventId, userId, c.req.valid('json').role);
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      const { eventId, userId } = c.req.valid('param');
      await deps.members.remove(c.get('owner').id, eventId, userId);
      return c.body(null, 204);
    })
    .openapi(acceptRoute, async (c) => {
      const { token } = c.req.valid('param');
      return c.json(await deps.members.accept(c.get('owner'), token), 200);
    });
}

/** The invitation link's page data (no account). */
export function invitationPreviewRoutes(deps: { members: MembersService }) {
  return createRouter().openapi(previewRoute, async (c) => {
    const { token } = c.req.valid('param');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.json(await deps.members.preview(token), 200);
  });
}
