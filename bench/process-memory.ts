/**
 * A process's resident memory as Linux reports it in /proc/<pid>/status: VmRSS (now) and
 * VmHWM (the most it has held since it started), in MB. VmHWM, not getrusage's maxRSS:
 * Linux carries maxRSS over from a forking parent (a benchmark holding every file), VmHWM
 * belongs to the process alone.
 */
import { readFileSync } from 'node:fs';

/** The most the server may hold at its busiest: 50 uploads at once, or a burst of photos to process. */
export const peakRssTargetMb = 400;

export function processMemoryMb(pid: number | 'self' = 'self'): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}
