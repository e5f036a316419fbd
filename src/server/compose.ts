/**
 * The composition root: everything the server runs is built here, once, in
 * dependency order — accounts, the two access policies, repositories, the live
 * hub, the media queue, the guestbook's PDF worker, the feature services, the
 * lifecycle scheduler and the HTTP application. Nothing is assigned later and
 * nothing is built per request. `main.ts` (the process) and `src/test/server.ts`
 * (the integration tests) both compose through this one function; the
 * process then starts what runs on timers.
 */
// zod's schemas gain .openapi() only when created after this import: before any feature loads.
import '@hono/zod-openapi';
import type { Logger } from 'pino';
import { parseLanguage } from '../shared/i18n/index';
import type { Mailer } from './adapters/mail/mail';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payments';
import type { Storage } from './adapters/storage/storage';
import { createApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAlbumsRepository } from './features/albums/albums.repository';
import { createAlbumsService } from './features/albums/albums.service';
import { createAuth } from './features/auth/auth';
import { resolveAuthSecret } from './features/auth/auth-secret';
import { createBackgroundTasks } from './features/auth/background-tasks';
import { createContactRepository } from './features/contact/contact.repository';
import { createContactService } from './features/contact/contact.service';
import { createDigest } from './features/digest/digest';
import { createDigestRepository } from './features/digest/digest.repository';
import { createDownloadsRepository } from './features/downloads/downloads.repository';
import { createDownloadsService } from './features/downloads/downloads.service';
import type { GuestbookExport } from './features/downloads/guestbook-files';
import { createEventsRepository } from './features/events/events.repository';
import { createEventsService } from './features/events/events.service';
import { createPrintKit } from './features/events/print-kit';
import { createGalleryRepository } from './features/gallery/gallery.repository';
import { createGalleryReader, createGalleryService } from './features/gallery/gallery.service';
import { createGuestRepository } from './features/guest/guest.repository';
import { createGuestService } from './features/guest/guest.service';
import { createGuestbookRepository } from './features/guestbook/guestbook.repository';
import { createGuestbookService } from './features/guestbook/guestbook.service';
import { createGuestbookExport } from './features/guestbook/guestbook-export';
import { createPdfRenderer, type PdfRenderer } from './features/guestbook/pdf-renderer';
import { createZipPreparer } from './features/guestbook/zip-status';
import { createLifecycleScheduler } from './features/lifecycle/scheduler';
import { createLiveHub } from './features/live/live.hub';
import { createLivePresenter } from './features/live/live.presenter';
import { createLiveRepository } from './features/live/live.repository';
import { createLiveBus } from './features/live/live-bus';
import { createMediaRepository } from './features/media/media.repository';
import { createMediaDelivery } from './features/media/media-delivery.service';
import { createMediaProcessor } from './features/media/media-processor';
import { createMembersRepository } from './features/members/members.repository';
import { createMembersService } from './features/members/members.service';
import { createMetrics } from './features/metrics/metrics';
import { createPaymentsRepository } from './features/payments/payments.repository';
import { createPaymentsService } from './features/payments/payments.service';
import { createPaymentsEmails } from './features/payments/payments-emails';
import { createPlayRepository } from './features/play/play.repository';
import { createPlayService } from './features/play/play.service';
import { createDiskReserve, reserveFolders } from './features/uploads/disk-reserve';
import type { MediaProcessor } from './features/uploads/media-processor';
import { createUploadLocker } from './features/uploads/tus-locker';
import { createUploadDatastore } from './features/uploads/upload-datastore';
import { createUploadsRepository } from './features/uploads/uploads.repository';
import { createTusServer } from './features/uploads/uploads.routes';
import { createUploadsService } from './features/uploads/uploads.service';
import { createEventAccess } from './policies/event-access';
import { createGuestKeys } from './policies/guest-credentials';
import { createGuestGate } from './policies/guest-gate';
import { createMediaViewer } from './policies/media-viewer';

export type ComposeOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  version: string;
  webDir: string | null;
  isDraining?: () => boolean;
  /**
   * What takes stored originals (state `processing`): `'queue'` builds the media feature's
   * processing queue (the server); tests hand their own. Without it, items stay `processing`
   * and a debug line is logged.
   */
  mediaProcessor?: MediaProcessor | 'queue';
  /** The clock of the guest rules (tests move it). */
  now?: () => Date;
  /** The guestbook's text and PDF for ZIP downloads (the guestbook feature's export when absent). */
  guestbookExport?: GuestbookExport;
  /** Stripe or the test-mode checkout; built from the configuration when absent. */
  paymentProvider?: PaymentProvider;
};

export function composeServer(options: ComposeOptions) {
  const { config, database, storage, mailer, logger } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const site = {
    siteName: config.siteName,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
  };

  // ── Accounts ──
  const backgroundTasks = createBackgroundTasks(logger);
  const secret = resolveAuthSecret(config.auth.secret, config.paths.data);
  const auth = createAuth({ config, database, mailer, logger, secret, backgroundTasks });

  // ── Access: the guest gate and the owner's event access (src/server/policies) ──
  const keys = createGuestKeys({ secret, secure: config.baseUrl.startsWith('https:'), now });
  const gate = createGuestGate({ db, keys, now });
  const access = createEventAccess({ db });
  const viewerOf = createMediaViewer({
    sessionUserId: async (headers) => (await auth.api.getSession({ headers }))?.user.id ?? null,
    access,
    gate,
  });

  // ── Repositories ──
  const eventsRepository = createEventsRepository(db);
  const galleryRepository = createGalleryRepository(db);
  const guestbookRepository = createGuestbookRepository(db);
  const paymentsRepository = createPaymentsRepository(db);
  const liveRepository = createLiveRepository(db);

  // ── Live updates: features publish changes; the hub streams them (closed on shutdown) ──
  const liveLogger = logger.child({ feature: 'live' });
  const live = createLiveHub({
    repository: liveRepository,
    bus: createLiveBus(database, liveLogger),
    present: createLivePresenter({
      gallery: createGalleryReader(galleryRepository),
      repository: liveRepository,
    }),
    logger: liveLogger,
    heartbeatSeconds: config.live.heartbeatSeconds,
    retentionHours: config.live.retentionHours,
  });

  // ── The media queue: derivatives of stored originals; a processed item is told live ──
  const mediaQueue =
    options.mediaProcessor === 'queue'
      ? createMediaProcessor({
          db,
          storage,
          logger,
          ...(config.ffmpegPath ? { config: { ffmpegPath: config.ffmpegPath } } : {}),
          onProcessed: ({ eventId, mediaId }) =>
            void live.publisher.publish(eventId, { type: 'media.updated', ids: [mediaId] }),
        })
      : null;
  const mediaProcessor: MediaProcessor = mediaQueue ??
    (options.mediaProcessor as MediaProcessor | undefined) ?? {
      enqueue: (mediaId) => logger.debug({ mediaId }, 'no media processor wired'),
    };

  // ── Guestbook exports: one PDF worker thread for the routes, the ZIPs and the scheduler ──
  const pdfRenderer: PdfRenderer = createPdfRenderer();
  const guestbookExporter = createGuestbookExport({
    repository: guestbookRepository,
    storage,
    renderer: pdfRenderer,
  });

  // ── Owner features ──
  const events = createEventsService({
    repository: eventsRepository,
    access,
    storage,
    baseUrl: config.baseUrl,
    live: live.publisher,
  });
  const albums = createAlbumsService({
    repository: createAlbumsRepository(db),
    storage,
    access,
  });
  const gallery = createGalleryService({
    repository: galleryRepository,
    storage,
    live: live.publisher,
    logger: logger.child({ feature: 'gallery' }),
    access,
    liveCursor: () => liveRepository.latestId(),
  });
  const guestbook = createGuestbookService({
    repository: guestbookRepository,
    exporter: guestbookExporter,
    access,
  });
  const payments = createPaymentsService({
    repository: paymentsRepository,
    provider: options.paymentProvider ?? createPaymentProvider(config),
    mailer,
    emails: createPaymentsEmails(config),
    baseUrl: config.baseUrl,
    siteName: config.siteName,
    access,
    findEvent: (eventId) => eventsRepository.find(eventId),
    userLanguage: async (userId) => parseLanguage(await paymentsRepository.userLanguage(userId)),
    logger: logger.child({ feature: 'payments' }),
  });
  const contact = createContactService({
    repository: createContactRepository(db),
    mailer,
    logger,
    siteName: config.siteName,
    supportEmail: config.supportEmail,
    rateLimit: config.contactRateLimit,
  });

  // ── The people who run an event with its owner ──
  const members = createMembersService({
    repository: createMembersRepository(db),
    access,
    mailer,
    siteName: config.siteName,
    baseUrl: config.baseUrl,
    now,
  });

  // ── Guest features: the page and its lists, tus uploads, ZIPs ──
  const play = createPlayService({
    repository: createPlayRepository(db),
    gate,
    keys,
    access,
    removeMedia: gallery.removeMedia,
    removeGuestbookEntry: gallery.removeGuestbookEntry,
    findEvent: (eventId) => eventsRepository.find(eventId),
    live: live.publisher,
  });
  const printKit = createPrintKit({
    access,
    repository: eventsRepository,
    prompts: (eventId) => play.listPromptsOf(eventId),
    baseUrl: config.baseUrl,
  });
  const guestService = createGuestService({
    play,
    repository: createGuestRepository(db),
    gate,
    keys,
    unlockLimit: config.guestUnlockRateLimit,
    live: live.publisher,
  });
  const uploadsLogger = logger.child({ component: 'uploads' });
  const datastore = createUploadDatastore(config, db);
  const locker = createUploadLocker(config, database, uploadsLogger);
  const reserve = createDiskReserve({
    folders: reserveFolders(config),
    reserveBytes: config.uploads.diskReserveBytes,
    log: uploadsLogger,
  });
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    datastore,
    storage,
    gate,
    processor: mediaProcessor,
    expiryMs: config.uploads.expiryMs,
    now,
    log: uploadsLogger,
    live: live.publisher,
    locker,
    reserve,
  });
  const tus = createTusServer({
    datastore,
    locker,
    uploads,
    origin: new URL(config.baseUrl).origin,
    log: uploadsLogger,
  });
  const downloads = createDownloadsService({
    repository: createDownloadsRepository(db),
    storage,
    gate,
    access,
    guestbook: options.guestbookExport ?? guestbookExporter,
    partMaxBytes: config.downloads.partMaxBytes,
    logger: logger.child({ feature: 'downloads' }),
  });

  // ── The hosts' daily digest of new uploads (sent by the scheduler) ──
  const digest = createDigest({
    repository: createDigestRepository(db),
    mailer,
    storage,
    logger,
    siteName: config.siteName,
    baseUrl: config.baseUrl,
    secret,
  });

  // ── Lifecycle e-mails, expired events, the download preparation, digests (started by main.ts) ──
  const lifecycle = createLifecycleScheduler({
    db,
    mailer,
    storage,
    logger,
    ...site,
    intervalMs: config.lifecycle.intervalMs,
    // Partial bytes of unfinished uploads live outside the event's storage folder.
    cleanups: [(eventId) => uploads.discardEventUploads(eventId)],
    // zipStatus: WAITING → GENERATING → READY or FAILED, with the owner's e-mail.
    zipStatus: createZipPreparer({
      repository: guestbookRepository,
      storage,
      guestbook: guestbookExporter,
      mailer,
      logger: logger.child({ component: 'zip-status' }),
      ...site,
      now: () => new Date(),
    }),
    digest,
  });

  // ── Metrics of this process, read at scrape time ──
  const metrics = createMetrics();
  metrics.observe({
    liveStreams: () => live.stats().streams,
    disk: reserve,
    ...(mediaQueue ? { mediaQueueDepth: () => mediaQueue.depth() } : {}),
    ...(config.lifecycle.enabled
      ? {
          schedulerLagSeconds: () => {
            const last = lifecycle.lastCompletedAt();
            return last ? (Date.now() - last.getTime()) / 1000 : null;
          },
        }
      : {}),
  });

  // ── HTTP ──
  const app = createApp({
    config,
    logger,
    version: options.version,
    webDir: options.webDir,
    pingDatabase: () => database.ping(),
    isDraining: options.isDraining,
    metrics,
    features: {
      auth,
      access,
      gate,
      keys,
      viewerOf,
      events,
      albums,
      gallery,
      guestbook,
      payments,
      contact,
      guestService,
      play,
      printKit,
      members,
      digest,
      downloads,
      tus,
      uploads,
      live,
      mediaDelivery: createMediaDelivery({ repository: createMediaRepository(db), storage }),
      storage,
    },
  });

  return {
    app,
    auth,
    backgroundTasks,
    access,
    guests: { keys, gate, guestService, uploads, datastore, tus, locker, reserve },
    live,
    metrics,
    /** The media queue when `mediaProcessor: 'queue'` (recover it at start, close it at the end). */
    mediaQueue,
    pdfRenderer,
    lifecycle,
    digest,
  };
}

export type ComposedServer = ReturnType<typeof composeServer>;
