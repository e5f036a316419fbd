/**
 * The contact form over HTTP: POST /api/contact, for anyone, signed in or not. Validation
 * answers 400 `validation` with one issue per field (i18n keys); too many messages from one
 * client address 429 `rateLimited` {seconds}; a mail server failure 502 `contactSendFailed`.
 */
import { createRoute } from '@hono/zod-openapi';
import { contactRequestSchema, contactResponseSchema } from '../../../shared/api/contact';
import { createRouter, errorResponses, jsonContent } from '../../http/openapi';
import type { ContactService } from './contact.service';

export type ContactRoutesDeps = {
  contact: ContactService;
  /** The signed-in owner's id, when there is one (the message is linked to the account). */
  userIdOf?: (headers: Headers) => Promise<string | null>;
};

const sendRoute = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['contact'],
  summary: 'Send a message to support',
  description:
    'name, email, subject (general | support | billing | partnership | other) and a message of at least ' +
    '10 characters are required (400 validation). `website` is a honeypot that people leave empty. ' +
    'Limited per client address (429 rateLimited {seconds}); 502 contactSendFailed when the mail server fails.',
  request: {
    body: { required: true, content: jsonContent(contactRequestSchema.openapi('ContactRequest')) },
  },
  responses: {
    200: { description: 'Sent', content: jsonContent(contactResponseSchema) },
    ...errorResponses(400, 429, 500, 502),
  },
});

export function contactRoutes(deps: ContactRoutesDeps) {
  return createRouter().openapi(sendRoute, async (c) => {
    const userId = deps.userIdOf ? await deps.userIdOf(c.req.raw.headers).catch(() => null) : null;
    await deps.contact.send(c.req.valid('json'), {
      clientIp: c.get('clientIp'),
      userId,
      language: c.get('lang'),
    });
    return c.json({ ok: true as const }, 200);
  });
}
