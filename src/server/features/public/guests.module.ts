/**
 * Builds the guest side from the configuration and adapters: the per-event
 * access cookie, the public API's service, and the tus uploads with their
 * datastore. The composition root passes the result to the app.
 */
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { LivePublisher } from '../live/live.types';
import type { MediaProcessor } from '../uploads/media-processor';
import { createMemoryTusLocker, createPgTusLocker, type TusLocker } from '../uploads/tus-locker';
import { PgKvStore } from '../uploads/tus-state-store';
import {
  createFileUploadDatastore,
  createS3UploadDatastore,
  type UploadDatastore,
  type UploadStateStore,
} from '../uploads/upload-datastore';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { createTusServer } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';
import { createGuestAccess } from './guest-access';
import { createPublicRepository } from './public.repository';
import { createPublicService } from './public.service';

export type GuestFeaturesOptions = {
  config: Config;
  db: Database;
  /** The database handle: with PostgreSQL, upload locks are shared through it. */
  database?: DatabaseHandle;
  storage: Storage;
  /** The server's auth secret; the guest cookies' key is derived from it. */
  secret: string;
  processor: MediaProcessor;
  logger: Logger;
  now?: () => Date;
  /** Live updates of new files and guestbook entries. */
  live?: LivePublisher;
};

/**
 * Where unfinished uploads are kept: the bucket (state in the shared
 * database) when S3 is configured, else the file store under DATA_DIR.
 */
export function createUploadDatastore(config: Config, db: Database): UploadDatastore {
  if (config.storage.kind === 's3') {
    return createS3UploadDatastore({
      settings: config.storage,
      cache: new PgKvStore(db) as UploadStateStore,
      expiryMs: config.uploads.expiryMs,
    });
  }
  return createFileUploadDatastore({
    directory: config.paths.uploads,
    expiryMs: config.uploads.expiryMs,
  });
}

/** Upload locks: leases in PostgreSQL shared by every instance, or in memory for the embedded database. */
export function createUploadLocker(
  config: Config,
  database: DatabaseHandle | undefined,
  logger: Logger,
): TusLocker {
  if (config.database.kind === 'postgres' && database?.pool) {
    return createPgTusLocker(database, { logger });
  }
  return createMemoryTusLocker();
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
  const datastore = createUploadDatastore(config, db);
  const log = logger.child({ component: 'uploads' });
  const locker = createUploadLocker(config, options.database, log);
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
    locker,
    uploads,
    origin: new URL(config.baseUrl).origin,
    log,
  });
  return { guestAccess, publicService, uploads, datastore, tus, locker };
}

export type GuestFeatures = ReturnType<typeof createGuestFeatures>;
