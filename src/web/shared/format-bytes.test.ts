import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, formatClock } from './format-bytes';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatBytes', () => {
  it("writes bytes, kilobytes whole, and megabytes and gigabytes with one decimal, in the language's way", () => {
    expect(formatBytes(512, 'pl')).toBe('512 B');
    expect(formatBytes(850 * 1024, 'pl')).toBe('850 KB');
    expect(formatBytes(1536.6, 'en')).toBe('2 KB');
    expect(formatBytes(4.2 * 1024 * 1024, 'pl')).toBe('4,2 MB');
    expect(formatBytes(4.2 * 1024 * 1024, 'en')).toBe('4.2 MB');
    expect(formatBytes(1.1 * 1024 ** 3, 'pl')).toBe('1,1 GB');
    expect(formatBytes(2048 * 1024 ** 3, 'en')).toBe('2,048 GB');
  });

  it('builds no number formatter after the first (an upload list redraws its sizes on every step)', () => {
    for (const language of ['pl', 'en']) {
      formatBytes(300, language);
      formatBytes(5 * 1024 * 1024, language);
    }
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let sent = 0; sent < 50; sent++) {
      formatBytes(sent * 100_000, 'pl');
      formatBytes(sent * 100_000, 'en');
    }
    expect(built).not.toHaveBeenCalled();
  });
});

describe('formatClock', () => {
  it('writes seconds as minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
