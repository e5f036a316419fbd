/**
 * Deletes events whose record lifetime (ttl, `events.expires_at`) has passed: first the
 * extra per-event cleanups (e.g. unfinished resumable uploads), then every stored file under
 * `events/{eventId}/`, then the database rows in batches, the event row last. Each step can be
 * repeated, so an interrupted sweep is finished by the next run (the event row, still there
 * and still expired, is found again).
 */
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage';
import type { LifecycleRepository } from './lifecycle.repository';

/** Extra work for one expired event before its files and rows go; must be repeatable. */
export type EventCleanup = (eventId: string) => Promise<void>;

/** Where an event's files live in storage (the same prefix the events feature deletes). */
export function eventStoragePrefix(eventId: string): string {
  return `events/${eventId}/`;
}

export type ExpirySweeperDeps = {
  repository: LifecycleRepository;
  storage: Storage;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  /** Run for each expired event before its files are deleted. */
  cleanups?: readonly EventCleanup[];
  /** Files and rows deleted per step. */
  batchSize?: number;
  /** An event being swept is left alone by other instances for this long. */
  leaseMs?: number;
  /** Events swept per run at most (the next run goes on). */
  maxEventsPerRun?: number;
};

export type SweepReport = { events: number; files: number; failed: number };

export function createExpirySweeper(deps: ExpirySweeperDeps) {
  const { repository, storage, logger, now } = deps;
  const batchSize = deps.batchSize ?? 500;
  const leaseMs = deps.leaseMs ?? 10 * 60_000;
  const maxEvents = deps.maxEventsPerRun ?? 100;
  const cleanups = deps.cleanups ?? [];

  /** Deletes one event's files and rows; throws when a step fails (the next run resumes). */
  async function sweepEvent(eventId: string): Promise<number> {
    for (const cleanup of cleanups) await cleanup(eventId);
    const files = await storage.deleteByPrefix(eventStoragePrefix(eventId), { batchSize });
    while ((await repository.deleteEventRowsBatch(eventId, batchSize)) > 0) {
      // one batch of media rows (then upload batches) per statement
    }
    await repository.deleteEvent(eventId);
    return files;
  }

  return {
    sweepEvent,

    /** Sweeps expired events until none is left (or `shouldStop`, or the per-run cap). */
    async run(shouldStop: () => boolean = () => false): Promise<SweepReport> {
      const report: SweepReport = { events: 0, files: 0, failed: 0 };
      const failed = new Set<string>();
      while (!shouldStop() && report.events + report.failed < maxEvents) {
        const eventId = await repository.claimExpiredEvent(now(), leaseMs);
        if (eventId === null || failed.has(eventId)) break;
        try {
          const files = await sweepEvent(eventId);
          report.events += 1;
          report.files += files;
          logger.info({ eventId, files }, 'expired event deleted with its files');
        } catch (error) {
          // The claim's lease keeps it out of this run; a later run tries again.
          failed.add(eventId);
          report.failed += 1;
          logger.error({ eventId, err: error }, 'could not delete an expired event; will retry');
        }
      }
      return report;
    },
  };
}

export type ExpirySweeper = ReturnType<typeof createExpirySweeper>;
