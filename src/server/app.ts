/**
 * Composes the HTTP application from the feature routers: request context,
 * security headers, the API under /api (with its OpenAPI document and
 * reference page), JSON 404s for unknown API paths, and the web app for
 * every other path.
 */

import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import { presignedUrlOrigin } from './adapters/storage/s3-client';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import { albumsRoutes } from './features/albums/albums.routes';
import type { AlbumsService } from './features/albums/albums.service';
import { type Auth, trustedOriginsFor } from './features/auth/auth';
import { authOpenApi, authRoutes, mergeOpenApi } from './features/auth/auth.routes';
import {
  ownerSessionScheme,
  ownerSessionSecurityScheme,
  requireOwner,
} from './features/auth/require-owner';
import { contactRoutes } from './features/contact/contact.routes';
import type { ContactService } from './features/contact/contact.service';
import type { Digest } from './features/digest/digest';
import { digestOptOutRoutes, digestSettingRoutes } from './features/digest/digest.routes';
import { guestDownloadsRoutes, ownerDownloadsRoutes } from './features/downloads/downloads.routes';
import type { DownloadsService } from './features/downloads/downloads.service';
import { backgroundsRoutes } from './features/events/backgrounds.routes';
import { eventsRoutes } from './features/events/events.routes';
import type { EventsService } from './features/events/events.service';
import type { PrintKit } from './features/events/print-kit';
import { printKitRoutes } from './features/events/print-kit.routes';
import { galleryRoutes } from './features/gallery/gallery.routes';
import type { GalleryService } from './features/gallery/gallery.service';
import { guestRoutes } from './features/guest/guest.routes';
import type { GuestService } from './features/guest/guest.service';
import { guestbookRoutes } from './features/guestbook/guestbook.routes';
import type { GuestbookService } from './features/guestbook/guestbook.service';
import type { LiveHub } from './features/live/live.hub';
import { guestLiveRoutes, ownerLiveRoutes } from './features/live/live.routes';
import { mediaDeliveryRoutes } from './features/media/media-delivery.routes';
import type { MediaDelivery } from './features/media/media-delivery.service';
import { setMediaPublicBaseUrl } from './features/media/media-keys';
import { invitationPreviewRoutes, membersRoutes } from './features/members/members.routes';
import type { MembersService } from './features/members/members.service';
import { createMetrics, type Metrics } from './features/metrics/metrics';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import type { PaymentsService } from './features/payments/payments.service';
import { testCheckoutRoutes } from './features/payments/test-checkout.routes';
import { guestPlayRoutes, ownerPlayRoutes } from './features/play/play.routes';
import type { PlayService } from './features/play/play.service';
import { systemRoutes } from './features/system/system.routes';
import {
  registerUploadsOpenApi,
  uploadsPath,
  uploadsRoutes,
} from './features/uploads/uploads.routes';
import type { UploadsService } from './features/uploads/uploads.service';
import { apiDocs } from './http/api-docs';
import { compressAnswers } from './http/compress-answers';
import { drainingGuard } from './http/draining';
import type { AppEnv } from './http/env';
import { handleError, sendError } from './http/error-handler';
import { requestContext } from './http/request-context';
import { refuseNulBytes, sameSiteOnly } from './http/request-guard';
import { searchEngineHeaders } from './http/search-engines';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';
import type { EventAccess } from './policies/event-access';
import type { GuestKeys } from './policies/guest-credentials';
import type { GuestGate } from './policies/guest-gate';
import type { MediaViewerOf } from './policies/media-viewer';

/** What the routes serve: built once by the composition root (compose.ts). */
export type AppFeatures = {
  auth: Auth;
  access: EventAccess;
  gate: GuestGate;
  keys: GuestKeys;
  viewerOf: MediaViewerOf;
  events: EventsService;
  albums: AlbumsService;
  gallery: GalleryService;
  guestbook: GuestbookService;
  payments: PaymentsService;
  contact: ContactService;
  guestService: GuestService;
  play: PlayService;
  printKit: PrintKit;
  members: MembersService;
  digest: Digest;
  downloads: DownloadsService;
  tus: Parameters<typeof uploadsRoutes>[0];
  uploads: UploadsService;
  live: LiveHub;
  mediaDelivery: MediaDelivery;
  storage: Storage;
};

export type AppDeps = {
  config: Config;
  logger: Logger;
  version: string;
  /** Folder of the built web app; null when Vite serves it (development). */
  webDir: string | null;
  /** The readiness check's database ping. */
  pingDatabase: () => Promise<void>;
  /** Whether the process is shutting down. */
  isDraining?: () => boolean;
  /** This process' Prometheus metrics (features/metrics); a fresh registry when absent. */
  metrics?: Metrics;
  /** The features' services; without them (tests of the bare HTTP shell) only the system routes. */
  features?: AppFeatures;
};

/** Origins other than the site's that serve media to browsers (for the CSP). */
function mediaOrigins(config: Config): string[] {
  const origins = new Set<string>();
  if (config.media.publicBaseUrl) origins.add(new URL(config.media.publicBaseUrl).origin);
  if (config.media.delivery === 'redirect' && config.storage.kind === 's3') {
    origins.add(presignedUrlOrigin(config.storage));
  }
  return [...origins];
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestContext(deps.logger, { clientIpHeader: config.clientIpHeader }));
  setMediaPublicBaseUrl(config.media.publicBaseUrl);
  app.use(
    '*',
    securityHeaders({
      https: config.baseUrl.startsWith('https:'),
      mediaOrigins: mediaOrigins(config),
    }),
  );

  // Search engines index the site's own pages only, never an event's (search-engines.ts).
  app.use('*', searchEngineHeaders());

  // A NUL character is refused before any route sees it (tus' bodies are files, not JSON).
  app.use('*', refuseNulBytes({ skipBodies: (path) => path.startsWith(uploadsPath) }));

  // Metrics: every request counted by route pattern, tus traffic measured around it, GET /metrics.
  const metrics = deps.metrics ?? createMetrics();
  app.use('*', metrics.http);
  app.use('/api/uploads/*', metrics.uploads); // also matches /api/uploads itself
  app.route(
    '/',
    metricsRoutes({ metrics, token: config.metricsToken, production: config.env === 'production' }),
  );
  // Shutting down: new requests go elsewhere (503, Retry-After, Connection: close); /metrics still answers.
  app.use('*', drainingGuard(deps.isDraining ?? (() => false)));
  // JSON answers of 1 KB or more go compressed (gzip, when the client takes it); smaller
  // ones, streams, ZIPs and media go as they are. Static files come precompressed from the build.
  app.use('/api/*', compressAnswers({ types: /^application\/json\b/ }));

  const api = new OpenAPIHono<AppEnv>().route(
    '/',
    systemRoutes({
      version: deps.version,
      siteName: config.siteName,
      supportEmail: config.supportEmail,
      baseUrl: config.baseUrl,
      googleSignIn: config.auth.google !== undefined,
      pingDatabase: deps.pingDatabase,
      isDraining: deps.isDraining ?? (() => false),
    }),
  );

  const { features } = deps;
  const auth = features?.auth;
  if (features) {
    const { access, gate, storage } = features;
    // The contact form, signed in or not.
    api.route(
      '/',
      contactRoutes({
        contact: features.contact,
        userIdOf: async (headers: Headers) =>
          (await features.auth.api.getSession({ headers }))?.user.id ?? null,
      }),
    );
    api.route(
      '/auth',
      authRoutes(features.auth, { providers: config.auth.google ? ['google'] : [] }),
    );
    // Every /events route is the signed-in owner's (401 without a session).
    // A change in the owner's name must come from the site, with a JSON body (a background image is PUT raw).
    const fromSite = sameSiteOnly({
      origins: trustedOriginsFor(config),
      rawBody: (method, path) => method === 'PUT' && /\/backgrounds\/[^/]+$/.test(path),
    });
    const owner = requireOwner(features.auth);
    // Payment routes outside /events need the owner too; the webhook and the test checkout do not.
    for (const path of [
      '/events',
      '/events/*',
      '/payments/gift',
      '/payments/purchases/*',
      '/activation-codes/*',
      '/invitations/*',
    ]) {
      api.use(path, owner, fromSite);
    }
    api.route('/', eventsRoutes({ events: features.events, baseUrl: config.baseUrl }));
    api.route('/', paymentsRoutes({ payments: features.payments }));
    const testCheckout = testCheckoutRoutes({
      payments: features.payments,
      siteName: config.siteName,
    });
    api.route('/', testCheckout.apiRouter);
    app.route('/', testCheckout.pageRouter);
    // Guest-page files (background images), public: guests see them.
    app.route('/', backgroundsRoutes({ events: features.events }));
    api.route('/', albumsRoutes({ albums: features.albums }));
    // The owner's grid and guestbook, and its live updates.
    api.route('/', galleryRoutes({ gallery: features.gallery }));
    api.route('/', ownerLiveRoutes({ hub: features.live, access }));
    // The guestbook PDF and the retry of a failed download preparation.
    api.route('/', guestbookRoutes({ guestbook: features.guestbook }));

    // Media of an event: to whoever may view it (policies/media-viewer.ts).
    app.route(
      '/',
      mediaDeliveryRoutes({
        delivery: features.mediaDelivery,
        storage,
        media: config.media,
        viewerOf: features.viewerOf,
      }),
    );
    api.route('/', guestRoutes({ guestService: features.guestService, keys: features.keys }));
    api.route('/', guestPlayRoutes({ play: features.play }));
    api.route('/', ownerPlayRoutes({ play: features.play }));
    api.route('/', printKitRoutes({ printKit: features.printKit }));
    api.route('/', membersRoutes({ members: features.members }));
    api.route('/', invitationPreviewRoutes({ members: features.members }));
    api.route('/', digestSettingRoutes({ digest: features.digest, access }));
    api.route('/', digestOptOutRoutes({ digest: features.digest }));
    api.route('/', guestLiveRoutes({ hub: features.live, gate }));
    // ZIP downloads: the owner's (behind requireOwner, mounted above for /events/*) and the guests'.
    api.route('/', ownerDownloadsRoutes({ downloads: features.downloads, storage }));
    api.route('/', guestDownloadsRoutes({ downloads: features.downloads, storage }));
    // tus on /api/uploads[/…]: before the API's catch-all, and without any body-size limit.
    app.route('/', uploadsRoutes(features.tus, { uploads: features.uploads, log: deps.logger }));
    registerUploadsOpenApi(api.openAPIRegistry);
  }

  api.openAPIRegistry.registerComponent(
    'securitySchemes',
    ownerSessionScheme,
    ownerSessionSecurityScheme(config.baseUrl),
  );
  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: `${config.siteName} API`,
      version: deps.version,
      description:
        'Owners manage events, albums and downloads; guests, without an account, open an event and upload. ' +
        'Errors answer { error, message, status, data } where error is a stable id; ' +
        'the auth endpoints (tag auth) answer errors as { code, message } instead.',
    },
    servers: [{ url: '/api', description: 'this server' }],
  };
  // The document is built on first request, once every route is registered; the auth library describes its own endpoints.
  let document: Promise<unknown> | undefined;
  api.get('/openapi.json', async (c) => {
    document ??= (async () => {
      const ours = api.getOpenAPI31Document(documentConfig);
      return auth ? mergeOpenApi(ours, await authOpenApi(auth)) : ours;
    })();
    try {
      return c.json(await document);
    } catch (error) {
      document = undefined;
      throw error;
    }
  });
  api.route('/docs', apiDocs(config.siteName));
  api.all('*', (c) => sendError(c, 'routeNotFound'));

  app.route('/api', api);
  if (deps.webDir) {
    app.route('/', spa(deps.webDir, features?.guestService, { siteName: deps.config.siteName }));
  }
  app.notFound((c) => sendError(c, 'notFound'));
  return app;
}

export type App = ReturnType<typeof createApp>;
