// Calendar dates and wall-clock times in IANA time zones, computed with the built-in Intl API only.

/** A calendar date written `YYYY-MM-DD` (no time of day, no zone). */
export type CalendarDate = string;

/** An instant: a `Date` or epoch milliseconds. */
export type Instant = Date | number;

/** Time zone of an event when none is stored. */
export const defaultTimeZone = 'Europe/Warsaw';

/** Milliseconds in 24 hours (a calendar day may be 23 or 25 hours long in a zone). */
export const msPerDay = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (cached === undefined) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= 500) formatters.clear();
    formatters.set(timeZone, cached);
  }
  return cached;
}

/** Whether `timeZone` is an IANA time zone name the Intl API knows (e.g. `Europe/Warsaw`). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Epoch ms of an instant; throws `RangeError` for an invalid date. */
export function toEpochMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
}

/** Epoch ms of a UTC wall time, years 0–99 included (unlike `Date.UTC`). */
function utcMs(year: number, month: number, day: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

/** The zone's wall clock at `epochMs`, written as if it were UTC (epoch ms). */
function wallClockMs(epochMs: number, timeZone: string): number {
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const millis = ((epochMs % 1000) + 1000) % 1000;
  return utcMs(
    fields.year,
    fields.month,
    fields.day,
    fields.hour % 24,
    fields.minute,
    fields.second,
    millis,
  );
}

/** Offset of the zone from UTC at an instant, in ms (Warsaw in summer: +7 200 000). */
export function timeZoneOffsetMs(instant: Instant, timeZone: string): number {
  const ms = toEpochMs(instant);
  return wallClockMs(ms, timeZone) - ms;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parseDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireDate(value: CalendarDate): DateParts {
  const parts = parseDate(value);
  if (!parts) throw new RangeError(`Invalid calendar date: ${String(value)}`);
  return parts;
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

function formatDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  return formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whether `value` is an existing calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return parseDate(value) !== null;
}

/** The calendar date `days` days after `date` (negative: before). Throws `RangeError` on bad input. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const { year, month, day } = requireDate(date);
  return fromUtcMs(utcMs(year, month, day) + days * msPerDay);
}

/** The same day `years` years later; 29 February becomes 28 February in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  if (!Number.isInteger(years)) throw new RangeError(`Not a whole number of years: ${years}`);
  const { year, month, day } = requireDate(date);
  const target = year + years;
  return formatDate(target, month, Math.min(day, daysInMonth(target, month)));
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = requireDate(from);
  const b = requireDate(to);
  return Math.round((utcMs(b.year, b.month, b.day) - utcMs(a.year, a.month, a.day)) / msPerDay);
}

/** -1, 0 or 1 as `a` is before, equal to or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const d = daysBetween(b, a);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** The calendar date shown by a clock in `timeZone` at `instant`. */
export function localDate(instant: Instant, timeZone: string = defaultTimeZone): CalendarDate {
  return fromUtcMs(wallClockMs(toEpochMs(instant), timeZone));
}

/** The wall time `HH:MM:SS` shown by a clock in `timeZone` at `instant`. */
export function localTime(instant: Instant, timeZone: string = defaultTimeZone): string {
  return new Date(wallClockMs(toEpochMs(instant), timeZone)).toISOString().slice(11, 19);
}

function parseTime(time: string): [number, number, number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{3}))?)?$/.exec(time);
  if (!match) throw new RangeError(`Invalid wall time: ${time}`);
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0), Number(match[4] ?? 0)];
}

/**
 * The instant at which clocks in `timeZone` show `date` `time` (`HH:MM`, `HH:MM:SS` or
 * `HH:MM:SS.mmm`). Like Temporal's `disambiguation: 'compatible'`: a wall time that occurs
 * twice (autumn change) resolves to the earlier instant; one that does not exist (spring gap)
 * is moved forward by the length of the gap (Warsaw 2026-03-29 02:30 → 03:30 CEST).
 * Throws `RangeError` for an invalid date, time or zone.
 */
export function zonedTimeToUtc(date: CalendarDate, time: string, timeZone: string): Date {
  const { year, month, day } = requireDate(date);
  const wall = utcMs(year, month, day, ...parseTime(time));
  // Offsets a day before and after: every transition near `wall` lies between them.
  const before = wallClockMs(wall - msPerDay, timeZone) - (wall - msPerDay);
  const after = wallClockMs(wall + msPerDay, timeZone) - (wall + msPerDay);
  const matches = [wall - before, wall - after]
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

/** First instant of `date` in `timeZone` (00:00, or the first existing time after a gap). */
export function startOfLocalDay(date: CalendarDate, timeZone: string): Date {
  return zonedTimeToUtc(date, '00:00:00', timeZone);
}

/** Last millisecond of `date` in `timeZone` (23:59:59.999): the next day's start minus 1 ms. */
export function endOfLocalDay(date: CalendarDate, timeZone: string): Date {
  return new Date(startOfLocalDay(addDays(date, 1), timeZone).getTime() - 1);
}
