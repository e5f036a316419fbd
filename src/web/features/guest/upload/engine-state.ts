/**
 * What the upload engine holds: the job, its items and phase, the timers and uploads in
 * flight; the snapshot the page renders, the copy of the job the device keeps, and the
 * measured speed. The flow (upload-engine.ts) changes these fields and calls `emit` after
 * every change.
 */
import { ThroughputMeter } from './throughput';
import { savedFileState, savedJobOf } from './upload-job';
import type {
  EngineDeps,
  EnginePhase,
  EngineSnapshot,
  TusUpload,
  UploadErrorText,
  UploadItem,
  UploadJob,
} from './upload-types';

const defaultReconnectDelays = [2_000, 5_000, 10_000, 20_000, 30_000];

export abstract class EngineState {
  protected readonly deps: EngineDeps;
  protected job: UploadJob | null = null;
  protected hashes: (string | undefined)[] = [];
  protected batchId: string | null = null;
  protected items: UploadItem[] = [];
  protected phase: EnginePhase = 'idle';
  protected batchError: UploadErrorText | null = null;
  protected reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  protected reconnectAttempt = 0;
  protected pollTimer: ReturnType<typeof setTimeout> | null = null;
  protected pollsLeft = 0;
  protected readonly active = new Map<number, TusUpload>();
  protected readonly reported = new Map<number, number>();
  protected readonly meter = new ThroughputMeter();
  protected slowDismissed = false;
  protected slow = false;
  protected settledNotified = false;
  protected listeners = new Set<() => void>();
  protected snapshot: EngineSnapshot;
  protected destroyed = false;
  protected savedSignature = '';
  protected restored = false;
  protected saving: Promise<void> = Promise.resolve();

  constructor(deps: EngineDeps) {
    this.deps = deps;
    this.snapshot = this.buildSnapshot();
  }

  protected now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EngineSnapshot => this.snapshot;

  protected buildSnapshot(): EngineSnapshot {
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

  protected emit(): void {
    this.snapshot = this.buildSnapshot();
    this.persist();
    for (const listener of this.listeners) listener();
  }

  /** Writes the job to the device when what it must remember changed (in order, one at a time). */
  protected persist(): void {
    const store = this.deps.store;
    const job = this.job;
    if (!store || !job || this.destroyed) return;
    const states = this.items.map(savedFileState);
    const signature = `${job.eventId}|${this.batchId}|${this.hashes.length}|${states.join(',')}`;
    if (signature === this.savedSignature) return;
    this.savedSignature = signature;
    const open = states.some((state) => state === 'open');
    const saved = savedJobOf({
      job,
      batchId: this.batchId,
      hashes: this.hashes,
      items: this.items,
      states,
      savedAt: this.now(),
    });
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

  protected clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  protected notifySettled(): void {
    if (this.settledNotified) return;
    this.settledNotified = true;
    this.deps.onSettled?.(this.snapshot);
  }

  protected progress(item: UploadItem, sent: number): void {
    const before = this.reported.get(item.index) ?? 0;
    this.reported.set(item.index, sent);
    const now = this.now();
    this.meter.add(now, sent - before);
    item.bytesSent = Math.max(item.bytesSent, sent);
    this.checkSlow(now);
    this.emit();
  }

  protected checkSlow(now: number): void {
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

  /** Sends again what failed (the flow's own rules: upload-engine.ts). */
  abstract retry(options?: { index?: number; onlyTransient?: boolean }): void;

  /** Tries again after a while what waits for the connection (sooner when `retry` is called). */
  protected scheduleReconnect(): void {
    if (this.reconnectTimer || this.destroyed) return;
    const delays = this.deps.reconnectDelays ?? defaultReconnectDelays;
    const delay = delays[Math.min(this.reconnectAttempt, delays.length - 1)] ?? 30_000;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.retry({ onlyTransient: true });
    }, delay);
  }
}
