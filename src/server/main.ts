/**
 * Start-up: reads the configuration, opens the database (applying
 * migrations), builds the adapters, serves HTTP, and shuts down cleanly on
 * SIGINT/SIGTERM.
 */

import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createMailer, createStorage } from './adapters/create-adapters';
import type { Mailer } from './adapters/mail/mail';
import { startStaleMultipartSweep } from './adapters/storage/s3-multipart-sweep';
import type { Storage } from './adapters/storage/storage';
import { composeServer } from './compose';
import { ConfigError, loadConfig, readEnvironment } from './config';
import { openDatabase } from './db/client';
import { DirectoryLockedError } from './db/lock';
import { startUpkeep } from './db/upkeep';
import { processingClaimMs } from './features/media/media-processor';
import { startUploadExpiry } from './features/uploads/uploads.routes';
import { createLogger } from './http/logger';
import { startMemoryTrim } from './memory-trim';

const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // One JSON line per event, with the process id and the instance (host name).
  const logger = createLogger(config.logLevel);

  for (const dir of [
    config.paths.data,
    config.paths.files,
    config.paths.outbox,
    config.paths.uploads,
  ]) {
    mkdirSync(dir, { recursive: true });
  }

  let storage: Storage;
  let mailer: Mailer;
  try {
    storage = createStorage(config);
    mailer = createMailer(config, logger.child({ component: 'mail' }));
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.mail.kind === 'smtp') {
    // A mail server that is down must not stop the site; it is reported and sending retries later.
    mailer.verify().then(
      () => logger.info('SMTP server reachable'),
      (error) => logger.warn({ err: error }, 'SMTP server not reachable at start-up'),
    );
  } else {
    logger.info(
      { outbox: config.paths.outbox },
      'e-mails are written to the outbox folder, codes shown here',
    );
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.database.kind === 'pglite'
        ? { kind: 'pglite', dir: config.paths.db }
        : { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize },
    );
  } catch (error) {
    if (error instanceof DirectoryLockedError) fail(error.message);
    logger.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
  logger.info(
    { database: database.kind, data: config.paths.data },
    database.kind === 'pglite'
      ? 'embedded database ready (single instance; use DATABASE_URL for PostgreSQL in production)'
      : 'PostgreSQL ready',
  );

  let draining = false;
  // The built server sits in dist/server beside dist/web; under tsx (development) Vite serves the web app.
  const webDir = import.meta.url.endsWith('.js')
    ? fileURLToPath(new URL('../web', import.meta.url))
    : null;
  const { app, backgroundTasks, guests, live, mediaQueue, pdfRenderer, lifecycle } = composeServer({
    mediaProcessor: 'queue',
    config,
    database,
    storage,
    mailer,
    logger,
    version,
    webDir,
    isDraining: () => draining,
  });
  if (!mediaQueue) throw new Error('the media queue was not composed');
  const mediaProcessor = mediaQueue;
  // Upload locks shared with the other instances (PostgreSQL): listen for their release requests.
  await guests.locker.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, url: config.baseUrl },
      `${config.siteName} is listening on ${config.baseUrl}`,
    );
  }) as Server;
  void mediaProcessor
    // The embedded database has one instance: a claim left in it is a crashed run's.
    .recover({ releaseClaims: database.kind === 'pglite' })
    .catch((error) => logger.error({ err: error }, 'could not queue unfinished media'));
  // With several instances, what a stopped or crashed one left queued is taken over after a while.
  const mediaTakeover = setInterval(
    () =>
      void mediaProcessor
        .recover({ olderThanMs: processingClaimMs })
        .catch((error) => logger.error({ err: error }, 'could not take over waiting media')),
    60_000,
  );
  mediaTakeover.unref();
  // Free memory of the C heap goes back to the system after start-up and every half minute.
  const stopMemoryTrim = startMemoryTrim(logger.child({ component: 'memory' }));
  // The embedded database has no autovacuum: its tables are analyzed and vacuumed from here.
  const stopDatabaseUpkeep = database.pglite
    ? startUpkeep(database.pglite, logger.child({ component: 'database' }))
    : async () => {};
  // Long uploads and downloads must not be cut by Node's default 300 s request timeout.
  server.requestTimeout = 0;
  // Unfinished uploads expire (a quarter of their lifetime after, at most every 15 minutes).
  const stopUploadExpiry = startUploadExpiry(
    guests.uploads,
    Math.min(config.uploads.expiryMs / 4, 15 * 60_000),
    logger.child({ component: 'uploads' }),
  );
  // ── S3 storage: where files live, and stale multipart uploads ──
  if (config.storage.kind === 's3') {
    logger.info(
      {
        bucket: config.storage.bucket,
        endpoint: config.storage.endpoint ?? 'aws',
        mediaDelivery: config.media.delivery,
        mediaPublicBaseUrl: config.media.publicBaseUrl,
      },
      'files are stored in the S3 bucket',
    );
  }
  // Puts cut short by a killed process leave multipart uploads in the bucket: aborted
  // hourly once a day old (tus uploads under uploads/ excepted: their expiry owns them).
  const stopStaleMultipartSweep = startStaleMultipartSweep(
    storage,
    logger.child({ component: 'storage' }),
  );
  // ──
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 65_000;

  // Lifecycle e-mails and the deletion of expired events (safe on several instances).
  if (config.lifecycle.enabled) lifecycle.start();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    draining = true;
    logger.info({ signal }, 'shutting down');
    // The scheduler finishes the e-mail or event in hand, then stops.
    const lifecycleStopped = lifecycle.stop();
    stopUploadExpiry();
    stopStaleMultipartSweep();
    clearInterval(mediaTakeover);
    stopMemoryTrim();
    const upkeepStopped = stopDatabaseUpkeep();
    // Live-update streams never end by themselves: end them so the server can close.
    await live.close();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    // Running tus PATCHes stop at a resumable point: the bytes received so far are saved and
    // their locks given back, so the client resumes on another instance from that offset.
    const uploadsHeld = guests.locker.heldCount();
    guests.locker.releaseAll();
    const released = await guests.locker.idle(config.shutdownTimeoutMs);
    if (uploadsHeld > 0)
      logger.info({ uploads: uploadsHeld, released }, 'running uploads released');
    await closed;
    clearTimeout(timer);
    await guests.locker.close();
    await lifecycleStopped;
    await backgroundTasks.drain();
    await mediaProcessor.close();
    await pdfRenderer.close();
    await mailer
      .close()
      .catch((error) => logger.warn({ err: error }, 'mailer did not close cleanly'));
    await upkeepStopped;
    try {
      await database.close();
      logger.info('database closed');
    } catch (error) {
      logger.error({ err: error }, 'could not close the database cleanly');
      process.exitCode = 1;
    }
    logger.flush();
    process.exit();
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`Fatal error during start-up: ${error?.stack ?? error}\n`);
  process.exit(1);
});
