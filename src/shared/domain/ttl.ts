// Record lifetime (ttl) of an event: when the event, its records and files are deleted for good.
import { isPlan, type PlanInput, planRules } from './plans';
import { daysBetween, defaultTimeZone, type Instant, localDate, msPerDay, toEpochMs } from './time';

/** Days kept after the download window ends. */
export const ttlMarginDays = 90;

/** Lifetime in days when it cannot be computed. */
export const ttlFallbackDays = 120;

/** A record lifetime. */
export interface RecordTtl {
  /** Lifetime in days, measured from the creation instant. */
  readonly days: number;
  /** Expiry instant in epoch ms: createdAt + days × 24 h. */
  readonly expiresAt: number;
  /** True when the 120-day fallback was used. */
  readonly fallback: boolean;
}

/** What the ttl depends on. */
export interface TtlInput {
  /** Plan id or rules; an unknown id gives the fallback. */
  readonly plan: PlanInput | string;
  /** Creation instant; must be valid (throws `RangeError`: there is nothing to measure from). */
  readonly createdAt: Instant;
  /** Activation date `YYYY-MM-DD`; ignored for a trial; absent = the creation date. */
  readonly activationDate?: string | null | undefined;
  readonly timeZone?: string | undefined;
}

/**
 * ttl = uploadDays + downloadDays + 90 days, plus (non-trial) the calendar days from the
 * creation date (local, in the event zone) to the activation date, never negative.
 * 120 days when the activation date is present but malformed, the plan unknown or the zone
 * invalid. Measured from the creation instant in whole 24-hour days.
 */
export function recordTtl(input: TtlInput): RecordTtl {
  const createdAtMs = toEpochMs(input.createdAt);
  const result = (days: number, fallback: boolean): RecordTtl => ({
    days,
    expiresAt: createdAtMs + days * msPerDay,
    fallback,
  });
  try {
    if (typeof input.plan === 'string' && !isPlan(input.plan)) throw new RangeError('plan');
    const rules = planRules(input.plan as PlanInput);
    const timeZone = input.timeZone ?? defaultTimeZone;
    const creationDate = localDate(createdAtMs, timeZone);
    let gap = 0;
    if (rules.id !== 'trial' && input.activationDate != null && input.activationDate !== '') {
      gap = Math.max(0, daysBetween(creationDate, input.activationDate));
    }
    return result(rules.uploadDays + rules.downloadDays + ttlMarginDays + gap, false);
  } catch {
    return result(ttlFallbackDays, true);
  }
}
