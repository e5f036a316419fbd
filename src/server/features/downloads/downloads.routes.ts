/**
 * Downloads over HTTP: the plan (parts, sizes, links) and the ZIP archives,
 * for the owner (behind requireOwner) and for guests (the guest page's access
 * rules, and only when the owner allows it after the upload window). Archives
 * stream with an exact Content-Length, a strong ETag, and single byte ranges
 * (206), so a broken download resumes where it stopped. HEAD answers the
 * headers alone. Several ranges in one request get the whole archive (200).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { downloadPlanSchema, downloadQuerySchema } from '../../../shared/api/gallery';
import { contentDisposition } from '../../../shared/domain/file-names';
import type { Storage } from '../../adapters/storage/storage';
import { type AppEnv, nodeBindings } from '../../http/env';
import { sendError } from '../../http/error-handler';
import { createRouter, errorResponses, eventIdParams, jsonContent } from '../../http/openapi';
import { credentialsOf } from '../../policies/guest-credentials';
import { ownerSecurity } from '../auth/require-owner';
import { parseRange } from '../media/media-delivery.service';
import type { DownloadScope, DownloadsService, PreparedArchive } from './downloads.service';
import { firstStoredSegment, zipRangeWebStream } from './zip-layout';
import { zipRangeSocketBody } from './zip-socket';

const partQuery = downloadQuerySchema.pick({ part: true });
const zipContent = {
  'application/zip': { schema: z.string().openapi({ format: 'binary' }) },
};
const zipResponses = {
  200: { description: 'The whole archive (exact Content-Length)', content: zipContent },
  206: { description: 'One byte range of the archive (Range, If-Range)', content: zipContent },
  416: { description: 'Range outside the archive; Content-Range: bytes */size' },
};

const ownerPlanRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/downloads',
  tags: ['downloads'],
  summary: 'What a download holds: its parts (ZIP_PART_MAX_BYTES each at most), sizes and links',
  security: ownerSecurity,
  request: { params: eventIdParams, query: downloadQuerySchema.omit({ part: true }) },
  responses: {
    200: { description: 'The plan', content: jsonContent(downloadPlanSchema) },
    ...errorResponses(400, 401, 404, 500),
  },
});

const ownerZipRoute = createRoute({
  method: 'get',
  path: '/events/{eventId}/download.zip',
  tags: ['downloads'],
  summary:
    'The event, one album (?albumId) or a selection (?ids=a,b) as a ZIP; ?part=N when the plan has parts',
  security: ownerSecurity,
  request: { params: eventIdParams, query: downloadQuerySchema },
  responses: { ...zipResponses, ...errorResponses(400, 401, 404, 500) },
});

const guestPlanRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/downloads',
  tags: ['guests'],
  summary:
    'The guests’ download of the whole event (403 guestDownloadNotAllowed unless the owner allows it and uploads have ended)',
  request: { params: eventIdParams },
  responses: {
    200: { description: 'The plan', content: jsonContent(downloadPlanSchema) },
    ...errorResponses(401, 402, 403, 404, 410, 500),
  },
});

const guestZipRoute = createRoute({
  method: 'get',
  path: '/public/events/{eventId}/download.zip',
  tags: ['guests'],
  summary: 'The guests’ ZIP of the event: visible items only; ?part=N when the plan has parts',
  request: { params: eventIdParams, query: partQuery },
  responses: { ...zipResponses, ...errorResponses(400, 401, 402, 403, 404, 410, 500) },
});

/** The archive as the answer to GET or HEAD, honouring Range and If-Range. */
async function serveArchive(
  c: Context<AppEnv>,
  archive: PreparedArchive,
  storage: Storage,
): Promise<Response> {
  const { layout, etag } = archive;
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': contentDisposition('attachment', archive.fileName, 'download.zip'),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': archive.lastModified.toUTCString(),
    // Never stored by a proxy or the browser cache; resuming relies on the ETag and If-Range.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const rangeHeader = c.req.header('Range');
  // Several ranges ("bytes=0-1,5-9") are answered with the whole archive.
  let range = rangeHeader?.includes(',')
    ? ({ kind: 'none' } as const)
    : parseRange(rangeHeader, layout.size);
  const ifRange = c.req.header('If-Range');
  if (range.kind !== 'none' && ifRange !== undefined && ifRange.trim() !== etag) {
    range = { kind: 'none' };
  }
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${layout.size}`);
    c.header('Accept-Ranges', 'bytes');
    c.header('Cache-Control', 'no-store');
    return sendError(c, 'rangeNotSatisfiable');
  }
  let status = 200;
  let span = { start: 0, end: layout.size - 1 };
  if (range.kind === 'range') {
    status = 206;
    span = { start: range.start, end: range.end };
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${layout.size}`);
  }
  headers.set('Content-Length', String(span.end - span.start + 1));
  // The first stored file of the span is checked before any header goes out (one stat); a
  // later one that changed cuts the body short instead.
  const first = firstStoredSegment(layout, span);
  if (first) {
    const stat = await storage.stat(first.key);
    if (stat?.size !== first.length) {
      c.var.log.error({ key: first.key, size: stat?.size ?? null }, 'stored original changed');
      return sendError(c, 'zipFailed');
    }
  }
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  // On a failure mid-way the connection is cut at once: the HTTP adapter would otherwise
  // append an error text to the body, bytes a resuming client would keep.
  const { outgoing } = nodeBindings(c);
  // Files on this machine's disk behind Node's server: written to the socket directly.
  if (outgoing && (!first || storage.localPath(first.key))) {
    const direct = zipRangeSocketBody(layout, storage, span, outgoing, {
      onError: (error) => c.var.log.error({ err: error }, 'ZIP download cut short'),
    });
    return new Response(direct, { status, headers });
  }
  const body = zipRangeWebStream(layout, storage, span, {
    signal: c.req.raw.signal,
    onError: (error) => {
      c.var.log.error({ err: error }, 'ZIP download cut short');
      if (!outgoing) return false;
      outgoing.destroy();
      return true;
    },
  });
  return new Response(body, { status, headers });
}

const scopeOf = (query: {
  albumId?: string;
  ids?: string[];
  groupBy?: 'album' | 'prompt';
}): DownloadScope => ({
  ...(query.albumId ? { albumId: query.albumId } : {}),
  ...(query.ids ? { ids: query.ids } : {}),
  ...(query.groupBy === 'prompt' ? { groupBy: 'prompt' } : {}),
});

/** The owner's routes: mount behind requireOwner. */
export function ownerDownloadsRoutes(deps: { downloads: DownloadsService; storage: Storage }) {
  const { downloads, storage } = deps;
  return createRouter()
    .openapi(ownerPlanRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const plan = await downloads.ownerPlan(
        c.get('owner').id,
        eventId,
        scopeOf(c.req.valid('query')),
      );
      return c.json(plan, 200);
    })
    .openapi(ownerZipRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const query = c.req.valid('query');
      const archive = await downloads.ownerArchive(
        c.get('owner').id,
        eventId,
        scopeOf(query),
        query.part,
      );
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body the OpenAPI types cannot describe
      return (await serveArchive(c, archive, storage)) as any;
    });
}

/** The guests' routes (no account). */
export function guestDownloadsRoutes(deps: { downloads: DownloadsService; storage: Storage }) {
  const { downloads, storage } = deps;
  return createRouter()
    .openapi(guestPlanRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      return c.json(await downloads.guestPlan(eventId, credentialsOf(c.req.raw.headers)), 200);
    })
    .openapi(guestZipRoute, async (c) => {
      const { eventId } = c.req.valid('param');
      const archive = await downloads.guestArchive(
        eventId,
        credentialsOf(c.req.raw.headers),
        c.req.valid('query').part,
      );
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body the OpenAPI types cannot describe
      return (await serveArchive(c, archive, storage)) as any;
    });
}
