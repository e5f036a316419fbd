// Upload and download windows of an event and its phase at a given instant, in the event's zone.
import { type PlanInput, planRules } from './plans';
import {
  addDays,
  type CalendarDate,
  defaultTimeZone,
  endOfLocalDay,
  type Instant,
  isCalendarDate,
  localDate,
  startOfLocalDay,
  toEpochMs,
} from './time';

/** Phases of an event's life; `downloading` is what the product calls "expiring". */
export const eventPhases = ['notYetActive', 'uploading', 'downloading', 'expired'] as const;

/** A phase of an event's life. */
export type EventPhase = (typeof eventPhases)[number];

/** Concrete boundaries of an event's windows. All windows are closed intervals [start, end]. */
export interface EventPeriods {
  readonly timeZone: string;
  /** First upload day. */
  readonly activationDate: CalendarDate;
  /** Last upload day: activation + uploadDays − 1. */
  readonly lastUploadDate: CalendarDate;
  /** Last download day: lastUploadDate + downloadDays. */
  readonly lastDownloadDate: CalendarDate;
  /** Activation date 00:00 local. */
  readonly uploadStart: Date;
  /** Last upload day 23:59:59.999 local. */
  readonly uploadEnd: Date;
  /** uploadEnd + 1 ms (the next day's 00:00 local). */
  readonly downloadStart: Date;
  /** Last download day 23:59:59.999 local; the event is expired after it. */
  readonly downloadEnd: Date;
  /** Trial only: when the trial ends (= uploadEnd); `null` for paid plans. */
  readonly trialEnd: Date | null;
}

/** Last upload and last download day of an event on `plan` first open on `activationDate`. */
export function periodDates(
  plan: PlanInput,
  activationDate: CalendarDate,
): { readonly lastUploadDate: CalendarDate; readonly lastDownloadDate: CalendarDate } {
  const rules = planRules(plan);
  const lastUploadDate = addDays(activationDate, rules.uploadDays - 1);
  return { lastUploadDate, lastDownloadDate: addDays(lastUploadDate, rules.downloadDays) };
}

/**
 * Window instants (epoch ms) already worked out, by plan, first day and zone. A guest's every
 * request asks for its event's windows, and the time-zone arithmetic is the costly part.
 */
const knownWindows = new Map<
  string,
  { uploadStart: number; uploadEnd: number; downloadEnd: number }
>();
const maxKnownWindows = 1000;

/**
 * The windows of an event on `plan` whose first upload day is `activationDate`
 * (for a trial pass its creation date, see {@link resolveActivationDate}).
 * Throws `RangeError` for an invalid date, zone or plan.
 */
export function eventPeriods(
  plan: PlanInput,
  activationDate: CalendarDate,
  timeZone: string = defaultTimeZone,
): EventPeriods {
  const rules = planRules(plan);
  const { lastUploadDate, lastDownloadDate } = periodDates(plan, activationDate);
  const key = `${rules.id}|${rules.uploadDays}|${rules.downloadDays}|${activationDate}|${timeZone}`;
  let known = knownWindows.get(key);
  if (known === undefined) {
    known = {
      uploadStart: startOfLocalDay(activationDate, timeZone).getTime(),
      uploadEnd: endOfLocalDay(lastUploadDate, timeZone).getTime(),
      downloadEnd: endOfLocalDay(lastDownloadDate, timeZone).getTime(),
    };
    if (knownWindows.size >= maxKnownWindows) knownWindows.clear();
    knownWindows.set(key, known);
  }
  const uploadEnd = new Date(known.uploadEnd);
  return {
    timeZone,
    activationDate,
    lastUploadDate,
    lastDownloadDate,
    uploadStart: new Date(known.uploadStart),
    uploadEnd,
    downloadStart: new Date(known.uploadEnd + 1),
    downloadEnd: new Date(known.downloadEnd),
    trialEnd: rules.id === 'trial' ? new Date(known.uploadEnd) : null,
  };
}

/**
 * For a trial created on `today` (its first upload day): its last upload day when the
 * event's date falls after it, so guests could not upload at the event; else `null`.
 */
export function trialUploadsEndBeforeEvent(
  eventDate: CalendarDate,
  today: CalendarDate,
): CalendarDate | null {
  const { lastUploadDate } = periodDates('trial', today);
  return eventDate > lastUploadDate ? lastUploadDate : null;
}

/** The phase at `now` of an event with the given windows. */
export function phaseAt(periods: EventPeriods, now: Instant): EventPhase {
  const ms = toEpochMs(now);
  if (ms < periods.uploadStart.getTime()) return 'notYetActive';
  if (ms <= periods.uploadEnd.getTime()) return 'uploading';
  if (ms <= periods.downloadEnd.getTime()) return 'downloading';
  return 'expired';
}

/** The phase at `now` of an event on `plan` activated on `activationDate` in `timeZone`. */
export function eventPhase(
  plan: PlanInput,
  activationDate: CalendarDate,
  timeZone: string,
  now: Instant,
): EventPhase {
  return phaseAt(eventPeriods(plan, activationDate, timeZone), now);
}

/** What is known about an event's start. */
export interface ActivationInput {
  readonly plan: PlanInput;
  /** Stored activation date (`YYYY-MM-DD`); ignored for a trial. */
  readonly activationDate?: string | null | undefined;
  readonly createdAt: Instant;
  readonly timeZone?: string | undefined;
}

/**
 * The first upload day of an event: for a trial the creation date (local date in the zone);
 * otherwise the stored activation date, or the creation date when it is absent or not a
 * valid `YYYY-MM-DD` date.
 */
export function resolveActivationDate(input: ActivationInput): CalendarDate {
  if (planRules(input.plan).id !== 'trial' && isCalendarDate(input.activationDate)) {
    return input.activationDate;
  }
  return localDate(input.createdAt, input.timeZone ?? defaultTimeZone);
}
