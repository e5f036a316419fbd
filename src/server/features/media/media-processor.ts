/**
 * The media processor: a bounded in-process queue, off the request path,
 * that turns an uploaded original (state `processing`) into its derivatives
 * and metadata and marks the item `ready`, or `failed` when the file cannot be
 * displayed. Derivatives are written before the row changes, outside any
 * transaction; a job interrupted by a crash leaves the row in `processing`,
 * and `recover()` queues it again at start-up.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { maxPhotoBytes } from '../../../shared/domain/limits';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import {
  containerDurationMs,
  demuxedDurationMs,
  extractFrame,
  neutralPosterWebp,
  probe,
  resolveFfmpegPath,
} from './ffmpeg';
import { type ImageLimits, processPhoto } from './image';
import { createMediaRepository, type MediaJobRow, type ProcessedFields } from './media.repository';
import { type DerivativeVariant, mediaStorageKey } from './media-keys';
import { loadSharp, setSharpThreads } from './sharp-loader';

export type MediaProcessorConfig = ImageLimits & {
  /** Jobs at once; default: the cores available (`os.availableParallelism()`). */
  concurrency: number;
  /**
   * The ffmpeg binary: undefined resolves the bundled one (@ffmpeg-installer/ffmpeg),
   * null runs without ffmpeg (neutral posters, durations from the container header).
   */
  ffmpegPath: string | null | undefined;
  /** Limit of one ffmpeg run. */
  ffmpegTimeoutMs: number;
  /** How long a claim keeps other instances away; default {@link processingClaimMs}. */
  claimMs: number;
};

/**
 * How long an instance's claim on an item's processing keeps the others away. A running job
 * renews its claim four times in that span, however long the job takes (a long video's ffmpeg
 * runs, a copy from the bucket), so an older claim means the instance that made it stopped. Also
 * how long an item waits before another instance takes it over (main.ts).
 */
export const processingClaimMs = 2 * 60_000;

export const defaultMediaProcessorConfig: MediaProcessorConfig = {
  concurrency: Math.max(1, os.availableParallelism()),
  thumbSize: 400,
  largeSize: 1600,
  // 200 MP: the largest phone sensors; a 100 000 × 100 000 header fails before decoding.
  maxInputPixels: 200_000_000,
  heicTimeoutMs: 60_000,
  ffmpegPath: undefined,
  ffmpegTimeoutMs: 120_000,
  claimMs: processingClaimMs,
  maxPhotoBytes: maxPhotoBytes + 1024 * 1024,
};

export type MediaProcessor = {
  /** Queues an item in state `processing`; an id already queued or being processed is ignored. */
  enqueue(mediaId: string): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Stops taking jobs, drops the queue (the rows stay `processing` for `recover`) and waits for running jobs. */
  close(): Promise<void>;
  /**
   * Queues every item left in `processing`, e.g. by a crash: call once at start-up. With
   * `olderThanMs`, only items that have been waiting that long: run periodically with several
   * instances, it takes over what a stopped or crashed instance left queued or was processing.
   * A job first claims its item ({@link processingClaimMs}), so an item queued by two instances
   * is processed by one. With `releaseClaims` (the only instance starting: embedded database),
   * the claims of jobs a crash interrupted are dropped first, so their items are taken now.
   */
  recover(options?: { olderThanMs?: number; releaseClaims?: boolean }): Promise<void>;
  /** Items queued or being processed now (read-only, for metrics). */
  depth(): number;
};

/** What {@link createMediaProcessor}'s `onProcessed` hears. */
export type ProcessedOutcome = { mediaId: string; eventId: string; state: 'ready' | 'failed' };

/** Thrown for a file that cannot be displayed; logged once, the item ends `failed`. */
class UnprocessableError extends Error {
  override name = 'UnprocessableError';
}

export function createMediaProcessor(deps: {
  db: Database;
  storage: Storage;
  logger: Logger;
  config?: Partial<MediaProcessorConfig>;
  /**
   * Told after an item became `ready` or `failed` (its row is written): for live gallery
   * updates. Errors it throws are logged and ignored.
   */
  onProcessed?: (outcome: ProcessedOutcome) => void;
}): MediaProcessor {
  const config: MediaProcessorConfig = { ...defaultMediaProcessorConfig, ...deps.config };
  const { storage, logger } = deps;
  const repository = createMediaRepository(deps.db);
  const ffmpeg = config.ffmpegPath === undefined ? resolveFfmpegPath() : config.ffmpegPath;
  if (!ffmpeg) logger.warn('ffmpeg is not installed: videos get a neutral poster');

  // libvips: no operation cache (every file is new), and one thread per job since jobs
  // already run one per core; together they keep memory flat and throughput per core.
  setSharpThreads(Math.max(1, Math.floor(os.availableParallelism() / config.concurrency)));

  const queue: string[] = [];
  const queued = new Set<string>();
  const running = new Set<Promise<void>>();
  /** The items of the running jobs: queued again meanwhile, they are not processed twice. */
  const processing = new Set<string>();
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  function pump() {
    while (!closed && running.size < config.concurrency && queue.length > 0) {
      const id = queue.shift() as string;
      queued.delete(id);
      processing.add(id);
      const job: Promise<void> = processOne(id).finally(() => {
        processing.delete(id);
        running.delete(job);
        pump();
      });
      running.add(job);
    }
    if (running.size === 0 && (queue.length === 0 || closed)) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function notify(outcome: ProcessedOutcome) {
    try {
      deps.onProcessed?.(outcome);
    } catch (error) {
      logger.error({ err: error, mediaId: outcome.mediaId }, 'onProcessed failed');
    }
  }

  async function processOne(mediaId: string): Promise<void> {
    let row: MediaJobRow | null = null;
    let stopRenewing = () => {};
    try {
      // Not processing any more, or another instance is processing it.
      row = await repository.claimJob(mediaId, new Date(Date.now() - config.claimMs));
      if (!row) return;
      stopRenewing = renewWhileRunning(row);
      const started = performance.now();
      const { fields, derivatives } = await run(row);
      for (const [variant, bytes] of derivatives) {
        await storage.put(mediaStorageKey(row.eventId, row.id, variant), bytes, {
          contentType: 'image/webp',
        });
      }
      stopRenewing();
      const stored = await repository.markReady(row.id, fields);
      if (!stored) {
        // Deleted while it was processed: leave nothing behind. An item still there was
        // finished by an instance that took it over (this one stopped renewing its claim, a
        // paused machine): the derivatives are that job's too, same keys, and stay.
        if (!(await repository.exists(row.id))) {
          for (const [variant] of derivatives) {
            await storage.delete(mediaStorageKey(row.eventId, row.id, variant)).catch(() => {});
          }
        }
        return;
      }
      logger.debug(
        { mediaId, kind: row.kind, ms: Math.round(performance.now() - started) },
        'media processed',
      );
      notify({ mediaId, eventId: row.eventId, state: 'ready' });
    } catch (error) {
      stopRenewing();
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(
        { mediaId, eventId: row?.eventId, kind: row?.kind, reason: message },
        'media cannot be displayed',
      );
      if (row) {
        const marked = await repository.markFailed(row.id).catch((dbError: unknown) => {
          logger.error({ mediaId, err: dbError }, 'could not mark media as failed');
          return false;
        });
        if (marked) notify({ mediaId, eventId: row.eventId, state: 'failed' });
      }
    }
  }

  /**
   * Renews the job's claim every quarter of {@link MediaProcessorConfig.claimMs} until stopped,
   * so that no other instance takes over an item this one is still processing.
   */
  function renewWhileRunning(row: MediaJobRow): () => void {
    let claimedAt: Date | null = row.claimedAt;
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing.then(async () => {
        if (!claimedAt) return;
        claimedAt = await repository.renewClaim(row.id, claimedAt).catch((error: unknown) => {
          // A database hiccup: the claim stays as it was and the next renewal tries again.
          logger.warn({ mediaId: row.id, err: error }, 'could not renew a media claim');
          return claimedAt;
        });
      });
    }, config.claimMs / 4);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function run(
    row: MediaJobRow,
  ): Promise<{ fields: ProcessedFields; derivatives: Array<[DerivativeVariant, Buffer]> }> {
    if (row.kind === 'photo') {
      const photo = await withLocalFile(row.storageKey, (file) =>
        processPhoto(file, config, row.timeZone),
      );
      return {
        fields: {
          width: photo.width,
          height: photo.height,
          durationMs: null,
          takenAt: photo.takenAt,
          placeholder: photo.placeholder,
        },
        derivatives: [
          ['thumb', photo.thumb],
          ['large', photo.large],
        ],
      };
    }
    if (row.kind === 'video' || row.kind === 'audio') {
      return withLocalFile(row.storageKey, (file) =>
        row.kind === 'video' ? video(file) : audio(file),
      );
    }
    throw new UnprocessableError(`unknown kind ${row.kind}`);
  }

  async function video(
    file: string,
  ): Promise<{ fields: ProcessedFields; derivatives: Array<[DerivativeVariant, Buffer]> }> {
    let durationMs: number | null = null;
    let frame: Buffer | null = null;
    if (ffmpeg) {
      const info = await probe(ffmpeg, file, config.ffmpegTimeoutMs);
      if (!info.hasVideo) throw new UnprocessableError('no video stream');
      durationMs =
        info.durationMs ?? (await demuxedDurationMs(ffmpeg, file, 'v', config.ffmpegTimeoutMs));
      const at = durationMs !== null && durationMs < 2000 ? 0 : 1000;
      frame = await extractFrame(ffmpeg, file, at, config.ffmpegTimeoutMs);
      if (!frame && at > 0) frame = await extractFrame(ffmpeg, file, 0, config.ffmpegTimeoutMs);
    } else {
      durationMs = await containerDurationMs(file);
    }
    if (frame) {
      const sharp = await loadSharp();
      const { data, info } = await sharp(frame, { limitInputPixels: config.maxInputPixels })
        .resize(config.largeSize, config.largeSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      const source = await sharp(frame).metadata();
      return {
        fields: {
          width: source.width ?? info.width,
          height: source.height ?? info.height,
          durationMs,
          takenAt: null,
          placeholder: null,
        },
        derivatives: [['poster', data]],
      };
    }
    return {
      fields: { width: null, height: null, durationMs, takenAt: null, placeholder: null },
      derivatives: [['poster', await neutralPosterWebp()]],
    };
  }

  async function audio(
    file: string,
  ): Promise<{ fields: ProcessedFields; derivatives: Array<[DerivativeVariant, Buffer]> }> {
    let durationMs: number | null = null;
    if (ffmpeg) {
      const info = await probe(ffmpeg, file, config.ffmpegTimeoutMs);
      if (!info.hasAudio) throw new UnprocessableError('no audio stream');
      // MediaRecorder's WebM states no duration: read its packets to the end.
      durationMs =
        info.durationMs ?? (await demuxedDurationMs(ffmpeg, file, 'a', config.ffmpegTimeoutMs));
    } else {
      durationMs = await containerDurationMs(file);
    }
    return {
      fields: { width: null, height: null, durationMs, takenAt: null, placeholder: null },
      derivatives: [],
    };
  }

  /** libvips and ffmpeg read files: the stored one on local disk, a temporary copy otherwise. */
  async function withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const local = storage.localPath(key);
    if (local !== null) return use(local);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'momenty-media-'));
    try {
      const file = path.join(dir, 'original');
      const { stream } = await storage.get(key);
      await pipeline(stream as Readable, createWriteStream(file));
      return await use(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function enqueue(mediaId: string) {
    if (closed || queued.has(mediaId) || processing.has(mediaId)) return;
    queued.add(mediaId);
    queue.push(mediaId);
    pump();
  }

  return {
    enqueue,
    idle() {
      if (running.size === 0 && (queue.length === 0 || closed)) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      queue.length = 0;
      queued.clear();
      await Promise.allSettled([...running]);
      pump();
    },
    async recover(options = {}) {
      const { olderThanMs } = options;
      if (options.releaseClaims) await repository.releaseClaims();
      const ids = await repository.listProcessing(
        olderThanMs === undefined ? undefined : new Date(Date.now() - olderThanMs),
      );
      if (ids.length > 0) logger.info({ count: ids.length }, 'resuming media processing');
      for (const id of ids) enqueue(id);
    },
    depth: () => queue.length + running.size,
  };
}
