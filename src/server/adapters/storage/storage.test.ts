/** Range resolution shared by the storage backends. */
import { describe, expect, it } from 'vitest';
import { RangeNotSatisfiableError, resolveRange } from './storage';

describe('resolveRange', () => {
  it.each([
    [{ start: 0, end: 0 }, 10, { start: 0, end: 0 }],
    [{ start: 2, end: 5 }, 10, { start: 2, end: 5 }],
    [{ start: 7 }, 10, { start: 7, end: 9 }],
    [{ start: 7, end: 100 }, 10, { start: 7, end: 9 }],
    [{ start: 9, end: 9 }, 10, { start: 9, end: 9 }],
  ])('resolves %j of %i bytes to %j', (range, size, expected) => {
    expect(resolveRange(range, size)).toEqual(expected);
  });

  it.each([
    [{ start: 10 }, 10],
    [{ start: 0 }, 0],
    [{ start: 5, end: 4 }, 10],
    [{ start: -1 }, 10],
    [{ start: 0.5 }, 10],
    [{ start: 0, end: Number.NaN }, 10],
    [{ start: Number.POSITIVE_INFINITY }, 10],
  ])('refuses %j of %i bytes', (range, size) => {
    expect(() => resolveRange(range, size)).toThrow(RangeNotSatisfiableError);
    try {
      resolveRange(range, size);
    } catch (error) {
      expect((error as RangeNotSatisfiableError).size).toBe(size);
    }
  });
});
