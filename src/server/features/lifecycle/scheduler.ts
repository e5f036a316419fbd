/**
 * The lifecycle scheduler inside the server: every interval (a minute by default) it sends
 * the lifecycle e-mails that are due, deletes expired events and (when given) prepares the
 * downloads of events whose upload window ended and sends the hosts' daily digests (both
 * when given); once an hour it also removes
 * stale temporary files a crashed write left in local storage. Runs never overlap; `stop()`
 * lets the running one finish its current e-mail or event and waits for it. Several instances
 * may run it against one database (see email-sender.ts and expiry-sweeper.ts).
 */
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import type { DigestReport } from '../digest/digest';
import type { ZipStatusReport } from '../guestbook/zip-status';
import { createEmailSender, type SendReport } from './email-sender';
import { createExpirySweeper, type EventCleanup, type SweepReport } from './expiry-sweeper';
import { createLifecycleRepository } from './lifecycle.repository';
import { createLifecycleEmails } from './lifecycle-emails';

export type LifecycleSchedulerDeps = {
  db: Database;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  siteName: string;
  baseUrl: string;
  supportEmail: string;
  /** Milliseconds between runs (default 60 000). */
  intervalMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Extra per-event cleanups of the expiry sweep (e.g. unfinished uploads). */
  cleanups?: readonly EventCleanup[];
  leaseMs?: number;
  /** Keeps each event's `zipStatus` meaningful (features/guestbook/zip-status.ts); run each tick. */
  zipStatus?: { run(shouldStop: () => boolean): Promise<ZipStatusReport> };
  /** The hosts' daily digest of new uploads (features/digest); run each tick. */
  digest?: { run(shouldStop: () => boolean): Promise<DigestReport> };
};

export type RunReport = {
  emails: SendReport;
  expiry: SweepReport;
  zipStatus?: ZipStatusReport;
  digest?: DigestReport;
};

/** Storage that can remove stale temporary files (the local disk store). */
type TempCleaning = { cleanupTemp(olderThanMs: number, now?: number): Promise<number> };

function cleansTemp(storage: Storage): storage is Storage & TempCleaning {
  return typeof (storage as Partial<TempCleaning>).cleanupTemp === 'function';
}

const hourMs = 60 * 60_000;

export function createLifecycleScheduler(deps: LifecycleSchedulerDeps) {
  const now = deps.now ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? 60_000;
  const logger = deps.logger.child({ component: 'lifecycle' });
  const repository = createLifecycleRepository(deps.db);
  const sender = createEmailSender({
    repository,
    mailer: deps.mailer,
    emails: createLifecycleEmails(deps),
    logger,
    now,
    ...(deps.leaseMs !== undefined ? { leaseMs: deps.leaseMs } : {}),
  });
  const sweeper = createExpirySweeper({
    repository,
    storage: deps.storage,
    logger,
    now,
    cleanups: deps.cleanups ?? [],
    ...(deps.leaseMs !== undefined ? { leaseMs: deps.leaseMs } : {}),
  });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunReport> | undefined;
  let stopping = false;
  let lastTempCleanup = 0;
  let lastCompletedAt: Date | null = null;

  /** One run: due e-mails, then expired events, then (hourly) stale temporary files. */
  async function runOnce(): Promise<RunReport> {
    if (running) return running;
    const shouldStop = () => stopping;
    running = (async () => {
      const emails = await sender.run(shouldStop).catch((error) => {
        logger.error({ err: error }, 'lifecycle e-mail run failed');
        return { sent: 0, failed: 0 };
      });
      const expiry = await sweeper.run(shouldStop).catch((error) => {
        logger.error({ err: error }, 'expiry sweep failed');
        return { events: 0, files: 0, failed: 0 };
      });
      // Downloads of events whose upload window ended: prepared, and the owner told.
      const zipStatus = await deps.zipStatus?.run(shouldStop).catch((error) => {
        logger.error({ err: error }, 'zip-status run failed');
        return { started: 0, ready: 0, failed: 0 };
      });
      const digest = await deps.digest?.run(shouldStop).catch((error) => {
        logger.error({ err: error }, 'digest run failed');
        return { sent: 0, failed: 0 };
      });
      const storage = deps.storage;
      const at = now().getTime();
      if (cleansTemp(storage) && at - lastTempCleanup >= hourMs && !stopping) {
        lastTempCleanup = at;
        await storage.cleanupTemp(hourMs).catch((error) => {
          logger.warn({ err: error }, 'could not clean temporary files');
        });
      }
      return { emails, expiry, ...(zipStatus ? { zipStatus } : {}), ...(digest ? { digest } : {}) };
    })();
    try {
      return await running;
    } finally {
      running = undefined;
      lastCompletedAt = now();
    }
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref?.();
  }

  return {
    runOnce,
    sender,
    sweeper,
    /** When the last run ended (null before the first): read by the metrics' scheduler lag. */
    lastCompletedAt: () => lastCompletedAt,

    /** Starts the periodic runs; the first one right away. */
    start() {
      if (timer || stopping) return;
      timer = setTimeout(() => {
        void runOnce().finally(schedule);
      }, 0);
      timer.unref?.();
      logger.info({ intervalMs }, 'lifecycle scheduler started');
    },

    /** Stops the periodic runs and waits for a run in progress to finish. */
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (running) await running.catch(() => {});
    },
  };
}

export type LifecycleScheduler = ReturnType<typeof createLifecycleScheduler>;
