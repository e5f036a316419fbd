// Tests of calendar-date arithmetic and zone conversions, across DST changes.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  compareDates,
  daysBetween,
  defaultTimeZone,
  endOfLocalDay,
  isCalendarDate,
  isValidTimeZone,
  localDate,
  localTime,
  startOfLocalDay,
  timeZoneOffsetMs,
  toEpochMs,
  zonedTimeToUtc,
} from './time';

const iso = (date: Date) => date.toISOString();
const hour = 3_600_000;

describe('calendar dates', () => {
  it('defaults to Europe/Warsaw', () => {
    expect(defaultTimeZone).toBe('Europe/Warsaw');
  });

  it.each([
    ['2026-03-29', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-3-9', false],
    ['2026-03-29T00:00:00Z', false],
    ['', false],
    [null, false],
    [20260329, false],
  ])('isCalendarDate(%j) → %j', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['2026-03-25', 6, '2026-03-31'],
    ['2026-03-25', 7, '2026-04-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-10-20', 69, '2026-12-28'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('addDays(%s, %i) → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-03-25', 2, '2028-03-25'],
    ['2028-02-29', 2, '2030-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['2026-12-31', 2, '2028-12-31'],
  ])('addYears(%s, %i) → %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });

  it.each([
    ['2026-03-24', '2026-04-23', 30],
    ['2026-03-29', '2026-03-30', 1],
    ['2026-04-23', '2026-03-24', -30],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-01-01', '2028-01-01', 730],
  ])('daysBetween(%s, %s) → %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ['2026-03-24', '2026-03-25', -1],
    ['2026-03-25', '2026-03-25', 0],
    ['2027-01-01', '2026-12-31', 1],
  ])('compareDates(%s, %s) → %i', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });

  it.each([
    () => addDays('2026-02-30', 1),
    () => addDays('2026-03-01', 1.5),
    () => addYears('nope', 1),
    () => daysBetween('2026-03-01', ''),
  ])('rejects invalid input (%#)', (call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('time zones', () => {
  it.each([
    ['Europe/Warsaw', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [undefined, false],
  ])('isValidTimeZone(%j) → %j', (tz, expected) => {
    expect(isValidTimeZone(tz)).toBe(expected);
  });

  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Warsaw', 1],
    ['2026-07-15T12:00:00Z', 'Europe/Warsaw', 2],
    ['2026-03-29T00:59:59Z', 'Europe/Warsaw', 1],
    ['2026-03-29T01:00:00Z', 'Europe/Warsaw', 2],
    ['2026-10-25T00:59:59Z', 'Europe/Warsaw', 2],
    ['2026-10-25T01:00:00Z', 'Europe/Warsaw', 1],
    ['2026-01-15T12:00:00Z', 'America/New_York', -5],
    ['2026-07-15T12:00:00Z', 'America/New_York', -4],
    ['2026-07-15T12:00:00Z', 'Asia/Kolkata', 5.5],
    ['2026-07-15T12:00:00Z', 'UTC', 0],
  ])('offset at %s in %s is %f h', (instant, tz, hours) => {
    expect(timeZoneOffsetMs(new Date(instant), tz)).toBe(hours * hour);
  });

  it.each([
    ['2026-03-24T22:59:59.999Z', 'Europe/Warsaw', '2026-03-24', '23:59:59'],
    ['2026-03-24T23:00:00.000Z', 'Europe/Warsaw', '2026-03-25', '00:00:00'],
    ['2026-06-30T21:59:59.999Z', 'Europe/Warsaw', '2026-06-30', '23:59:59'],
    ['2026-06-30T22:00:00.000Z', 'Europe/Warsaw', '2026-07-01', '00:00:00'],
    ['2026-03-29T00:59:59.000Z', 'Europe/Warsaw', '2026-03-29', '01:59:59'],
    ['2026-03-29T01:00:00.000Z', 'Europe/Warsaw', '2026-03-29', '03:00:00'],
    ['2026-10-25T00:30:00.000Z', 'Europe/Warsaw', '2026-10-25', '02:30:00'],
    ['2026-10-25T01:30:00.000Z', 'Europe/Warsaw', '2026-10-25', '02:30:00'],
    ['2026-03-25T03:59:59.000Z', 'America/New_York', '2026-03-24', '23:59:59'],
    ['2026-03-25T04:00:00.000Z', 'America/New_York', '2026-03-25', '00:00:00'],
    ['2026-03-24T23:30:00.000Z', 'UTC', '2026-03-24', '23:30:00'],
  ])('%s in %s is %s %s', (instant, tz, date, time) => {
    expect(localDate(new Date(instant), tz)).toBe(date);
    expect(localDate(Date.parse(instant), tz)).toBe(date);
    expect(localTime(new Date(instant), tz)).toBe(time);
  });

  it('uses Europe/Warsaw when no zone is given', () => {
    expect(localDate(new Date('2026-03-24T23:30:00Z'))).toBe('2026-03-25');
  });

  it.each([
    // Ordinary days, winter and summer.
    ['2026-01-15', '00:00:00', 'Europe/Warsaw', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '12:00:00', 'Europe/Warsaw', '2026-07-15T10:00:00.000Z'],
    ['2026-07-15', '23:59:59.999', 'Europe/Warsaw', '2026-07-15T21:59:59.999Z'],
    ['2026-07-15', '12:00', 'Europe/Warsaw', '2026-07-15T10:00:00.000Z'],
    // Warsaw spring change 2026-03-29: 02:00 CET → 03:00 CEST, 02:00–02:59 do not exist.
    ['2026-03-29', '00:00:00', 'Europe/Warsaw', '2026-03-28T23:00:00.000Z'],
    ['2026-03-29', '01:59:59', 'Europe/Warsaw', '2026-03-29T00:59:59.000Z'],
    ['2026-03-29', '02:00:00', 'Europe/Warsaw', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '02:30:00', 'Europe/Warsaw', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00:00', 'Europe/Warsaw', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '12:00:00', 'Europe/Warsaw', '2026-03-29T10:00:00.000Z'],
    ['2026-03-29', '23:59:59.999', 'Europe/Warsaw', '2026-03-29T21:59:59.999Z'],
    // Warsaw autumn change 2026-10-25: 03:00 CEST → 02:00 CET, 02:00–02:59 occur twice.
    ['2026-10-25', '00:00:00', 'Europe/Warsaw', '2026-10-24T22:00:00.000Z'],
    ['2026-10-25', '01:59:59', 'Europe/Warsaw', '2026-10-24T23:59:59.000Z'],
    ['2026-10-25', '02:00:00', 'Europe/Warsaw', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25', '02:30:00', 'Europe/Warsaw', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:00:00', 'Europe/Warsaw', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', '12:00:00', 'Europe/Warsaw', '2026-10-25T11:00:00.000Z'],
    ['2026-10-25', '23:59:59.999', 'Europe/Warsaw', '2026-10-25T22:59:59.999Z'],
    // New York: 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
    ['2026-03-08', '02:30:00', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '12:00:00', 'America/New_York', '2026-03-08T16:00:00.000Z'],
    ['2026-11-01', '01:30:00', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '12:00:00', 'America/New_York', '2026-11-01T17:00:00.000Z'],
    // Santiago: 2026-09-06 starts at 01:00 (midnight does not exist).
    ['2026-09-06', '00:00:00', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // Lord Howe: half-hour change, 2026-10-04 02:00 → 02:30; 2026-04-05 02:00 → 01:30.
    ['2026-10-04', '02:15:00', 'Australia/Lord_Howe', '2026-10-03T15:45:00.000Z'],
    ['2026-04-05', '01:45:00', 'Australia/Lord_Howe', '2026-04-04T14:45:00.000Z'],
    ['2026-07-15', '00:00:00', 'Asia/Kolkata', '2026-07-14T18:30:00.000Z'],
    ['2026-07-15', '00:00:00', 'UTC', '2026-07-15T00:00:00.000Z'],
  ])('zonedTimeToUtc(%s, %s, %s) → %s', (date, time, tz, expected) => {
    expect(iso(zonedTimeToUtc(date, time, tz))).toBe(expected);
  });

  it.each([
    ['2026-02-30', '00:00:00', 'Europe/Warsaw'],
    ['2026-03-01', '24:00:00', 'Europe/Warsaw'],
    ['2026-03-01', '7:00', 'Europe/Warsaw'],
    ['2026-03-01', '12:60:00', 'Europe/Warsaw'],
    ['2026-03-01', '12:00:00', 'Mars/Olympus_Mons'],
  ])('zonedTimeToUtc(%s, %s, %s) throws RangeError', (date, time, tz) => {
    expect(() => zonedTimeToUtc(date, time, tz)).toThrow(RangeError);
  });

  it.each([
    ['2026-03-29', 'Europe/Warsaw', '2026-03-28T23:00:00.000Z', '2026-03-29T21:59:59.999Z', 23],
    ['2026-10-25', 'Europe/Warsaw', '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z', 25],
    ['2026-06-10', 'Europe/Warsaw', '2026-06-09T22:00:00.000Z', '2026-06-10T21:59:59.999Z', 24],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T03:59:59.999Z', 23],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T04:59:59.999Z', 25],
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z', '2026-09-07T02:59:59.999Z', 23],
    ['2026-04-04', 'America/Santiago', '2026-04-04T03:00:00.000Z', '2026-04-05T03:59:59.999Z', 25],
  ])('day %s in %s runs %s – %s (%i h)', (date, tz, start, end, hours) => {
    const s = startOfLocalDay(date, tz);
    const e = endOfLocalDay(date, tz);
    expect(iso(s)).toBe(start);
    expect(iso(e)).toBe(end);
    expect(e.getTime() + 1 - s.getTime()).toBe(hours * hour);
    expect(localDate(s, tz)).toBe(date);
    expect(localDate(e, tz)).toBe(date);
    expect(localDate(e.getTime() + 1, tz)).toBe(addDays(date, 1));
  });

  it('rejects invalid instants', () => {
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => localDate(Number.POSITIVE_INFINITY, 'UTC')).toThrow(RangeError);
    expect(toEpochMs(42)).toBe(42);
  });
});
