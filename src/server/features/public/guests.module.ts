/**
 * Builds the guest side from the configuration and adapters: the per-event
 * access cookie, the public API's service, and the tus uploads with their
 * datastore. The composition root passes the result to the app.
 */
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LivePublisher } from '../live/live.types';
import type { MediaProcessor } from '../uploads/media-processor';
import { createFileUploadDatastore, type UploadDatastore } from '../uploads/upload-datastore';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { createTusServer } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';
import { createGuestAccess } from './guest-access';
import { createPublicRepository } from './public.repository';
import { createPublicService } from './public.service';

export type GuestFeaturesOptions = {
  config: Config;
  db: Database;
  storage: Storage;
  /** The server's auth secret; the guest cookies' key is derived from it. */
  secret: string;
  processor: MediaProcessor;
  logger: Logger;
  now?: () => Date;
  /** Live updates of new files and guestbook entries. */
  live?: LivePublisher;
};

/** Where unfinished uploads are kept (the S3 store of the scaled deployment comes here). */
export function createUploadDatastore(config: Config): UploadDatastore {
  return createFileUploadDatastore({
    directory: config.paths.uploads,
    expiryMs: config.uploads.expiryMs,
  });
}

export function createGuestFeatures(options: GuestFeaturesOptions) {
  const { config, db, logger } = options;
  const guestAccess = createGuestAccess({
    secret: options.secret,
    secure: config.baseUrl.startsWith('https:'),
    now: options.now,
  });
  const publicService = createPublicService({
    repository: createPublicRepository(db),
    guestAccess,
    unlockLimit: config.guestUnlockRateLimit,
    now: options.now,
    live: options.live,
  });
  const datastore = createUploadDatastore(config);
  const log = logger.child({ component: 'uploads' });
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    datastore,
    storage: options.storage,
    guestAccess,
    processor: options.processor,
    expiryMs: config.uploads.expiryMs,
    now: options.now,
    log,
    live: options.live,
  });
  const tus = createTusServer({
    datastore,
    uploads,
    origin: new URL(config.baseUrl).origin,
    log,
  });
  return { guestAccess, publicService, uploads, datastore, tus };
}

export type GuestFeatures = ReturnType<typeof createGuestFeatures>;
