/**
 * The composition root shared by the server process and the integration-test
 * server: given the configuration, an open database and the adapters, builds
 * the owner-account service and the HTTP application.
 */
import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail/mail';
import type { Storage } from './adapters/storage/storage';
import { createApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAuth } from './features/auth/auth';
import { resolveAuthSecret } from './features/auth/auth-secret';
import { createBackgroundTasks } from './features/auth/background-tasks';
import type { GuestbookExport } from './features/downloads/guestbook-files';
import { createGalleryRepository } from './features/gallery/gallery.repository';
import { createGalleryService } from './features/gallery/gallery.service';
import type { PdfRenderer } from './features/guestbook/pdf-renderer';
import { createLive } from './features/live/live.module';
import { createMetrics } from './features/metrics/metrics';
import { createGuestFeatures } from './features/public/guests.module';
import type { MediaProcessor } from './features/uploads/media-processor';

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
   * Takes stored originals (state `processing`) into the media feature's
   * processing queue. Without it, items stay `processing` and a debug line
   * is logged.
   */
  mediaProcessor?: MediaProcessor;
  /** The clock of the guest rules (tests move it). */
  now?: () => Date;
  /** The guestbook PDF worker, shared with the scheduler (created lazily by the app when absent). */
  pdfRenderer?: PdfRenderer;
  /** The guestbook's text and PDF for ZIP downloads. */
  guestbookExport?: GuestbookExport;
};

export function composeApp(options: ComposeOptions) {
  const { config, database, mailer, logger } = options;
  const backgroundTasks = createBackgroundTasks(logger);
  const secret = resolveAuthSecret(config.auth.secret, config.paths.data);
  const auth = createAuth({ config, database, mailer, logger, secret, backgroundTasks });
  // Live updates: features publish changes; the hub streams them (close it on shutdown).
  const galleryRepository = createGalleryRepository(database.db);
  const live = createLive({
    config,
    database,
    galleryRepository,
    logger: logger.child({ feature: 'live' }),
  });
  const gallery = createGalleryService({
    repository: galleryRepository,
    storage: options.storage,
    live: live.publisher,
    logger: logger.child({ feature: 'gallery' }),
  });
  const guests = createGuestFeatures({
    config,
    db: database.db,
    database,
    storage: options.storage,
    secret,
    processor: options.mediaProcessor ?? {
      enqueue: (mediaId) => logger.debug({ mediaId }, 'no media processor wired'),
    },
    logger,
    now: options.now,
    live: live.publisher,
  });
  // Metrics of this process; main.ts adds the media queue and the scheduler.
  const metrics = createMetrics();
  metrics.observe({ liveStreams: () => live.stats().streams });
  const app = createApp({ ...options, auth, guests, live, gallery, metrics });
  return { app, auth, backgroundTasks, guests, live, metrics };
}
