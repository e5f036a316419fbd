/**
 * Jobs as data: the items of a new job, the batch it declares, and the copy the device keeps
 * (written after every change that matters, read back after a reload) — pure functions the
 * engine calls.
 */
import type { UploadOptions } from 'tus-js-client';
import type { CreateBatchRequest, UploadMetadata } from '../../../../shared/api/public';
import type { SavedFileState, SavedJob } from './saved-queue';
import { describeTusError, fingerprintOf } from './tus-errors';
import {
  type EngineDeps,
  type UploadItem,
  type UploadJob,
  uploadChunkSize,
  uploadEndpoint,
  uploadRetryDelays,
} from './upload-types';

/** The items of a new job: every file waiting. */
export function itemsOfJob(job: UploadJob): UploadItem[] {
  return job.files.map((file, index) => ({
    index,
    name: file.name,
    size: file.file.size,
    type: file.type,
    status: 'waiting',
    bytesSent: 0,
    error: null,
    ready: false,
  }));
}

/** What the job declares to the server (with the hashes known so far). */
export function batchRequestOf(
  job: UploadJob,
  hashes: readonly (string | undefined)[],
  clientId: string,
): CreateBatchRequest {
  return {
    kind: job.kind,
    ...(job.albumId ? { albumId: job.albumId } : {}),
    ...(job.guestName?.trim() ? { guestName: job.guestName.trim() } : {}),
    ...(job.message?.trim() ? { message: job.message.trim() } : {}),
    ...(job.promptId ? { promptId: job.promptId } : {}),
    clientId,
    files: job.files.map((file, index) => ({
      name: file.name,
      size: file.file.size,
      type: file.type,
      ...(hashes[index] ? { sha256: hashes[index] } : {}),
      ...(file.durationSeconds !== undefined
        ? { durationSeconds: Math.round(file.durationSeconds * 10) / 10 }
        : {}),
    })),
  };
}

/** Each file as the device keeps it: its bytes only while the server may still need them. */
export function savedFileState(item: UploadItem): SavedFileState {
  if (item.status === 'refused') return 'refused';
  if (item.status === 'done' || item.status === 'skipped' || item.status === 'unviewable') {
    return 'stored';
  }
  return 'open';
}

/** The device's copy of a job. */
export function savedJobOf(options: {
  job: UploadJob;
  batchId: string | null;
  hashes: readonly (string | undefined)[];
  items: readonly UploadItem[];
  states: readonly SavedFileState[];
  savedAt: number;
}): SavedJob {
  const { job, hashes, items, states } = options;
  return {
    eventId: job.eventId,
    kind: job.kind,
    ...(job.albumId ? { albumId: job.albumId } : {}),
    ...(job.guestName ? { guestName: job.guestName } : {}),
    ...(job.message ? { message: job.message } : {}),
    ...(job.promptId ? { promptId: job.promptId } : {}),
    batchId: options.batchId,
    savedAt: options.savedAt,
    files: job.files.map((file, index) => {
      const state = states[index] ?? 'open';
      const item = items[index];
      const sha256 = hashes[index];
      return {
        name: file.name,
        type: file.type,
        size: file.file.size,
        ...(file.durationSeconds !== undefined ? { durationSeconds: file.durationSeconds } : {}),
        ...(sha256 ? { sha256 } : {}),
        blob: state === 'open' && item?.status !== 'lost' ? file.file : null,
        state,
      };
    }),
  };
}

/** The job of the device's copy (files without bytes get an empty blob: they are `lost`). */
export function jobOfSaved(saved: SavedJob): UploadJob {
  return {
    eventId: saved.eventId,
    kind: saved.kind,
    ...(saved.albumId ? { albumId: saved.albumId } : {}),
    ...(saved.guestName ? { guestName: saved.guestName } : {}),
    ...(saved.message ? { message: saved.message } : {}),
    ...(saved.promptId ? { promptId: saved.promptId } : {}),
    files: saved.files.map((file) => ({
      file: file.blob ?? new Blob([]),
      name: file.name,
      type: file.type,
      ...(file.durationSeconds !== undefined ? { durationSeconds: file.durationSeconds } : {}),
    })),
  };
}

/** The items of the device's copy: stored, refused, waiting (bytes kept) or lost. */
export function itemsOfSaved(saved: SavedJob): UploadItem[] {
  return saved.files.map((file, index) => ({
    index,
    name: file.name,
    size: file.size,
    type: file.type,
    status:
      file.state === 'stored'
        ? 'done'
        : file.state === 'refused'
          ? 'refused'
          : file.blob
            ? 'waiting'
            : 'lost',
    bytesSent: file.state === 'stored' ? file.size : 0,
    error: null,
    ready: false,
  }));
}

/** The tus options of one file of a declared batch; the engine adds its callbacks. */
export function tusOptionsOf(
  deps: Pick<EngineDeps, 'endpoint' | 'chunkSize' | 'retryDelays' | 'urlStorage'>,
  job: UploadJob,
  batchId: string,
  index: number,
  sha256: string | undefined,
): UploadOptions {
  const file = job.files[index];
  if (!file) throw new Error(`no file ${index} in the job`);
  const metadata: Record<keyof UploadMetadata, string> = {
    eventId: job.eventId,
    batchId,
    fileIndex: String(index),
    filename: file.name,
    filetype: file.type,
  };
  const fingerprint = fingerprintOf(job.eventId, file, sha256);
  return {
    endpoint: deps.endpoint ?? uploadEndpoint,
    chunkSize: deps.chunkSize ?? uploadChunkSize,
    retryDelays: deps.retryDelays ?? uploadRetryDelays,
    metadata,
    uploadSize: file.file.size,
    fingerprint: async () => fingerprint,
    urlStorage: deps.urlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // "Stored already" and refusals are answers, not hiccups: never asked again.
    onShouldRetry: (error) => describeTusError(error).transient,
  };
}
