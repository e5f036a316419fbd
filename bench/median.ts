/** The median of a benchmark's runs (the upper middle of an even count), and percentiles of latencies. */

/** The middle of `values`; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run whose `key` is the middle one (the upper middle of an even count). */
export function medianBy<T>(runs: readonly T[], key: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs to take the median of');
  return middle;
}

/** The `p`th percentile of `values` (0–100) by nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
