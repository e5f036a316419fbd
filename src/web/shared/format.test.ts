import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, pluralKey } from './format';

const samples = [
  0,
  1,
  7,
  42,
  999,
  1000,
  1001,
  1234,
  9999,
  10_000,
  10_001,
  12_345,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_234_567,
  12_345_678,
  123_456_789,
  2_147_483_647,
  Number.MAX_SAFE_INTEGER,
];

describe('formatNumber', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds no Intl.NumberFormat for a count (its number data cost the first render)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(12_345, 'pl')).toBe('12\u00a0345');
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(built).not.toHaveBeenCalled();
  });

  it('groups whole numbers exactly as Intl.NumberFormat does, in both languages', () => {
    for (const value of [...samples, ...samples.map((v) => -v).filter((v) => v !== 0)]) {
      expect(formatNumber(value, 'pl')).toBe(new Intl.NumberFormat('pl-PL').format(value));
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
  });

  it('writes Polish counts from five digits with a no-break space, English with a comma', () => {
    expect(formatNumber(1000, 'pl')).toBe('1000');
    expect(formatNumber(10_000, 'pl')).toBe('10\u00a0000');
    expect(formatNumber(1_234_567, 'pl')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('leaves fractions and numbers beyond exact integers to Intl.NumberFormat', () => {
    for (const value of [1.5, 12_345.25, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value, 'pl')).toBe(new Intl.NumberFormat('pl-PL').format(value));
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
  });
});

describe('pluralKey', () => {
  it('answers the category of each language, the same on every call', () => {
    expect([1, 2, 5, 22, 25].map((n) => pluralKey(n, 'pl'))).toEqual([
      'one',
      'few',
      'many',
      'few',
      'many',
    ]);
    expect([1, 2, 5].map((n) => pluralKey(n, 'en'))).toEqual(['one', 'other', 'other']);
    expect(pluralKey(2, 'pl')).toBe('few');
  });
});
