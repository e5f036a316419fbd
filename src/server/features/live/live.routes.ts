/**
 * Live updates over server-sent events: the owner's stream
 * (GET /api/events/{eventId}/live, behind requireOwner) and the guests' one
 * (GET /api/public/events/{eventId}/live, the guest lists' access rules). A
 * reconnecting client sends Last-Event-ID (header, or ?lastEventId=).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { createRouter, errorResponses, eventIdParams } from '../../http/openapi';
import type { EventAccess } from '../../policies/event-access';
import { credentialsOf } from '../../policies/guest-credentials';
import type { GuestGate } from '../../policies/guest-gate';
import { ownerSecurity } from '../auth/require-owner';
import type { LiveHub, LiveSink } from './live.hub';
import type { Audience } from './live.presenter';

/** Frames a slow client may leave unread before its stream is ended (it reconnects and catches up). */
const maxQueuedFrames = 2000;

const liveQuery = z.object({
  lastEventId: z.string().max(20).optional().openapi({
    description: 'The last id received, for clients that cannot send the Last-Event-ID header',
  }),
});
const eventStream = {
  'text/event-stream': {
    schema: z.string().openapi({
      description:
        'retry, then messages `event: <type>` `data: <LiveMessage JSON>` `id: <n>`; `: ping` comments as heartbeat',
    }),
  },
};

const ownerLiveRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/live',
  tags: ['live'],
  summary: 'The owner’s live updates of an event (server-sent events)',
  security: ownerSecurity,
  request: { params: eventIdParams, query: liveQuery },
  responses: {
    200: { description: 'An endless event stream', content: eventStream },
    ...errorResponses(401, 404, 500),
  },
});

const guestLiveRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/live',
  tags: ['live'],
  summary: 'Live updates of an event as guests see them (server-sent events)',
  request: { params: eventIdParams, query: liveQuery },
  responses: {
    200: { description: 'An endless event stream', content: eventStream },
    ...errorResponses(401, 402, 404, 410, 500),
  },
});

/** The client's resume point: a number, -1 when it sent something else (answered by `reset`). */
function lastEventIdOf(c: Context, query: string | undefined): number | null {
  const given = c.req.header('last-event-id') ?? query;
  if (given === undefined || given.trim() === '') return null;
  return /^\d{1,15}$/.test(given.trim()) ? Number(given.trim()) : -1;
}

/** How often an owner's open stream checks again that its account still has access. */
export const accessRecheckMs = 3000;

function liveResponse(
  c: Context,
  hub: LiveHub,
  eventId: string,
  audience: Audience,
  /** Asked every few seconds; a false answer (a removed member) ends the stream. */
  stillAllowed?: () => Promise<boolean>,
) {
  const lastEventId = lastEventIdOf(c, c.req.query('lastEventId'));
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const gone = new AbortController();
    const abort = () => gone.abort();
    c.req.raw.signal.addEventListener('abort', abort, { once: true });
    stream.onAbort(abort);
    let chain = Promise.resolve();
    let queued = 0;
    const sink: LiveSink = {
      write(frame) {
        if (gone.signal.aborted) return;
        queued += 1;
        if (queued > maxQueuedFrames) {
          abort();
          return;
        }
        chain = chain.then(async () => {
          await stream.write(frame);
          queued -= 1;
        });
      },
      close: abort,
    };
    sink.write('retry: 3000\n: live updates\n\n');
    const recheck = stillAllowed
      ? setInterval(() => {
          stillAllowed().then(
            (allowed) => allowed || abort(),
            () => {},
          );
        }, accessRecheckMs)
      : undefined;
    recheck?.unref?.();
    try {
      await hub.attach(eventId, audience, lastEventId, sink, gone.signal);
    } finally {
      clearInterval(recheck);
      c.req.raw.signal.removeEventListener('abort', abort);
      // What was queued goes out before the response ends (unless the client is gone).
      if (!stream.aborted) await chain;
    }
  });
}

export function ownerLiveRoutes(deps: { hub: LiveHub; access: EventAccess }) {
  return createRouter().openapi(ownerLiveRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    const userId = c.get('owner').id;
    await deps.access.requireEventAccess(userId, eventId, 'view');
    const stillAllowed = () => deps.access.allows(userId, eventId, 'view');
    return liveResponse(c, deps.hub, eventId, 'owner', stillAllowed) as never;
  });
}

export function guestLiveRoutes(deps: { hub: LiveHub; gate: GuestGate }) {
  return createRouter().openapi(guestLiveRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    await deps.gate.admit(eventId, credentialsOf(c.req.raw.headers), 'live');
    return liveResponse(c, deps.hub, eventId, 'guest') as never;
  });
}
