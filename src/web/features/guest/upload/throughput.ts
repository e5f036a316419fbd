/**
 * Measures real upload throughput over a sliding window and decides when the
 * connection is too slow for what is left to send (the slow-connection warning).
 */

/** Window over which the rate is measured. */
export const throughputWindowMs = 20_000;
/** The rate is only trusted once this much time has been measured. */
export const minMeasuredMs = 8_000;
/** The connection counts as slow when what is left would take longer than this at the measured rate. */
export const slowRemainingSeconds = 60;

interface Sample {
  at: number;
  bytes: number;
}

/** Cumulative bytes over time; `rate` is bytes per second across the window. */
export class ThroughputMeter {
  private samples: Sample[] = [];
  private total = 0;
  private readonly windowMs: number;

  constructor(windowMs = throughputWindowMs) {
    this.windowMs = windowMs;
  }

  /** Adds bytes that went out (never negative: a resumed upload re-reports its offset). */
  add(now: number, bytes: number): void {
    if (bytes > 0) this.total += bytes;
    this.samples.push({ at: now, bytes: this.total });
    this.trim(now);
  }

  /** Marks a moment with nothing sent (keeps the window honest while a request stalls). */
  tick(now: number): void {
    this.add(now, 0);
  }

  /** Forgets everything (after a pause: waiting time is not slowness). */
  reset(): void {
    this.samples = [];
  }

  private trim(now: number): void {
    // Keep one sample at or before the window's start so the span covers the whole window.
    while (this.samples.length > 2 && (this.samples[1]?.at ?? now) <= now - this.windowMs) {
      this.samples.shift();
    }
  }

  /** Milliseconds measured so far within the window. */
  span(now: number): number {
    const first = this.samples[0];
    return first ? now - first.at : 0;
  }

  /** Bytes per second over the window, or null while too little has been measured. */
  rate(now: number): number | null {
    this.trim(now);
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    if (!first || !last) return null;
    const span = now - first.at;
    if (span < minMeasuredMs) return null;
    return ((last.bytes - first.bytes) * 1000) / span;
  }

  /** Whether the measured rate is slow and the remaining bytes would take too long at it. */
  isSlow(now: number, remainingBytes: number): boolean {
    // A stall (nothing measured) is a connection that is away, not a slow one: the page says
    // "waiting for the connection" then, never a time it cannot know.
    const seconds = this.remainingSeconds(now, remainingBytes);
    return seconds !== null && seconds > slowRemainingSeconds;
  }

  /** Seconds the remaining bytes take at the measured rate (null: unknown). */
  remainingSeconds(now: number, remainingBytes: number): number | null {
    const rate = this.rate(now);
    if (rate === null || rate <= 0) return null;
    return Math.ceil(remainingBytes / rate);
  }
}
