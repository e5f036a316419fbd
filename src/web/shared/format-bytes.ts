/** Sizes and durations as the guest dialogs show them. */
import { formatDecimal } from '../../shared/i18n/format';

/** Bytes as `850 KB`, `4.2 MB`, `1.1 GB` (one decimal, the language's separator). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit >= 2 ? 1 : 0;
  return `${formatDecimal(value, language, digits)} ${units[unit]}`;
}

/** Seconds as `m:ss`. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
