/**
 * The rules of a guest's tus upload: at creation, every check and the slot
 * reservation in one transaction with the media row; at finish, the real type
 * from the bytes, the original moved into storage byte for byte with its
 * SHA-256 and CRC-32, and the item handed to processing; unfinished uploads
 * expire and give their slots back.
 */
import { fileTypeFromBuffer } from 'file-type';
import { type BatchKind, uploadMetadataSchema } from '../../../shared/api/public';
import {
  batchTakes,
  formatSize,
  isAcceptedMime,
  kindOfMime,
  maxBytesByKind,
  normalizeMime,
  sniffedTypesByKind,
  type UploadKind,
} from '../../../shared/domain/limits';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import { planHasPlay, shotsPerGuest } from '../../../shared/domain/reveal';
import type { Storage } from '../../adapters/storage/storage';
import { countShots, lockGuest } from '../../db/guest-shots';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import { validationIssues } from '../../http/error-handler';
import { eventSettings } from '../../policies/guest-assessment';
import type { GuestCredentials } from '../../policies/guest-credentials';
import type { GuestGate } from '../../policies/guest-gate';
import type { LivePublisher } from '../live/live.types';
import { mediaStorageKey } from '../media/media-keys';
import type { DiskReserve } from './disk-reserve';
import { refuseViolation } from './limit-refusals';
import type { MediaProcessor } from './media-processor';
import { storeOriginal } from './store-original';
import type { TusLocker } from './tus-locker';
import type { UploadDatastore } from './upload-datastore';
import type { UploadsRepository } from './uploads.repository';

/** Upload-Metadata, nothing else; made once (one made per upload compiled its parser: 50 µs). */
const strictUploadMetadata = uploadMetadataSchema.strict();

/** Bytes read to recognise a file's real type. */
const sniffBytes = 4100;

/** The stored MIME type: the sniffed one when it is one we accept for the kind, else the declared one. */
function storedMime(kind: UploadKind, sniffed: string, declared: string): string {
  return isAcceptedMime(kind, sniffed) ? sniffed : normalizeMime(declared);
}

export type UploadRequest = {
  uploadId: string;
  /** Upload-Length; undefined when the client deferred it. */
  size: number | undefined;
  /** Parsed Upload-Metadata. */
  metadata: Record<string, string | null | undefined>;
  /** The guest's cookies, read at the edge. */
  credentials: GuestCredentials;
};

export type UploadsServiceDeps = {
  repository: UploadsRepository;
  datastore: UploadDatastore;
  storage: Storage;
  /** Decides whether the guest may upload (policies/guest-gate.ts). */
  gate: GuestGate;
  processor: MediaProcessor;
  /** Unfinished uploads older than this expire. */
  expiryMs: number;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Live updates: a finished file is `media.added` (before its processing is queued). */
  live?: LivePublisher;
  /** The tus upload locks: finishing holds one, and an upload holding one is being sent. */
  locker: Pick<TusLocker, 'newLock' | 'isLocked'>;
  /** Free disk space kept for the database and the files (disk-reserve.ts). */
  reserve: DiskReserve;
};

export function createUploadsService(deps: UploadsServiceDeps) {
  const { repository, datastore, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Runs `work` holding the upload's lock, so that the one upload is never finished twice at once
   * (tus lets go of its lock before its finish hook runs) nor removed while a request writes it.
   * Finishing is not interrupted: a request that wants the lock waits for it.
   */
  async function withUploadLock<T>(uploadId: string, work: () => Promise<T>): Promise<T> {
    const lock = deps.locker.newLock(uploadId);
    await lock.lock(new AbortController().signal, () => {});
    try {
      return await work();
    } finally {
      await lock.unlock();
    }
  }

  /** Gives an unfinished upload's slot back and removes its bytes. */
  async function discard(mediaId: string, uploadId: string | null): Promise<boolean> {
    const released = await repository.release(mediaId);
    if (uploadId) {
      await datastore.remove(uploadId);
      deps.reserve.release(uploadId);
    }
    return released;
  }

  /**
   * Completes an upload whose last byte arrived: checks the real type
   * (refused: `invalidFileType`, slot released, row and bytes removed),
   * stores the original with its SHA-256 and CRC-32, marks it `processing`,
   * removes the tus upload and queues processing.
   */
  async function finishUnlocked(uploadId: string): Promise<{ mediaId: string }> {
    // Every byte has arrived: the file system counts them now, the reserve no longer does.
    deps.reserve.release(uploadId);
    const row = await repository.findUploading(uploadId);
    if (!row) {
      await datastore.remove(uploadId);
      throw appError('fileUnavailable');
    }
    const kind = row.kind as UploadKind;
    const head = await datastore.readHead(uploadId, sniffBytes);
    const sniffed = await fileTypeFromBuffer(head);
    if (!sniffed || !sniffedTypesByKind[kind].includes(sniffed.mime)) {
      await discard(row.id, uploadId);
      throw appError('invalidFileType');
    }
    const mime = storedMime(kind, sniffed.mime, row.mime);
    const stored = await storeOriginal(
      { datastore, storage },
      uploadId,
      row.storageKey,
      row.size,
      mime,
    );
    if (stored.size !== row.size) throw appError('uploadSaveFailed');
    const marked = await repository.markStored(row.id, {
      size: stored.size,
      mime,
      sha256: stored.sha256,
      crc32: stored.crc32,
    });
    if (!marked) {
      // Expired or cancelled while the bytes were being stored.
      await storage.delete(row.storageKey);
      await datastore.remove(uploadId);
      throw appError('fileUnavailable');
    }
    await datastore.remove(uploadId);
    // live updates: told before processing is queued, so `media.added` precedes `media.updated`.
    await deps.live?.publish(row.eventId, { type: 'media.added', ids: [row.id] });
    try {
      deps.processor.enqueue(row.id);
    } catch (error) {
      deps.log?.error({ err: error, mediaId: row.id }, 'media processing could not be queued');
    }
    return { mediaId: row.id };
  }

  /**
   * Room on the disk for an upload's bytes (`free`: read before the transaction), asked once
   * every other check has passed (a refusal for good is told as such, never as "no room for
   * now"), inside the creation's transaction: when there is no room, `storageFull` rolls
   * everything back.
   */
  function roomFor(free: number | null, uploadId: string, size: number): void {
    deps.reserve.hold(free, uploadId, size);
  }

  function finish(uploadId: string): Promise<{ mediaId: string }> {
    return withUploadLock(uploadId, () => finishUnlocked(uploadId));
  }

  /**
   * Finishes an upload whose bytes have all arrived but that was never finished (the server
   * died between the last byte and the finish). Null when there is nothing to finish: not
   * complete, finished already, or no longer wanted.
   */
  function finishIfComplete(uploadId: string): Promise<{ mediaId: string } | null> {
    return withUploadLock(uploadId, async () => {
      if (!(await repository.findUploading(uploadId))) return null;
      const progress = await datastore.progress(uploadId);
      if (!progress || progress.size === undefined || progress.offset !== progress.size) {
        return null;
      }
      return finishUnlocked(uploadId);
    });
  }

  return {
    /**
     * Validates a new upload and reserves its slot, inserting its media row
     * (state `uploading`), all in one transaction. Throws an AppError for any
     * refusal; nothing is changed then.
     */
    async create(request: UploadRequest): Promise<{ mediaId: string; replacedUploadId?: string }> {
      if (request.size === undefined) throw appError('badRequest');
      const raw = Object.fromEntries(
        Object.entries(request.metadata).map(([k, v]) => [k, v ?? undefined]),
      );
      const parsed = strictUploadMetadata.safeParse(raw);
      if (!parsed.success) {
        throw appError('validation', { issues: validationIssues(parsed.error) });
      }
      const metadata = parsed.data;
      const size = request.size;
      // Before the transaction, which would otherwise hold the database while the disk answers.
      const free = await deps.reserve.freeBytes();
      const result = await repository
        .transaction(async (tx) => {
          const found = await repository.findEventAndBatch(tx, metadata.eventId, metadata.batchId);
          if (!found) throw appError('eventNotFound');
          const { event, batch } = found;
          deps.gate.check(event, request.credentials, 'upload');
          if (!batch) throw appError('photoGroupNotFound');
          const declared = batch.declaredFiles[metadata.fileIndex];
          if (
            !declared ||
            declared.size !== size ||
            normalizeMime(declared.type) !== normalizeMime(metadata.filetype)
          ) {
            throw appError('validation', {
              issues: [{ path: 'fileIndex', message: 'validation.upload.invalidType' }],
            });
          }
          const kind = kindOfMime(declared.type);
          if (!kind || !batchTakes(batch.kind as BatchKind, kind))
            throw appError('invalidFileType');
          if (size <= 0) throw appError('badRequest');
          if (size > maxBytesByKind[kind]) {
            throw appError('fileTooLarge', { limit: formatSize(maxBytesByKind[kind]) });
          }

          const existing = await repository.findByBatchFile(tx, batch.id, metadata.fileIndex);
          if (existing) {
            // This file of the batch is stored already: the client treats 409 as done.
            if (existing.state !== 'uploading')
              throw appError('conflict', { mediaId: existing.id });
            // Another upload of this file is sending bytes or being finished right now.
            if (existing.uploadId && (await deps.locker.isLocked(existing.uploadId))) {
              throw appError('alreadyBeingSent');
            }
            // A new upload of a file whose earlier upload was abandoned keeps its slot.
            roomFor(free, request.uploadId, size);
            await repository.setUploadId(tx, existing.id, request.uploadId);
            return { mediaId: existing.id, replacedUploadId: existing.uploadId ?? undefined };
          }

          const plan = event.plan as PlanId;
          const rules = planRules(plan);
          const isVideo = kind === 'video';
          // Reveal mode's film: each photo or video takes one of its guest's shots, in turns.
          const shots = planHasPlay(plan) ? shotsPerGuest(eventSettings(event)) : null;
          if (shots !== null && batch.kind === 'upload' && kind !== 'audio' && batch.guestId) {
            await lockGuest(tx, event.id, batch.guestId);
            if ((await countShots(tx, event.id, batch.guestId)) >= shots) {
              throw appError('shotsUsedUp', { shots });
            }
          }
          if (isVideo && rules.maxVideos === 0) {
            refuseViolation('validation.upload.videoNotAvailable', { plan });
          }
          const mediaId = newId();
          const reserved = await repository.reserveSlotAndInsert(
            tx,
            {
              id: mediaId,
              eventId: event.id,
              albumId: batch.albumId,
              batchId: batch.id,
              kind,
              uploadId: request.uploadId,
              fileIndex: metadata.fileIndex,
              storageKey: mediaStorageKey(event.id, mediaId, 'original'),
              originalName: metadata.filename,
              size,
              mime: normalizeMime(declared.type),
              state: 'uploading',
            },
            { files: rules.maxFiles, videos: rules.maxVideos },
          );
          if (!reserved) {
            // Thrown inside the transaction: the counts and the row written with the refusal go.
            const counts = await repository.countsOf(tx, event.id);
            const filesFull = rules.maxFiles !== null && counts.files >= rules.maxFiles;
            refuseViolation(
              filesFull
                ? 'validation.upload.fileLimitReached'
                : 'validation.upload.videoLimitReached',
              { plan, max: (filesFull ? rules.maxFiles : rules.maxVideos) ?? 0 },
            );
          }
          roomFor(free, request.uploadId, size);
          return { mediaId };
        })
        .catch((error: unknown) => {
          deps.reserve.release(request.uploadId);
          throw error;
        });
      const replaced = result.replacedUploadId;
      if (replaced) {
        await withUploadLock(replaced, () => datastore.remove(replaced));
        deps.reserve.release(replaced);
      }
      return result;
    },

    finish,

    finishIfComplete,

    /**
     * At start-up: finishes every upload whose bytes all arrived before the process stopped,
     * so that none stays invisible (and counted) until the expiry sweep. Returns how many.
     */
    async finishCompleteUploads(): Promise<number> {
      let finished = 0;
      for (const item of await repository.listStale(now())) {
        if (!item.uploadId) continue;
        try {
          if (await finishIfComplete(item.uploadId)) finished += 1;
        } catch (error) {
          deps.log?.warn({ err: error, mediaId: item.id }, 'finishing a complete upload failed');
        }
      }
      return finished;
    },

    /** A terminated (cancelled) upload: its slot goes back. */
    async terminated(uploadId: string): Promise<void> {
      deps.reserve.release(uploadId);
      const row = await repository.findUploading(uploadId);
      if (row) await repository.release(row.id);
    },

    /**
     * Removes the partial bytes of an event's unfinished uploads (the expiry
     * sweep runs this before it deletes the event's rows and files).
     */
    async discardEventUploads(eventId: string): Promise<void> {
      for (const item of await repository.listUploadingOfEvent(eventId)) {
        if (!item.uploadId) continue;
        await datastore.remove(item.uploadId);
        deps.reserve.release(item.uploadId);
      }
    },

    /**
     * Expires unfinished uploads created more than the expiry age ago: their
     * slots go back, their rows and partial bytes are removed. An upload whose
     * bytes all arrived but whose finishing failed is finished instead.
     * Returns how many expired.
     */
    async expire(at: Date = now()): Promise<number> {
      const stale = await repository.listStale(new Date(at.getTime() - deps.expiryMs));
      let expired = 0;
      for (const item of stale) {
        if (item.uploadId) {
          const progress = await datastore.progress(item.uploadId);
          if (progress && progress.size !== undefined && progress.offset === progress.size) {
            try {
              await finish(item.uploadId);
              continue;
            } catch (error) {
              deps.log?.warn(
                { err: error, mediaId: item.id },
                'finishing a complete upload failed',
              );
              continue;
            }
          }
        }
        if (await discard(item.id, item.uploadId)) expired += 1;
      }
      // Bytes of uploads whose rows are gone (deleted events, failed creations).
      await datastore.deleteExpired().catch((error) => {
        deps.log?.warn({ err: error }, 'removing expired tus uploads failed');
      });
      return expired;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
