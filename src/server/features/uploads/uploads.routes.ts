/**
 * The tus endpoint (/api/uploads, /api/uploads/{uploadId}) on @tus/server
 * with handleWeb: creation checks and reserves through the uploads service,
 * finishing stores the original. Errors answer our JSON error body (in the
 * language of `lang` or Accept-Language) with the right status. No body-size
 * limit here: tus sends chunks of any size, each bounded by Upload-Length.
 */

import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { Server as TusServer } from '@tus/server';
import { EVENTS, type Locker } from '@tus/utils';
import { type Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { ErrorId } from '../../../shared/api/errors';
import { formatSize, maxVideoBytes } from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import { type AppEnv, nodeBindings } from '../../http/env';
import { errorBody } from '../../http/error-handler';
import { requestLanguage } from '../../http/language';
import { errorResponses } from '../../http/openapi';
import { hasBody } from '../../http/request-guard';
import { credentialsOf } from '../../policies/guest-credentials';
import { isOutOfRoom } from './datastore-types';
import { storageFullLogGate } from './disk-reserve';
import { nodeBody, takeNodeBodies } from './node-body';
import type { UploadDatastore } from './upload-datastore';
import type { UploadsService } from './uploads.service';

/** Where the tus endpoint is mounted. */
export const uploadsPath = '/api/uploads';

type TusError = { status_code: number; body: string };

function languageOf(req: Request) {
  return requestLanguage(req.url, req.headers.get('accept-language') ?? undefined);
}

const tusStatusToId: Partial<Record<number, ErrorId>> = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'fileUnavailable',
  409: 'conflict',
  410: 'fileUnavailable',
  415: 'unsupportedMediaType',
  460: 'badRequest',
};

export function createTusServer(deps: {
  datastore: UploadDatastore;
  /** Locks shared by every instance (PostgreSQL) or this process's (PGlite). */
  locker: Locker;
  uploads: UploadsService;
  /** The site's origin: the only one allowed to upload from a browser. */
  origin: string;
  log: Logger;
}) {
  const { uploads, log } = deps;
  const outOfRoomLogDue = storageFullLogGate();
  // Every upload declares its length: deferring it is not offered (nor advertised).
  const store = deps.datastore.store;
  store.extensions = store.extensions.filter((name) => name !== 'creation-defer-length');

  function toTusError(error: unknown, req: Request): TusError {
    const lang = languageOf(req);
    if (error instanceof AppError) {
      return {
        status_code: error.status,
        body: JSON.stringify(errorBody(error.id, lang, error.params)),
      };
    }
    log.error({ err: error }, 'upload failed');
    return { status_code: 500, body: JSON.stringify(errorBody('internal', lang)) };
  }

  const server = new TusServer({
    path: uploadsPath,
    datastore: deps.datastore.store,
    locker: deps.locker,
    maxSize: maxVideoBytes,
    relativeLocation: true,
    allowedOrigins: [deps.origin],
    allowedCredentials: true,
    async onUploadCreate(req, upload) {
      try {
        await uploads.create({
          uploadId: upload.id,
          size: upload.sizeIsDeferred ? undefined : upload.size,
          metadata: upload.metadata ?? {},
          credentials: credentialsOf(req.headers),
        });
        return {};
      } catch (error) {
        throw toTusError(error, req as unknown as Request);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const { mediaId } = await uploads.finish(upload.id);
        return { headers: { 'Upload-Media-Id': mediaId } };
      } catch (error) {
        throw toTusError(error, req as unknown as Request);
      }
    },
    // Our own refusals are JSON already; tus' plain texts become JSON in asJsonError.
    onResponseError(req, error) {
      // A full disk under the bytes, however it reached tus (the store's rejection, or the
      // request's stream destroyed with the same error first): no room for now, which the
      // client retries by itself. Logged once a minute at most: every guest's phone retries.
      if (isOutOfRoom(error)) {
        if (outOfRoomLogDue()) {
          log.error({ err: error }, 'no room on the disk for an upload’s bytes');
        }
        return {
          status_code: 503,
          body: JSON.stringify(errorBody('storageFull', languageOf(req as unknown as Request))),
        };
      }
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413) {
        const lang = languageOf(req as unknown as Request);
        return {
          status_code: 413,
          body: JSON.stringify(
            errorBody('fileTooLarge', lang, { limit: formatSize(maxVideoBytes) }),
          ),
        };
      }
      const ours = 'body' in error && typeof error.body === 'string' && error.body.startsWith('{');
      if (status >= 500 && status !== 501 && !ours) log.error({ err: error }, 'tus error');
      return undefined;
    },
  });
  takeNodeBodies(server);
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    uploads
      .terminated(id)
      .catch((error) => log.error({ err: error }, 'releasing a cancelled upload failed'));
  });
  return server;
}

/** The tus answers that carry no JSON body of ours: their error id by status. */
function tusErrorId(status: number): ErrorId {
  if (status === 412) return 'uploadProtocolUnsupported';
  if (status === 501) return 'uploadFeatureUnsupported';
  return tusStatusToId[status] ?? (status >= 500 ? 'internal' : 'badRequest');
}

/**
 * Every error answer of the endpoint in the API's JSON shape: tus' own plain
 * texts (a missing Tus-Resumable, an invalid Upload-Length or metadata, a
 * negative offset, an unsupported extension) become a catalogue message in
 * the request's language; an unsupported extension (tus' 501) is the
 * client's mistake, so it answers 400.
 */
async function asJsonError(res: Response, req: Request): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  if (text.startsWith('{')) return new Response(text, { status: res.status, headers });
  const status = res.status === 501 ? 400 : res.status;
  const body = { ...errorBody(tusErrorId(res.status), languageOf(req)), status };
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * Creation with upload: the creation and the first bytes in one request (one
 * round trip less on a slow network). Done as a creation followed by a PATCH
 * of the body at offset 0, so both go through every rule of their own; the
 * answer is the creation's 201 with the PATCH's Upload-Offset (and
 * Upload-Media-Id when the file is complete), or the PATCH's error.
 */
async function createWithUpload(tus: TusServer, req: Request): Promise<Response> {
  const creationHeaders = new Headers(req.headers);
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) {
    creationHeaders.delete(name);
  }
  const created = await tus.handleWeb(
    new Request(req.url, { method: 'POST', headers: creationHeaders }),
  );
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return created;
  const patchHeaders = new Headers(req.headers);
  patchHeaders.delete('upload-length');
  patchHeaders.delete('upload-metadata');
  patchHeaders.set('upload-offset', '0');
  const patched = await tus.handleWeb(
    new Request(new URL(location, req.url), {
      method: 'PATCH',
      headers: patchHeaders,
      body: req.body,
      duplex: 'half',
    } as RequestInit),
  );
  if (patched.status >= 400) return patched;
  const headers = new Headers(created.headers);
  for (const name of ['upload-offset', 'upload-media-id', 'upload-expires']) {
    const value = patched.headers.get(name);
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(null, { status: 201, headers });
}

/**
 * A HEAD that finds every byte arrived, on an upload nobody finished (the server died
 * between the last byte and the finish): the upload is finished now, before the answer
 * that tells the client it is done. Its error (the bytes are not a photo) is the answer.
 */
async function finishedOnHead(
  res: Response,
  req: Request,
  uploads: Pick<UploadsService, 'finishIfComplete'>,
  log: Logger,
): Promise<Response> {
  const offset = res.headers.get('upload-offset');
  if (res.status !== 200 || offset === null || offset !== res.headers.get('upload-length')) {
    return res;
  }
  const uploadId = new URL(req.url).pathname.split('/').pop() ?? '';
  try {
    const finished = await uploads.finishIfComplete(uploadId);
    if (!finished) return res;
    const headers = new Headers(res.headers);
    headers.set('Upload-Media-Id', finished.mediaId);
    return new Response(null, { status: 200, headers });
  } catch (error) {
    const lang = languageOf(req);
    if (error instanceof AppError) {
      return Response.json(errorBody(error.id, lang, error.params), { status: error.status });
    }
    log.error({ err: error }, 'finishing a complete upload failed');
    return Response.json(errorBody('internal', lang), { status: 500 });
  }
}

/**
 * The request handed to tus: behind Node's HTTP server, a body is read from Node's request
 * stream itself (node-body.ts); otherwise (app.request in tests) the request as it came.
 */
function tusRequest(c: Context<AppEnv>): Request {
  const raw = c.req.raw;
  const { incoming } = nodeBindings(c);
  if (!incoming || !hasBody(raw.headers)) return raw;
  return new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: nodeBody(incoming),
    duplex: 'half',
  } as RequestInit);
}

/** Hono routes of the tus endpoint (mount at the root: they carry /api/uploads themselves). */
export function uploadsRoutes(
  tus: TusServer,
  deps: { uploads: Pick<UploadsService, 'finishIfComplete'>; log: Logger },
) {
  const handle = async (req: Request): Promise<Response> => {
    let res =
      req.method === 'POST' && hasBody(req.headers)
        ? await createWithUpload(tus, req)
        : await tus.handleWeb(req);
    if (req.method === 'HEAD') res = await finishedOnHead(res, req, deps.uploads, deps.log);
    return asJsonError(res, req);
  };
  const app = new Hono<AppEnv>();
  app.on(['POST', 'OPTIONS'], uploadsPath, (c) => handle(tusRequest(c)));
  app.on(['PATCH', 'DELETE', 'OPTIONS'], `${uploadsPath}/*`, (c) => handle(tusRequest(c)));
  // Hono answers HEAD through GET routes; a plain GET (tus' download) is not offered.
  app.get(`${uploadsPath}/*`, async (c) => {
    if (c.req.method !== 'HEAD') return c.json(errorBody('methodNotAllowed', c.get('lang')), 405);
    return handle(c.req.raw);
  });
  return app;
}

/** Describes the tus endpoint in the OpenAPI document (the protocol's own headers, no JSON bodies). */
export function registerUploadsOpenApi(registry: OpenAPIHono['openAPIRegistry']) {
  const uploadId = z.string().openapi({ param: { name: 'uploadId', in: 'path' } });
  const params = z.object({ uploadId });
  const tusHeaders = 'Tus-Resumable: 1.0.0 on every request but OPTIONS.';
  const base = { tags: ['uploads'] };
  registry.registerPath({
    ...base,
    method: 'post',
    path: '/uploads',
    summary: 'tus creation: one upload per declared file of a batch',
    description: `${tusHeaders} Upload-Length is required (no deferred length); a body (Content-Type application/offset+octet-stream) sends the first bytes with the creation (creation-with-upload). Upload-Metadata carries eventId, batchId, fileIndex, filename and filetype (base64). Every check and the slot reservation happen here; see shared/api/public.ts for the answers.`,
    responses: {
      201: { description: 'Created; Location is the upload URL' },
      ...errorResponses(400, 401, 402, 403, 404, 409, 413, 500),
    },
  });
  registry.registerPath({
    ...base,
    method: 'options',
    path: '/uploads',
    summary: 'tus capabilities (versions, extensions, largest size)',
    responses: { 204: { description: 'Capabilities in Tus-* headers' } },
  });
  registry.registerPath({
    ...base,
    method: 'options',
    path: '/uploads/{uploadId}',
    summary: 'tus capabilities',
    request: { params },
    responses: { 204: { description: 'Capabilities in Tus-* headers' } },
  });
  registry.registerPath({
    ...base,
    method: 'head',
    path: '/uploads/{uploadId}',
    summary: 'How much of an upload arrived (Upload-Offset), to resume it',
    request: { params },
    responses: {
      200: { description: 'Upload-Offset and Upload-Length headers' },
      404: { description: 'No such upload (expired, cancelled or finished)' },
    },
  });
  registry.registerPath({
    ...base,
    method: 'get',
    path: '/uploads/{uploadId}',
    summary: 'Not offered: answers 405 (HEAD resumes; files are served under /media)',
    request: { params },
    responses: errorResponses(405),
  });
  registry.registerPath({
    ...base,
    method: 'patch',
    path: '/uploads/{uploadId}',
    summary: 'Send bytes from Upload-Offset (Content-Type application/offset+octet-stream)',
    description:
      'The last chunk stores the original: 204 with Upload-Media-Id, or 415 invalidFileType when the bytes are not what the declared type says.',
    request: { params },
    responses: {
      204: { description: 'Accepted; the new Upload-Offset' },
      ...errorResponses(400, 404, 409, 410, 413, 415, 500),
    },
  });
  registry.registerPath({
    ...base,
    method: 'delete',
    path: '/uploads/{uploadId}',
    summary: 'Cancel an unfinished upload (its slot goes back)',
    request: { params },
    responses: { 204: { description: 'Cancelled' }, ...errorResponses(404) },
  });
}

/**
 * At once, finishes the uploads whose bytes all arrived before the process stopped
 * ({@link UploadsService.finishCompleteUploads}); then runs {@link UploadsService.expire}
 * every `intervalMs`. Returns a stop function.
 */
export function startUploadExpiry(
  uploads: UploadsService,
  intervalMs: number,
  log: Logger,
): () => void {
  let running = true;
  uploads
    .finishCompleteUploads()
    .then((count) => {
      if (count > 0) log.info({ count }, 'finished uploads that were complete at start-up');
    })
    .catch((error) => log.error({ err: error }, 'finishing complete uploads failed'))
    .finally(() => {
      running = false;
    });
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    uploads
      .expire()
      .then((count) => {
        if (count > 0) log.info({ count }, 'expired unfinished uploads');
      })
      .catch((error) => log.error({ err: error }, 'expiring uploads failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
