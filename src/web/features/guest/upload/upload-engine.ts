/**
 * The guest's upload engine: hashes the chosen files, creates the batch
 * (skipping files the server already has from this browser), then sends each
 * file as its own tus upload, a few at a time, in chunks, with retries and
 * back-off, resuming from the server's offset after a dropped connection or a
 * reload (tus URLs kept in SafeUrlStorage). It reports per-file and overall
 * progress, failures with their reason, and a slow connection measured from
 * real throughput. Framework-free: the page subscribes to its snapshots.
 */
import type { DetailedError, HttpResponse, UploadOptions } from 'tus-js-client';
import { readErrorBody } from '../../../../shared/api/error';
import type {
  BatchKind,
  CreateBatchRequest,
  CreateBatchResponse,
  UploadMetadata,
} from '../../../../shared/api/public';
import type { JobStore, SavedFileState, SavedJob } from './saved-queue';
import { ThroughputMeter } from './throughput';

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

const defaultReconnectDelays = [2_000, 5_000, 10_000, 20_000, 30_000];
const defaultProcessingPoll = { intervalMs: 3_000, attempts: 60 };

const uploadFailedText: UploadErrorText = { key: 'errors.fileUploadFailed', params: {} };
const networkText: UploadErrorText = { key: 'errors.network', params: {} };

function responseOf(error: unknown): HttpResponse | null {
  const detailed = error as Partial<DetailedError> | null;
  return detailed && typeof detailed === 'object' && detailed.originalResponse
    ? detailed.originalResponse
    : null;
}

/**
 * Reads a failed tus request: the server's error text, whether retrying can help, and whether
 * the answer means the file is stored already (409 `conflict` on creation: the API's "done").
 */
export function describeTusError(error: unknown): {
  text: UploadErrorText;
  transient: boolean;
  stored: boolean;
} {
  const response = responseOf(error);
  const status = response?.getStatus() ?? 0;
  if (status === 0) return { text: networkText, transient: true, stored: false };
  let text = uploadFailedText;
  try {
    const body = readErrorBody(JSON.parse(response?.getBody() ?? ''));
    if (body) {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(body.data ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
      text = { key: body.error, params };
    }
  } catch {
    // Not JSON: the generic text.
  }
  const stored = status === 409 && text.key === 'errors.conflict';
  // 409 without `conflict` is tus's offset mismatch: resuming from the server's offset fixes it.
  const transient =
    !stored && (status >= 500 || status === 409 || status === 423 || status === 429);
  return { text, transient, stored };
}

/**
 * The key under which a file's tus URL is remembered: the event, the file's content (or its
 * size and date when unhashed) and its name, so two copies of one photo in a batch do not
 * resume each other's upload, and the same file picked again after a reload does.
 */
export function fingerprintOf(eventId: string, file: JobFile, sha256: string | undefined): string {
  const modified = file.file instanceof File ? file.file.lastModified : 0;
  const identity = sha256 ?? `${file.file.size}:${file.type}:${modified}`;
  return `${eventId}:${identity}:${file.name}`;
}

export class UploadEngine {
  private readonly deps: EngineDeps;
  private job: UploadJob | null = null;
  private hashes: (string | undefined)[] = [];
  private batchId: string | null = null;
  private items: UploadItem[] = [];
  private phase: EnginePhase = 'idle';
  private batchError: UploadErrorText | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectAttempt = 0;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private pollsLeft = 0;
  private readonly active = new Map<number, TusUpload>();
  private readonly reported = new Map<number, number>();
  private readonly meter = new ThroughputMeter();
  private slowDismissed = false;
  private slow = false;
  private settledNotified = false;
  private listeners = new Set<() => void>();
  private snapshot: EngineSnapshot;
  private destroyed = false;
  private savedSignature = '';
  private restored = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(deps: EngineDeps) {
    this.deps = deps;
    this.snapshot = this.buildSnapshot();
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EngineSnapshot => this.snapshot;

  private buildSnapshot(): EngineSnapshot {
    const bytesTotal = this.items
      .filter((item) => item.status !== 'skipped')
      .reduce((sum, item) => sum + item.size, 0);
    const bytesSent = this.items
      .filter((item) => item.status !== 'skipped')
      .reduce((sum, item) => sum + Math.min(item.bytesSent, item.size), 0);
    return {
      phase: this.phase,
      items: this.items.map((item) => ({ ...item })),
      batchError: this.batchError,
      bytesSent,
      bytesTotal,
      slow: this.slow,
      restored: this.restored,
      remainingSeconds:
        this.phase === 'uploading'
          ? this.meter.remainingSeconds(this.now(), bytesTotal - bytesSent)
          : null,
    };
  }

  private emit(): void {
    this.snapshot = this.buildSnapshot();
    this.persist();
    for (const listener of this.listeners) listener();
  }

  /** Each file as the device keeps it: its bytes only while the server may still need them. */
  private savedState(item: UploadItem): SavedFileState {
    if (item.status === 'refused') return 'refused';
    if (item.status === 'done' || item.status === 'skipped' || item.status === 'unviewable') {
      return 'stored';
    }
    return 'open';
  }

  /** Writes the job to the device when what it must remember changed (in order, one at a time). */
  private persist(): void {
    const store = this.deps.store;
    const job = this.job;
    if (!store || !job || this.destroyed) return;
    const states = this.items.map((item) => this.savedState(item));
    const signature = `${job.eventId}|${this.batchId}|${this.hashes.length}|${states.join(',')}`;
    if (signature === this.savedSignature) return;
    this.savedSignature = signature;
    const open = states.some((state) => state === 'open');
    const saved: SavedJob = {
      eventId: job.eventId,
      kind: job.kind,
      ...(job.albumId ? { albumId: job.albumId } : {}),
      ...(job.guestName ? { guestName: job.guestName } : {}),
      ...(job.message ? { message: job.message } : {}),
      batchId: this.batchId,
      savedAt: this.now(),
      files: job.files.map((file, index) => {
        const state = states[index] ?? 'open';
        const item = this.items[index];
        const sha256 = this.hashes[index];
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
    this.saving = this.saving
      .then(() => (open ? store.save(saved) : store.remove(saved.eventId)))
      .catch(() => {
        // The device would not keep it: the queue still runs while the page stays open.
      });
  }

  /** Resolves when what the engine wrote to the device so far is written. */
  saved(): Promise<void> {
    return this.saving;
  }

  /** Whether files are being prepared or sent (the page warns before closing then). */
  get busy(): boolean {
    return this.phase === 'preparing' || this.phase === 'uploading' || this.phase === 'waiting';
  }

  /** Starts a job: hash, create the batch, send. A running job must finish first. */
  async start(job: UploadJob): Promise<void> {
    if (this.busy) throw new Error('An upload job is already running');
    this.job = job;
    this.batchId = null;
    this.hashes = [];
    this.savedSignature = '';
    this.restored = false;
    this.slowDismissed = false;
    this.slow = false;
    this.settledNotified = false;
    this.meter.reset();
    this.items = job.files.map((file, index) => ({
      index,
      name: file.name,
      size: file.file.size,
      type: file.type,
      status: 'waiting',
      bytesSent: 0,
      error: null,
      ready: false,
    }));
    await this.prepare();
  }

  /**
   * Continues a job the device kept (a reload, a closed tab, a crash): files the server already
   * has are shown stored, the rest are sent from where they stopped, with no new batch. Files whose
   * bytes the browser no longer has are shown `lost`, unless the server has them. Without a batch
   * yet, or when the server no longer knows it, the job starts again (stored files are recognised
   * by their SHA-256 and not sent twice).
   */
  async restore(saved: SavedJob): Promise<void> {
    if (this.busy) throw new Error('An upload job is already running');
    const job: UploadJob = {
      eventId: saved.eventId,
      kind: saved.kind,
      ...(saved.albumId ? { albumId: saved.albumId } : {}),
      ...(saved.guestName ? { guestName: saved.guestName } : {}),
      ...(saved.message ? { message: saved.message } : {}),
      files: saved.files.map((file) => ({
        file: file.blob ?? new Blob([]),
        name: file.name,
        type: file.type,
        ...(file.durationSeconds !== undefined ? { durationSeconds: file.durationSeconds } : {}),
      })),
    };
    if (!saved.batchId) {
      const kept = saved.files.flatMap((file, index) => {
        const jobFile = job.files[index];
        return file.state === 'open' && file.blob && jobFile ? [jobFile] : [];
      });
      if (kept.length === 0) return;
      await this.start({ ...job, files: kept });
      this.restored = true;
      this.emit();
      return;
    }
    this.job = job;
    this.batchId = saved.batchId;
    this.hashes = saved.files.map((file) => file.sha256);
    this.savedSignature = '';
    this.restored = true;
    this.slowDismissed = false;
    this.slow = false;
    this.settledNotified = false;
    this.meter.reset();
    this.items = saved.files.map((file, index) => ({
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
    this.phase = 'preparing';
    this.emit();
    if (this.deps.batchState) {
      try {
        const states = await this.deps.batchState(saved.eventId, saved.batchId);
        if (this.destroyed) return;
        this.applyStates(states);
      } catch (error) {
        if (this.destroyed) return;
        if (!this.deps.describeBatchError(error).transient) {
          // The batch is gone (expired): declare what is left again.
          this.phase = 'idle';
          await this.restore({ ...saved, batchId: null });
          return;
        }
        // Offline: send anyway; tus resumes or waits for the connection.
      }
    }
    this.phase = 'uploading';
    this.emit();
    this.pump();
  }

  /** Continues the job the device kept for `eventId`, if any; false when there is none. */
  async restoreSaved(eventId: string): Promise<boolean> {
    const store = this.deps.store;
    if (!store || this.busy) return false;
    const saved = await store.load(eventId);
    if (!saved?.files.some((file) => file.state === 'open')) return false;
    await this.restore(saved);
    return true;
  }

  private async prepare(): Promise<void> {
    const job = this.job;
    if (!job) return;
    this.phase = 'preparing';
    this.batchError = null;
    this.emit();
    // One file at a time: a phone never holds more than one file's bytes for hashing.
    for (const [index, file] of job.files.entries()) {
      if (this.hashes.length > index) continue;
      this.hashes.push(await this.deps.hash(file.file));
      if (this.destroyed) return;
    }
    let answer: CreateBatchResponse;
    try {
      answer = await this.deps.createBatch(job.eventId, {
        kind: job.kind,
        ...(job.albumId ? { albumId: job.albumId } : {}),
        ...(job.guestName?.trim() ? { guestName: job.guestName.trim() } : {}),
        ...(job.message?.trim() ? { message: job.message.trim() } : {}),
        clientId: this.deps.clientId,
        files: job.files.map((file, index) => ({
          name: file.name,
          size: file.file.size,
          type: file.type,
          ...(this.hashes[index] ? { sha256: this.hashes[index] } : {}),
          ...(file.durationSeconds !== undefined
            ? { durationSeconds: Math.round(file.durationSeconds * 10) / 10 }
            : {}),
        })),
      });
    } catch (error) {
      if (this.destroyed) return;
      const { text, transient } = this.deps.describeBatchError(error);
      this.batchError = text;
      if (transient) {
        // The connection or the server is away for a moment: declared again by itself.
        this.phase = 'waiting';
        this.emit();
        this.scheduleReconnect();
        return;
      }
      this.phase = 'failed';
      this.emit();
      this.notifySettled();
      return;
    }
    this.reconnectAttempt = 0;
    if (this.destroyed) return;
    this.batchId = answer.batchId;
    const already = new Set(answer.alreadyUploaded);
    for (const item of this.items) {
      if (already.has(item.index)) {
        item.status = 'skipped';
        item.bytesSent = item.size;
      }
    }
    this.phase = 'uploading';
    this.emit();
    this.pump();
  }

  private pump(): void {
    if (this.phase !== 'uploading' || this.destroyed) return;
    const parallelism = this.deps.parallelism ?? uploadParallelism;
    for (const item of this.items) {
      if (this.active.size >= parallelism) break;
      if (item.status === 'waiting') this.send(item);
    }
    this.settleIfDone();
  }

  private settleIfDone(): void {
    if (this.phase !== 'uploading') return;
    const open = this.items.some(
      (item) =>
        item.status === 'waiting' ||
        item.status === 'uploading' ||
        item.status === 'paused' ||
        item.status === 'offline',
    );
    if (open) return;
    this.phase = 'finished';
    this.slow = false;
    this.emit();
    this.notifySettled();
    this.startProcessingPoll();
  }

  /** Tries again after a while what waits for the connection (sooner when `retry` is called). */
  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.destroyed) return;
    const delays = this.deps.reconnectDelays ?? defaultReconnectDelays;
    const delay = delays[Math.min(this.reconnectAttempt, delays.length - 1)] ?? 30_000;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.retry({ onlyTransient: true });
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Asks the server what it has for this batch and takes its word for each file. */
  private async reconcile(): Promise<void> {
    const job = this.job;
    const batchId = this.batchId;
    if (!job || !batchId || !this.deps.batchState) return;
    let states: BatchFileState[];
    try {
      states = await this.deps.batchState(job.eventId, batchId);
    } catch {
      return;
    }
    if (this.destroyed || this.batchId !== batchId) return;
    this.applyStates(states);
  }

  /** Takes the server's word for each file: stored (shown or not), or not yet. */
  private applyStates(states: readonly BatchFileState[]): void {
    let changed = false;
    for (const { index, state } of states) {
      const item = this.items[index];
      if (!item) continue;
      const stored = state === 'processing' || state === 'ready' || state === 'failed';
      const open =
        item.status === 'offline' ||
        item.status === 'uploading' ||
        item.status === 'waiting' ||
        item.status === 'lost';
      if (stored && open) {
        const upload = this.active.get(index);
        if (upload) {
          this.active.delete(index);
          void upload.abort(false);
        }
        item.status = 'done';
        item.bytesSent = item.size;
        item.error = null;
        changed = true;
      }
      if (item.status === 'done' && state === 'ready' && !item.ready) {
        item.ready = true;
        changed = true;
      }
      if (item.status === 'done' && state === 'failed') {
        item.status = 'unviewable';
        changed = true;
      }
    }
    if (changed) {
      this.emit();
      this.pump();
    }
  }

  /** After the batch: asks for the processing results of the files sent, until all are known. */
  private startProcessingPoll(): void {
    if (!this.deps.batchState || this.pollTimer) return;
    const poll = this.deps.processingPoll ?? defaultProcessingPoll;
    this.pollsLeft = poll.attempts;
    const step = () => {
      this.pollTimer = null;
      const unknown = this.items.some((item) => item.status === 'done' && !item.ready);
      if (!unknown || this.pollsLeft <= 0 || this.destroyed) return;
      this.pollsLeft -= 1;
      void this.reconcile().finally(() => {
        if (!this.destroyed && !this.pollTimer) this.pollTimer = setTimeout(step, poll.intervalMs);
      });
    };
    this.pollTimer = setTimeout(step, 0);
  }

  private notifySettled(): void {
    if (this.settledNotified) return;
    this.settledNotified = true;
    this.deps.onSettled?.(this.snapshot);
  }

  private send(item: UploadItem): void {
    const job = this.job;
    const batchId = this.batchId;
    if (!job || !batchId) return;
    const file = job.files[item.index];
    if (!file) return;
    item.status = 'uploading';
    item.error = null;
    this.reported.set(item.index, item.bytesSent);
    const metadata: Record<keyof UploadMetadata, string> = {
      eventId: job.eventId,
      batchId,
      fileIndex: String(item.index),
      filename: file.name,
      filetype: file.type,
    };
    const fingerprint = fingerprintOf(job.eventId, file, this.hashes[item.index]);
    const upload = this.deps.createUpload(file.file, {
      endpoint: this.deps.endpoint ?? uploadEndpoint,
      chunkSize: this.deps.chunkSize ?? uploadChunkSize,
      retryDelays: this.deps.retryDelays ?? uploadRetryDelays,
      metadata,
      uploadSize: file.file.size,
      fingerprint: async () => fingerprint,
      urlStorage: this.deps.urlStorage,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // "Stored already" and refusals are answers, not hiccups: never asked again.
      onShouldRetry: (error) => describeTusError(error).transient,
      onProgress: (sent) => this.progress(item, sent),
      onSuccess: () => {
        if (this.active.get(item.index) !== upload) return;
        this.active.delete(item.index);
        this.reconnectAttempt = 0;
        item.status = 'done';
        item.bytesSent = item.size;
        this.emit();
        this.pump();
      },
      onError: (error) => {
        if (this.active.get(item.index) !== upload) return;
        this.active.delete(item.index);
        const { text, transient, stored } = describeTusError(error);
        if (stored) {
          item.status = 'done';
          item.bytesSent = item.size;
        } else if (transient) {
          // Calm: the file waits for the connection and goes on by itself; the server may
          // also have stored it already when only its reply was lost, so ask.
          item.status = 'offline';
          item.error = text;
          this.scheduleReconnect();
          void this.reconcile();
        } else {
          item.status = 'refused';
          item.error = text;
        }
        this.emit();
        this.pump();
      },
    });
    this.active.set(item.index, upload);
    this.emit();
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (this.active.get(item.index) !== upload) return;
        // The newest stored URL first: an earlier attempt at this same file resumes from its offset.
        const latest = [...previous].sort((a, b) =>
          b.creationTime.localeCompare(a.creationTime),
        )[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => {
        if (this.active.get(item.index) === upload) upload.start();
      });
  }

  private progress(item: UploadItem, sent: number): void {
    const before = this.reported.get(item.index) ?? 0;
    this.reported.set(item.index, sent);
    const now = this.now();
    this.meter.add(now, sent - before);
    item.bytesSent = Math.max(item.bytesSent, sent);
    this.checkSlow(now);
    this.emit();
  }

  private checkSlow(now: number): void {
    if (this.slowDismissed || this.phase !== 'uploading') return;
    const remaining = this.snapshot.bytesTotal - this.snapshot.bytesSent;
    if (this.meter.isSlow(now, remaining)) this.slow = true;
  }

  /** Re-measures while requests stall (call every few seconds while uploading). */
  tick(): void {
    if (this.phase !== 'uploading') return;
    const now = this.now();
    this.meter.tick(now);
    this.checkSlow(now);
    this.emit();
  }

  /** The guest saw the slow-connection warning and goes on anyway. */
  continueDespiteSlow(): void {
    this.slowDismissed = true;
    this.slow = false;
    this.emit();
  }

  /** Stops sending for now (the "wait" answer); what was sent stays on the server. */
  pause(): void {
    if (this.phase !== 'uploading') return;
    this.phase = 'paused';
    this.slow = false;
    for (const [index, upload] of this.active) {
      const item = this.items[index];
      if (item) item.status = 'paused';
      void upload.abort(false);
    }
    this.active.clear();
    for (const item of this.items) if (item.status === 'waiting') item.status = 'paused';
    this.emit();
  }

  /** Continues after `pause`, from the server's offsets. */
  resume(): void {
    if (this.phase !== 'paused') return;
    for (const item of this.items) if (item.status === 'paused') item.status = 'waiting';
    this.phase = 'uploading';
    this.meter.reset();
    this.slow = false;
    this.slowDismissed = false;
    this.emit();
    this.pump();
  }

  /**
   * Sends failed files again (one, or all); after a failed batch creation, creates it again.
   * `onlyTransient` retries only failures the network may have caused (network back, page shown).
   */
  retry(options: { index?: number; onlyTransient?: boolean } = {}): void {
    if (this.phase === 'waiting') {
      this.clearReconnect();
      void this.prepare();
      return;
    }
    if (this.phase !== 'finished' && this.phase !== 'uploading') return;
    let any = false;
    for (const item of this.items) {
      if (item.status !== 'offline') continue;
      if (options.index !== undefined && item.index !== options.index) continue;
      item.status = 'waiting';
      item.error = null;
      any = true;
    }
    if (!any) return;
    this.clearReconnect();
    if (this.phase === 'finished') {
      this.phase = 'uploading';
      this.settledNotified = false;
      this.meter.reset();
    }
    this.emit();
    this.pump();
  }

  /** Forgets a finished job (the guest closes the summary). */
  clear(): void {
    if (this.busy || this.phase === 'paused') return;
    this.clearReconnect();
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.job = null;
    this.items = [];
    this.phase = 'idle';
    this.batchError = null;
    this.emit();
  }

  /** Stops everything (the page goes away); unfinished uploads can resume later. */
  destroy(): void {
    this.destroyed = true;
    this.clearReconnect();
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const upload of this.active.values()) void upload.abort(false);
    this.active.clear();
    this.listeners.clear();
  }
}
