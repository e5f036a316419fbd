/**
 * What the upload engine works with and reports: its settings, a job and its files, each
 * file's state, the engine's snapshot, and what it needs from the page (tus, the API, hashing).
 */
import type { UploadOptions } from 'tus-js-client';
import type {
  BatchKind,
  CreateBatchRequest,
  CreateBatchResponse,
} from '../../../../shared/api/public';
import type { JobStore } from './saved-queue';

/** tus endpoint of the server. */
export const uploadEndpoint = '/api/uploads';
/**
 * Bytes per PATCH request: small enough that a phone on weak Wi-Fi loses
 * little when a request dies and that proxies with body caps pass it (≤ 50 MB),
 * large enough that request overhead stays small on good connections.
 */
export const uploadChunkSize = 8 * 1024 * 1024;
/** Quick retries of one request; then the file waits for the connection (the engine resumes it). */
export const uploadRetryDelays = [0, 1_000, 3_000];
/** Files sent at the same time. */
export const uploadParallelism = 3;

/** An error as the page shows it: an i18n key and its parameters. */
export interface UploadErrorText {
  key: string;
  params: Record<string, string | number>;
}

/**
 * One file's state, as the server has it: `waiting` (not started), `uploading`, `paused` (the
 * guest chose to wait), `offline` (waiting for the connection: resumes by itself), `done`
 * (stored), `skipped` (stored by an earlier batch: not sent again), `unviewable` (stored, but
 * the server could not make a picture of it), `refused` (the server said no; a retry cannot help),
 * `lost` (picked before a reload, and the browser no longer has its bytes: pick it again).
 */
export type ItemStatus =
  | 'lost'
  | 'waiting'
  | 'uploading'
  | 'paused'
  | 'offline'
  | 'done'
  | 'skipped'
  | 'unviewable'
  | 'refused';

export interface UploadItem {
  readonly index: number;
  readonly name: string;
  readonly size: number;
  readonly type: string;
  status: ItemStatus;
  bytesSent: number;
  error: UploadErrorText | null;
  /** Stored and processed: a picture of it is ready (set from the server's answer). */
  ready: boolean;
}

/** `waiting`: the batch could not be declared yet for a reason that passes (the connection). */
export type EnginePhase =
  | 'idle'
  | 'preparing'
  | 'waiting'
  | 'uploading'
  | 'paused'
  | 'finished'
  | 'failed';

export interface EngineSnapshot {
  readonly phase: EnginePhase;
  readonly items: readonly UploadItem[];
  /** Why the batch could not be created (phase `failed`: a refusal; `waiting`: the connection). */
  readonly batchError: UploadErrorText | null;
  readonly bytesSent: number;
  readonly bytesTotal: number;
  /** The connection is measured slow for what is left, and the guest has not chosen yet. */
  readonly slow: boolean;
  /** Seconds the rest takes at the measured rate. */
  readonly remainingSeconds: number | null;
  /** The job was picked before the page was (re)opened and continues from the device's copy. */
  readonly restored: boolean;
}

/** One file of a job; `file` is a File from the picker or a recorded Blob. */
export interface JobFile {
  file: Blob;
  name: string;
  type: string;
  durationSeconds?: number;
}

export interface UploadJob {
  eventId: string;
  kind: BatchKind;
  albumId?: string;
  guestName?: string;
  message?: string;
  /** The photo challenge the photos answer. */
  promptId?: string;
  files: JobFile[];
}

/** The part of tus-js-client's Upload the engine uses. */
export interface TusUpload {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<import('tus-js-client').PreviousUpload[]>;
  resumeFromPreviousUpload(previous: import('tus-js-client').PreviousUpload): void;
}

export interface EngineDeps {
  /** POST /api/public/events/{eventId}/batches. */
  createBatch(eventId: string, request: CreateBatchRequest): Promise<CreateBatchResponse>;
  /** `new tus.Upload(file, options)`. */
  createUpload(file: Blob, options: UploadOptions): TusUpload;
  urlStorage: NonNullable<UploadOptions['urlStorage']>;
  clientId: string;
  hash(file: Blob): Promise<string | undefined>;
  /** Turns a thrown createBatch failure into its text and whether it is worth retrying. */
  describeBatchError(error: unknown): { text: UploadErrorText; transient: boolean };
  /**
   * GET the server's state of each file of this browser's batch (stored, processed, refused).
   * Asked when a reply was lost and after storing, for the processing result.
   */
  batchState?(eventId: string, batchId: string): Promise<BatchFileState[]>;
  /** Waits between automatic attempts while the connection is away (ms, the last repeats). */
  reconnectDelays?: number[];
  /** Waits between questions about processing results (ms) and how many to ask at most. */
  processingPoll?: { intervalMs: number; attempts: number };
  now?: () => number;
  endpoint?: string;
  chunkSize?: number;
  retryDelays?: number[];
  parallelism?: number;
  /** Keeps the job on the device until every file is confirmed (survives a reload). */
  store?: JobStore;
  /** Called once per job when nothing is left in flight (whatever the outcome). */
  onSettled?: (snapshot: EngineSnapshot) => void;
}

/** What the server has for one declared file of a batch. */
export interface BatchFileState {
  index: number;
  state: 'missing' | 'uploading' | 'processing' | 'ready' | 'failed';
}
