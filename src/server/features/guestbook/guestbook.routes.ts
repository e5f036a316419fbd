/**
 * The owner's guestbook PDF and the download-preparation retry over HTTP:
 * GET /api/events/{eventId}/guestbook.pdf?size=a4|a5&albumId= and
 * POST /api/events/{eventId}/zip/retry. Mounted behind requireOwner.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { guestbookPdfQuerySchema, zipStatusResponseSchema } from '../../../shared/api/gallery';
import { contentDisposition } from '../../../shared/domain/file-names';
import { createRouter, errorResponses, eventIdParams } from '../../http/openapi';
import { ownerSecurity } from '../auth/require-owner';
import type { GuestbookService } from './guestbook.service';

const pdfRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/guestbook.pdf',
  tags: ['downloads'],
  summary:
    'The guestbook as a printable PDF (A4 or A5), the whole event or one album; with no entries, a PDF that says so',
  security: ownerSecurity,
  request: { params: eventIdParams, query: guestbookPdfQuerySchema },
  responses: {
    200: {
      description: 'The PDF, as an attachment',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404, 500),
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/events/{eventId}/zip/retry',
  tags: ['downloads'],
  summary:
    'Prepare the download again (FAILED or READY → GENERATING; 409 conflict in other states)',
  security: ownerSecurity,
  request: { params: eventIdParams },
  responses: {
    200: {
      description: 'Preparing again',
      content: { 'application/json': { schema: zipStatusResponseSchema } },
    },
    ...errorResponses(401, 404, 409, 500),
  },
});

export function guestbookRoutes(deps: { guestbook: GuestbookService }) {
  const { guestbook } = deps;
  return createRouter()
    .openapi(pdfRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const query = c.req.valid('query');
      const pdf = await guestbook.pdf(c.get('owner').id, eventId, query);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Length', String(pdf.bytes.byteLength));
      c.header(
        'Content-Disposition',
        contentDisposition('attachment', `${pdf.fileName}.pdf`, 'guestbook.pdf'),
      );
      c.header('Cache-Control', 'private, no-store');
      c.header('Last-Modified', pdf.modifiedAt.toUTCString());
      return c.body(new Uint8Array(pdf.bytes), 200);
    })
    .openapi(retryRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const zipStatus = await guestbook.retryZip(c.get('owner').id, eventId);
      return c.json({ zipStatus }, 200);
    });
}
