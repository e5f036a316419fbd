/**
 * Mounts the auth library's endpoints under /api/auth and describes them in
 * our OpenAPI document. Each request reaches the library with two private
 * headers set from the request context: the client address (which honours
 * CLIENT_IP_HEADER, for rate limits and sessions) and the request language
 * (for e-mails to someone without a stored language). Values a client sent
 * under those names are dropped first. Bodies are small (a form, a sign-in):
 * over 64 KB (8 KB for a provider's callback) answers 413; the callback of a
 * provider that is not configured does not exist.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { sendError } from '../../http/error-handler';
import { boundedBody } from '../../http/request-guard';
import { type Auth, clientIpHeader, requestLanguageHeader } from './auth';

/** The largest body of an auth request, and of a sign-in provider's callback. */
export const maxAuthBodyBytes = 64 * 1024;
export const maxCallbackBodyBytes = 8 * 1024;

export function authRoutes(auth: Auth, options: { providers: readonly string[] }) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const callback = /\/callback\/([^/]+)$/.exec(c.req.path);
    if (callback && !options.providers.includes(callback[1] ?? '')) {
      return sendError(c, 'routeNotFound');
    }
    let body: Buffer | null = null;
    if (c.req.method === 'POST') {
      body = await boundedBody(c.req.raw, callback ? maxCallbackBodyBytes : maxAuthBodyBytes);
      if (body === null) return sendError(c, 'payloadTooLarge');
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(clientIpHeader);
    headers.delete(requestLanguageHeader);
    headers.set(clientIpHeader, c.get('clientIp'));
    headers.set(requestLanguageHeader, c.get('lang'));
    const response = await auth.handler(
      new Request(c.req.url, {
        method: c.req.method,
        headers,
        ...(body === null ? {} : { body: new Uint8Array(body) }),
        signal: c.req.raw.signal,
      }),
    );
    if (response.status === 429) return withRateLimitCode(response);
    // Unknown and closed auth paths answer like every other unknown API path.
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
      return sendError(c, 'routeNotFound');
    }
    return response;
  });
}

/**
 * The library's rate-limit answer carries only a message; give it the same
 * `{ code, message }` shape as its other errors, with the wait in seconds.
 * (A locked second factor also answers 429, with its own code, kept as is.)
 */
async function withRateLimitCode(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (body === null || typeof body.code === 'string') return response;
  const retryAfter = Number(response.headers.get('x-retry-after')) || undefined;
  const headers = new Headers(response.headers);
  if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
  return new Response(JSON.stringify({ ...body, code: 'TOO_MANY_REQUESTS', retryAfter }), {
    status: 429,
    headers,
  });
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  tags?: { name: string; description?: string }[];
};

/**
 * The library's own description of its open endpoints, with paths moved under
 * `prefix` (our document's server is /api) and tagged `auth`.
 */
export async function authOpenApi(auth: Auth, prefix = '/auth'): Promise<OpenApiDocument> {
  const generated = (await auth.api.generateOpenAPISchema()) as unknown as OpenApiDocument;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(generated.paths ?? {})) {
    paths[`${prefix}${path}`] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [
        method,
        { ...(operation as Record<string, unknown>), tags: ['auth'] },
      ]),
    );
  }
  describeSignUp(paths[`${prefix}/sign-up/email`]);
  return {
    paths,
    components: {
      schemas: generated.components?.schemas ?? {},
      securitySchemes: generated.components?.securitySchemes ?? {},
    },
    tags: [
      {
        name: 'auth',
        description:
          'Owner accounts (Better Auth): sign-up, e-mailed codes, sign-in, two-factor, Google, password change, sign-out.',
      },
    ],
  };
}

/** Adds what our hooks add to the library's sign-up: the terms box, the language choice, an optional name. */
function describeSignUp(pathItem: Record<string, unknown> | undefined) {
  const operation = pathItem?.post as
    | { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }
    | undefined;
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  if (!schema) return;
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  schema.properties = {
    ...properties,
    language: {
      type: 'string',
      enum: ['pl', 'en'],
      description: "Interface and e-mail language; the request's language when left out",
    },
    termsAccepted: {
      type: 'boolean',
      const: true,
      description: 'The terms and privacy policy were accepted (else 400 TERMS_NOT_ACCEPTED)',
    },
  };
  schema.required = ['email', 'password', 'termsAccepted'];
}

/** The parts of an OpenAPI document {@link mergeOpenApi} touches. */
type MergeableDocument = { paths?: object; components?: object; tags?: object[] };

/** Adds another document's paths, components and tags to `target` (ours win on a name clash). */
export function mergeOpenApi<T extends MergeableDocument>(target: T, addition: OpenApiDocument): T {
  const merged = target as MergeableDocument & OpenApiDocument;
  merged.paths = { ...addition.paths, ...merged.paths };
  const components: Record<string, Record<string, unknown> | undefined> = {
    ...merged.components,
  };
  for (const [kind, entries] of Object.entries(addition.components ?? {})) {
    components[kind] = { ...entries, ...components[kind] };
  }
  merged.components = components;
  merged.tags = [...(merged.tags ?? []), ...(addition.tags ?? [])];
  return target;
}
