// Event form rules: event types, name, activation/event date range, creation fields, codes.
import { isPlan } from './plans';
import {
  addYears,
  type CalendarDate,
  compareDates,
  type Instant,
  isCalendarDate,
  localDate,
} from './time';
import type { ValidationKey } from './violation';

/** Event types, in display order. */
export const eventTypes = [
  'wedding',
  'family',
  'christmas',
  'friends',
  'business',
  'other',
] as const;

/** An event type. */
export type EventType = (typeof eventTypes)[number];

/** Type guard: whether `value` is an event type. */
export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (eventTypes as readonly string[]).includes(value);
}

/** `event.typeInvalid` unless `value` is an event type. */
export function validateEventType(value: unknown): ValidationKey | null {
  return isEventType(value) ? null : 'validation.event.typeInvalid';
}

/** Longest event name, in characters after trimming. */
export const maxEventNameLength = 100;

/** `event.nameRequired` (blank) or `event.nameTooLong` (over 100 characters after trimming). */
export function validateEventName(name: string | null | undefined): ValidationKey | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return 'validation.event.nameRequired';
  if ([...trimmed].length > maxEventNameLength) return 'validation.event.nameTooLong';
  return null;
}

/** How far ahead an activation or event date may be, in years. */
export const maxDateYearsAhead = 2;

/** Allowed activation/event dates: today in the zone to the same day 2 years later, inclusive. */
export function eventDateRange(
  timeZone: string,
  now: Instant,
): { readonly min: CalendarDate; readonly max: CalendarDate } {
  const min = localDate(now, timeZone);
  return { min, max: addYears(min, maxDateYearsAhead) };
}

/**
 * An activation or event date: `required` (empty), `date.invalid` (not `YYYY-MM-DD`), or
 * `date.outOfRange` unless between today (in the event's zone) and 2 years from today inclusive.
 */
export function validateEventDate(
  value: string | null | undefined,
  timeZone: string,
  now: Instant,
): ValidationKey | null {
  if (value == null || value.trim() === '') return 'validation.required';
  if (!isCalendarDate(value)) return 'validation.date.invalid';
  const { min, max } = eventDateRange(timeZone, now);
  if (compareDates(value, min) < 0 || compareDates(value, max) > 0) {
    return 'validation.date.outOfRange';
  }
  return null;
}

/** Fields an event is created with. */
export interface EventCreationFields {
  readonly userId?: unknown;
  readonly eventData?: unknown;
  readonly eventSettings?: unknown;
  readonly activationDate?: unknown;
}

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/**
 * `event.missingRequiredFields` unless userId, eventData (an object), eventSettings (an object)
 * and activationDate are all present (strings non-blank).
 */
export function validateEventCreation(fields: EventCreationFields): ValidationKey | null {
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  const ok =
    present(fields.userId) &&
    isObject(fields.eventData) &&
    isObject(fields.eventSettings) &&
    present(fields.activationDate);
  return ok ? null : 'validation.event.missingRequiredFields';
}

/** When creating with a code: `event.activationCodeRequired` if the code is blank. */
export function validateActivationCode(
  code: string | null | undefined,
  creatingWithCode = true,
): ValidationKey | null {
  if (!creatingWithCode) return null;
  return (code ?? '').trim() === '' ? 'validation.event.activationCodeRequired' : null;
}

/** `plan.invalid` unless `value` is a plan id. */
export function validatePlan(value: unknown): ValidationKey | null {
  return isPlan(value) ? null : 'validation.plan.invalid';
}
