/**
 * Composes the HTTP application from the feature routers: request context,
 * security headers, the API under /api (with its OpenAPI document and
 * reference page), JSON 404s for unknown API paths, and the web app for
 * every other path.
 */

import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { parseLanguage } from '../shared/i18n/index';
import type { Mailer } from './adapters/mail/mail';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payments';
import { presignedUrlOrigin } from './adapters/storage/s3-client';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAlbumsRepository } from './features/albums/albums.repository';
import { albumsRoutes } from './features/albums/albums.routes';
import { createAlbumsService } from './features/albums/albums.service';
import type { Auth } from './features/auth/auth';
import { authOpenApi, authRoutes, mergeOpenApi } from './features/auth/auth.routes';
import {
  ownerSessionScheme,
  ownerSessionSecurityScheme,
  requireOwner,
} from './features/auth/require-owner';
import { createContactRepository } from './features/contact/contact.repository';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { createDownloadsRepository } from './features/downloads/downloads.repository';
import { guestDownloadsRoutes, ownerDownloadsRoutes } from './features/downloads/downloads.routes';
import { createDownloadsService } from './features/downloads/downloads.service';
import type { GuestbookExport } from './features/downloads/guestbook-files';
import { createEventsRepository } from './features/events/events.repository';
import { eventsRoutes } from './features/events/events.routes';
import { createEventsService } from './features/events/events.service';
import { mediaRoutes } from './features/events/media.routes';
import { createGalleryRepository } from './features/gallery/gallery.repository';
import { galleryRoutes } from './features/gallery/gallery.routes';
import { createGalleryService, type GalleryService } from './features/gallery/gallery.service';
import { createGuestbookFeatures } from './features/guestbook/guestbook.module';
import { guestbookRoutes } from './features/guestbook/guestbook.routes';
import type { PdfRenderer } from './features/guestbook/pdf-renderer';
import type { LiveHub } from './features/live/live.hub';
import { guestLiveRoutes, ownerLiveRoutes } from './features/live/live.routes';
import { noLivePublisher } from './features/live/live.types';
import { mediaDeliveryRoutes } from './features/media/media-delivery.routes';
import { setMediaPublicBaseUrl } from './features/media/media-keys';
import { createMetrics, type Metrics } from './features/metrics/metrics';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { createPaymentsRepository } from './features/payments/payments.repository';
import { paymentsRoutes } from './features/payments/payments.routes';
import { createPaymentsService } from './features/payments/payments.service';
import { createPaymentsEmails } from './features/payments/payments-emails';
import { testCheckoutRoutes } from './features/payments/test-checkout.routes';
import type { GuestFeatures } from './features/public/guests.module';
import { publicRoutes } from './features/public/public.routes';
import { systemRoutes } from './features/system/system.routes';
import { registerUploadsOpenApi, uploadsRoutes } from './features/uploads/uploads.routes';
import { apiDocs } from './http/api-docs';
import { drainingGuard } from './http/draining';
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
  /**
   * Owner accounts (features/auth/auth.ts). Without it (tests of the bare
   * HTTP shell) neither the auth routes nor the owner routes are mounted.
   */
  auth?: Auth;
  /** The guest side (public event API and tus uploads); not mounted without it. */
  guests?: GuestFeatures;
  logger: Logger;
  /** Stripe or the test-mode checkout; built from the configuration when absent. */
  paymentProvider?: PaymentProvider;
  version: string;
  /** Folder of the built web app; null when Vite serves it (development). */
  webDir: string | null;
  /** Whether the process is shutting down. */
  isDraining?: () => boolean;
  /** Live updates (features/live): its publisher and the SSE streams; none when absent. */
  live?: LiveHub;
  /** The owner's gallery (built from the database when absent). */
  gallery?: GalleryService;
  /** The guestbook PDF worker (shared with the scheduler); one is created lazily when absent. */
  pdfRenderer?: PdfRenderer;
  /** The guestbook's text and PDF in ZIP downloads; the guestbook feature's export when absent. */
  guestbookExport?: GuestbookExport;
  /** This process' Prometheus metrics (features/metrics); a fresh registry when absent. */
  metrics?: Metrics;
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

  // Metrics: every request counted by route pattern, tus traffic measured around it, GET /metrics.
  const metrics = deps.metrics ?? createMetrics();
  app.use('*', metrics.http);
  app.use('/api/uploads/*', metrics.uploads); // also matches /api/uploads itself
  app.route('/', metricsRoutes({ metrics, token: config.metricsToken }));
  // Shutting down: new requests go elsewhere (503, Retry-After, Connection: close); /metrics still answers.
  app.use('*', drainingGuard(deps.isDraining ?? (() => false)));
  // JSON answers over 1 KB go compressed (gzip or deflate, as the browser takes them); streams,
  // ZIPs and media are left as they are. Static files come precompressed from the build.
  app.use('/api/*', compress({ threshold: 1024, contentTypeFilter: /^application\/json\b/ }));

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

  const { auth } = deps;
  // The guestbook's exports (text, PDF in a worker thread): the owner's PDF route and the ZIPs.
  const guestbook = createGuestbookFeatures({
    db: deps.database.db,
    storage: deps.storage,
    renderer: deps.pdfRenderer,
  });
  // The contact form, signed in or not.
  api.route(
    '/',
    contactRoutes({
      contact: createContactService({
        repository: createContactRepository(deps.database.db),
        mailer: deps.mailer,
        logger: deps.logger,
        siteName: config.siteName,
        supportEmail: config.supportEmail,
        rateLimit: config.contactRateLimit,
      }),
      ...(auth
        ? {
            userIdOf: async (headers: Headers) =>
              (await auth.api.getSession({ headers }))?.user.id ?? null,
          }
        : {}),
    }),
  );
  if (auth) {
    api.route('/auth', authRoutes(auth));
    // Every /events route is the signed-in owner's (401 without a session).
    const owner = requireOwner(auth);
    api.use('/events', owner);
    api.use('/events/*', owner);
    // Payment routes outside /events that need the owner too; the webhook and the test checkout do not.
    api.use('/payments/gift', owner);
    api.use('/payments/purchases/*', owner);
    api.use('/activation-codes/*', owner);
    const { db } = deps.database;
    const events = createEventsService({
      repository: createEventsRepository(db),
      storage: deps.storage,
      baseUrl: config.baseUrl,
      live: deps.live?.publisher,
    });
    api.route('/', eventsRoutes({ events, baseUrl: config.baseUrl }));
    const eventsRepository = createEventsRepository(db);
    const paymentsRepository = createPaymentsRepository(db);
    const payments = createPaymentsService({
      repository: paymentsRepository,
      provider: deps.paymentProvider ?? createPaymentProvider(config),
      mailer: deps.mailer,
      emails: createPaymentsEmails(config),
      baseUrl: config.baseUrl,
      siteName: config.siteName,
      findOwnedEvent: (ownerId, eventId) => eventsRepository.findOwned(ownerId, eventId),
      userLanguage: async (userId) => parseLanguage(await paymentsRepository.userLanguage(userId)),
      logger: deps.logger.child({ feature: 'payments' }),
    });
    api.route('/', paymentsRoutes({ payments }));
    const testCheckout = testCheckoutRoutes({ payments, siteName: config.siteName });
    api.route('/', testCheckout.apiRouter);
    app.route('/', testCheckout.pageRouter);
    // Guest-page files (background images), public: guests see them.
    app.route('/', mediaRoutes({ events }));
    api.route(
      '/',
      albumsRoutes({
        albums: createAlbumsService({
          repository: createAlbumsRepository(db),
          storage: deps.storage,
        }),
      }),
    );
    // The owner's grid and guestbook.
    const gallery =
      deps.gallery ??
      createGalleryService({
        repository: createGalleryRepository(db),
        storage: deps.storage,
        live: deps.live?.publisher ?? noLivePublisher,
        logger: deps.logger.child({ feature: 'gallery' }),
      });
    api.route('/', galleryRoutes({ gallery }));
    if (deps.live) {
      api.route(
        '/',
        ownerLiveRoutes({
          hub: deps.live,
          ensureOwned: (owner, id) => gallery.ensureOwned(owner, id),
        }),
      );
    }
    // The guestbook PDF and the retry of a failed download preparation.
    api.route('/', guestbookRoutes({ guestbook: guestbook.service }));
  }

  if (deps.guests) {
    const { guests } = deps;
    // Media of an event: to its owner (signed in) or to a guest who may see it.
    app.route(
      '/',
      mediaDeliveryRoutes({
        db: deps.database.db,
        storage: deps.storage,
        media: config.media,
        // The owner first: a signed-in owner also sees hidden and unfinished items.
        authorize: async (c, eventId) => {
          if (auth) {
            const session = await auth.api.getSession({ headers: c.req.raw.headers });
            if (session) {
              const { db } = deps.database;
              const owned = await createEventsRepository(db).findOwned(session.user.id, eventId);
              if (owned) return 'owner';
            }
          }
          return (await guests.publicService.canGuestSee(c.req.raw.headers, eventId))
            ? 'guest'
            : null;
        },
      }),
    );
    api.route(
      '/',
      publicRoutes({ publicService: guests.publicService, guestAccess: guests.guestAccess }),
    );
    if (deps.live) {
      api.route('/', guestLiveRoutes({ hub: deps.live, publicService: guests.publicService }));
    }
    // ZIP downloads: the owner's (behind requireOwner, mounted above for /events/*) and the guests'.
    const downloads = createDownloadsService({
      repository: createDownloadsRepository(deps.database.db),
      storage: deps.storage,
      guestAccess: guests.guestAccess,
      guestbook: deps.guestbookExport ?? guestbook.exporter,
      partMaxBytes: config.downloads.partMaxBytes,
      logger: deps.logger.child({ feature: 'downloads' }),
      now: guests.publicService.now,
    });
    if (auth) api.route('/', ownerDownloadsRoutes({ downloads, storage: deps.storage }));
    api.route('/', guestDownloadsRoutes({ downloads, storage: deps.storage }));
    // tus on /api/uploads[/…]: before the API's catch-all, and without any body-size limit.
    app.route('/', uploadsRoutes(deps.guests.tus));
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
    app.route(
      '/',
      spa(deps.webDir, deps.guests?.publicService, { siteName: deps.config.siteName }),
    );
  }
  app.notFound((c) => sendError(c, 'notFound'));
  return app;
}

export type App = ReturnType<typeof createApp>;
