/** The print kit over HTTP: `GET /api/events/{eventId}/print-kit.pdf` (behind requireOwner). */
import { createRoute, z } from '@hono/zod-openapi';
import { printKitQuerySchema } from '../../../shared/api/print-kit';
import { contentDisposition } from '../../../shared/domain/file-names';
import { createRouter, errorResponses, eventIdParams } from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import type { PrintKit } from './print-kit';

const printKitRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/print-kit.pdf',
  tags: ['events'],
  summary: 'Print kit: the QR code and link on table cards, a standing card or a poster (PDF)',
  description:
    'format tableCard (A6 tents, two per A4) | standingCard (A5) | poster (A4); design classic | elegant | bold; ' +
    'headline and subline (blank: the defaults in the event’s language); challenges=1 puts one photo challenge on ' +
    'each table card. The QR code is vector.',
  security: ownerSecurity,
  request: {
    params: eventIdParams,
    query: printKitQuerySchema,
  },
  responses: {
    200: {
      description: 'The PDF, as an attachment',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404, 500),
  },
});

export function printKitRoutes(deps: { printKit: PrintKit }) {
  return createRouter().openapi(printKitRoute, async (c) => {
    const { eventId } = c.req.valid('param');
    const { pdf, fileName } = await deps.printKit.pdf(
      c.get('owner').id,
      eventId,
      c.req.valid('query'),
    );
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', contentDisposition('attachment', fileName, 'print-kit.pdf'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(pdf), 200);
  });
}
