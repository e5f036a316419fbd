// Lifecycle e-mail schedule: the key dates of an event and which e-mail to send next, and when.
import { periodDates } from './periods';
import { type PlanInput, planRules } from './plans';
import {
  addDays,
  type CalendarDate,
  defaultTimeZone,
  type Instant,
  localDate,
  toEpochMs,
  zonedTimeToUtc,
} from './time';

/** Lifecycle e-mails, named as the flags of the schedule record's `emailsSent`. */
export const emailTypes = [
  'welcomeEmail',
  'beforeEventStartsEmail',
  'beforeUploadPeriodEndsEmail',
  'uploadPeriodEndsEmail',
  'beforeDownloadPeriodEndsEmail',
  'downloadPeriodEndsEmail',
  'trialEndsEmail',
] as const;

/** A lifecycle e-mail. */
export type EmailType = (typeof emailTypes)[number];

/** Which e-mails were sent (missing = not sent). */
export type EmailsSent = Partial<Record<EmailType, boolean>>;

/** Wall time, in the event's zone, at which scheduled e-mails are sent. */
export const emailSendTime = '12:00:00';

/** The schedule record's dates (calendar dates in the event's zone). */
export interface EmailScheduleDates {
  /** First upload day (the activation date; a trial's creation date). */
  readonly startUploadDate: CalendarDate;
  /** Last upload day. */
  readonly endUploadDate: CalendarDate;
  /** Last download day. */
  readonly endDownloadDate: CalendarDate;
  /** Trial only: last day of the trial (= endUploadDate); `null` for paid plans. */
  readonly endFreeTrialDate: CalendarDate | null;
}

/** The schedule dates of an event on `plan` whose first upload day is `activationDate`. */
export function emailScheduleDates(
  plan: PlanInput,
  activationDate: CalendarDate,
): EmailScheduleDates {
  const { lastUploadDate, lastDownloadDate } = periodDates(plan, activationDate);
  return {
    startUploadDate: activationDate,
    endUploadDate: lastUploadDate,
    endDownloadDate: lastDownloadDate,
    endFreeTrialDate: planRules(plan).id === 'trial' ? lastUploadDate : null,
  };
}

/** The instant of 12:00 on `date` in `timeZone`. */
export function emailSendInstant(date: CalendarDate, timeZone: string = defaultTimeZone): Date {
  return zonedTimeToUtc(date, emailSendTime, timeZone);
}

/** A scheduled lifecycle e-mail (welcome excluded) and its send day. */
export interface EmailCandidate {
  readonly type: Exclude<EmailType, 'welcomeEmail'>;
  readonly date: CalendarDate;
}

/**
 * The dated lifecycle e-mails of an event, in send order. A trial gets only `trialEndsEmail`
 * (the day after the trial's last day); a paid plan gets before-event-starts (1 day before
 * activation), before-upload-ends (2 days before the last upload day), upload-ends (on it),
 * before-download-ends (5 days before the last download day) and download-ends (on it).
 */
export function emailCandidates(
  plan: PlanInput,
  activationDate: CalendarDate,
): readonly EmailCandidate[] {
  const dates = emailScheduleDates(plan, activationDate);
  if (dates.endFreeTrialDate !== null) {
    return [{ type: 'trialEndsEmail', date: addDays(dates.endFreeTrialDate, 1) }];
  }
  const candidates: EmailCandidate[] = [
    { type: 'beforeEventStartsEmail', date: addDays(dates.startUploadDate, -1) },
    { type: 'beforeUploadPeriodEndsEmail', date: addDays(dates.endUploadDate, -2) },
    { type: 'uploadPeriodEndsEmail', date: dates.endUploadDate },
    { type: 'beforeDownloadPeriodEndsEmail', date: addDays(dates.endDownloadDate, -5) },
    { type: 'downloadPeriodEndsEmail', date: dates.endDownloadDate },
  ];
  // Stable sort: equal days keep the order above.
  return candidates.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Input of {@link nextEmail}. */
export interface NextEmailInput {
  readonly plan: PlanInput;
  /** First upload day; for a trial its creation date (see `resolveActivationDate`). */
  readonly activationDate: CalendarDate;
  readonly timeZone?: string | undefined;
  readonly sent?: EmailsSent | undefined;
  /** True when the schedule is created by an upgrade: no welcome e-mail. */
  readonly isUpgrade?: boolean | undefined;
  readonly now: Instant;
}

/** The next e-mail to send and the instant to send it at. */
export interface ScheduledEmail {
  readonly type: EmailType;
  readonly sendAt: Date;
}

/**
 * The next lifecycle e-mail, or `null` when none is left.
 * - Welcome comes first unless `isUpgrade` or already sent; it is due immediately (`sendAt` = now).
 * - Otherwise the earliest not-yet-sent candidate of {@link emailCandidates} whose send instant
 *   (12:00 in the event's zone) is strictly later than today's 12:00 in that zone. A candidate
 *   due today or earlier is skipped for good (the scheduler sends at noon, then asks again).
 */
export function nextEmail(input: NextEmailInput): ScheduledEmail | null {
  const timeZone = input.timeZone ?? defaultTimeZone;
  const sent = input.sent ?? {};
  const nowMs = toEpochMs(input.now);
  if (!input.isUpgrade && !sent.welcomeEmail) {
    return { type: 'welcomeEmail', sendAt: new Date(nowMs) };
  }
  const todayNoon = emailSendInstant(localDate(nowMs, timeZone), timeZone).getTime();
  for (const candidate of emailCandidates(input.plan, input.activationDate)) {
    if (sent[candidate.type]) continue;
    const sendAt = emailSendInstant(candidate.date, timeZone);
    if (sendAt.getTime() > todayNoon) return { type: candidate.type, sendAt };
  }
  return null;
}
