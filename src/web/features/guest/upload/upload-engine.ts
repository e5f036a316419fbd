/**
 * The guest's upload engine: hashes the chosen files, creates the batch
 * (skipping files the server already has from this browser), then sends each
 * file as its own tus upload, a few at a time, in chunks, with retries and
 * back-off, resuming from the server's offset after a dropped connection or a
 * reload (tus URLs kept in SafeUrlStorage). It reports per-file and overall
 * progress, failures with their reason, and a slow connection measured from
 * real throughput. Framework-free: the page subscribes to its snapshots.
 */
import type { CreateBatchResponse } from '../../../../shared/api/public';
import { EngineState } from './engine-state';
import type { SavedJob } from './saved-queue';
import { describeTusError } from './tus-errors';
import { batchRequestOf, itemsOfJob, itemsOfSaved, jobOfSaved, tusOptionsOf } from './upload-job';
import {
  type BatchFileState,
  type UploadItem,
  type UploadJob,
  uploadParallelism,
} from './upload-types';

export * from './tus-errors';
export * from './upload-types';

const defaultProcessingPoll = { intervalMs: 3_000, attempts: 60 };

/** The flow of a job: prepare, declare, send, settle, restore; see EngineState for its state. */
export class UploadEngine extends EngineState {
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
    this.items = itemsOfJob(job);
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
    const job = jobOfSaved(saved);
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
    this.items = itemsOfSaved(saved);
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
      answer = await this.deps.createBatch(
        job.eventId,
        batchRequestOf(job, this.hashes, this.deps.clientId),
      );
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

  private send(item: UploadItem): void {
    const job = this.job;
    const batchId = this.batchId;
    if (!job || !batchId) return;
    const file = job.files[item.index];
    if (!file) return;
    item.status = 'uploading';
    item.error = null;
    this.reported.set(item.index, item.bytesSent);
    const upload = this.deps.createUpload(file.file, {
      ...tusOptionsOf(this.deps, job, batchId, item.index, this.hashes[item.index]),
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
