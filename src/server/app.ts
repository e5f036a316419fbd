/**
 * Composes the HTTP application from the feature routers: request context,
 * security headers, the API under /api (with its OpenAPI document and
 * reference page), JSON 404s for unknown API paths, and the web app for
 * every other path.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail/mail';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { systemRoutes } from './features/system/system.routes';
import { apiDocs } from './http/api-docs';
import type { AppEnv } from './http/env';
import { handleError, sendError } from './http/error-handler';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  version: string;
  /** Folder of the built web app; null when Vite serves it (development). */
  webDir: string | null;
  /** Whether the process is shutting down. */
  isDraining?: () => boolean;
};

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(deps.logger, { clientIpHeader: config.clientIpHeader }));
  app.use('*', securityHeaders({ https: config.baseUrl.startsWith('https:') }));

  const api = new OpenAPIHono<AppEnv>().route(
    '/',
    systemRoutes({
      version: deps.version,
      siteName: config.siteName,
      supportEmail: config.supportEmail,
      baseUrl: config.baseUrl,
      googleSignIn: config.auth.google !== undefined,
      pingDatabase: () => deps.database.ping(),
      isDraining: deps.isDraining ?? (() => false),
    }),
  );

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${config.siteName} API`,
      version: deps.version,
      description:
        'Owners manage events, albums and downloads; guests, without an account, open an event and upload. ' +
        'Errors answer { error, message, status, data } where error is a stable id.',
    },
    servers: [{ url: '/api', description: 'this server' }],
  });
  api.route('/docs', apiDocs(config.siteName));
  api.all('*', (c) => sendError(c, 'routeNotFound'));

  app.route('/api', api);
  if (deps.webDir) app.route('/', spa(deps.webDir));
  app.notFound((c) => sendError(c, 'notFound'));
  return app;
}

export type App = ReturnType<typeof createApp>;
