import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMoment } from './countdown';

describe('formatMoment', () => {
  const zone = 'Europe/Warsaw';

  it("gives only the time when the moment is today in the event's zone", () => {
    expect(formatMoment('2026-06-20T18:00:00Z', 'pl', zone, new Date('2026-06-20T08:00:00Z'))).toBe(
      '20:00',
    );
  });

  it("judges 'today' by the event's zone, not by UTC", () => {
    // 22:30 UTC on 20 June is already 21 June in Warsaw, as is 23:00 UTC.
    const now = new Date('2026-06-20T22:30:00Z');
    expect(formatMoment('2026-06-20T23:00:00Z', 'en', zone, now)).toBe('01:00');
    // 21:00 UTC on 20 June is still 20 June in Warsaw: another day than now.
    expect(formatMoment('2026-06-20T21:00:00Z', 'en', zone, now)).toBe('Saturday 20 June at 23:00');
  });

  it('gives the whole day with the time on another day, in either language', () => {
    const now = new Date('2026-06-19T12:00:00Z');
    expect(formatMoment('2026-06-20T16:30:00Z', 'pl', zone, now)).toBe('sobota, 20 czerwca 18:30');
    expect(formatMoment('2026-06-20T16:30:00Z', 'en', zone, now)).toBe('Saturday 20 June at 18:30');
  });

  it('gives back a moment it cannot read as it was given', () => {
    expect(formatMoment('tonight', 'pl', zone)).toBe('tonight');
  });
});

describe('formatCountdown', () => {
  it('writes hours past a day, minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(3_725.8)).toBe('1:02:05');
    expect(formatCountdown(90_000)).toBe('25:00:00');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});
