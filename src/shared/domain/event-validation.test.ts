// Tests of event form rules: types, name, date range, creation fields, codes.
import { describe, expect, it } from 'vitest';
import {
  eventDateRange,
  eventTypes,
  isEventType,
  maxDateYearsAhead,
  maxEventNameLength,
  validateActivationCode,
  validateEventCreation,
  validateEventDate,
  validateEventName,
  validateEventType,
  validatePlan,
} from './event-validation';

describe('event types', () => {
  it('lists the six types', () => {
    expect(eventTypes).toEqual(['wedding', 'family', 'christmas', 'friends', 'business', 'other']);
  });

  it.each([
    ['wedding', true],
    ['other', true],
    ['birthday', false],
    ['Wedding', false],
    [undefined, false],
  ])('%j is a type: %j', (value, expected) => {
    expect(isEventType(value)).toBe(expected);
    expect(validateEventType(value)).toBe(expected ? null : 'validation.event.typeInvalid');
  });
});

describe('event name', () => {
  it.each([
    ['Ania & Tomek', null],
    ['  x  ', null],
    ['', 'validation.event.nameRequired'],
    ['   ', 'validation.event.nameRequired'],
    [null, 'validation.event.nameRequired'],
    ['a'.repeat(100), null],
    [` ${'a'.repeat(100)} `, null],
    ['a'.repeat(101), 'validation.event.nameTooLong'],
  ])('%j → %j', (name, expected) => {
    expect(maxEventNameLength).toBe(100);
    expect(validateEventName(name)).toBe(expected);
  });
});

describe('activation and event date', () => {
  // 2026-03-24 23:30 UTC: already 25 March in Warsaw, still 24 March in New York.
  const now = new Date('2026-03-24T23:30:00Z');

  it('allows today to the same day 2 years later', () => {
    expect(maxDateYearsAhead).toBe(2);
    expect(eventDateRange('Europe/Warsaw', now)).toEqual({ min: '2026-03-25', max: '2028-03-25' });
    expect(eventDateRange('America/New_York', now)).toEqual({
      min: '2026-03-24',
      max: '2028-03-24',
    });
  });

  it.each([
    ['2026-03-24', 'Europe/Warsaw', 'validation.date.outOfRange'],
    ['2026-03-25', 'Europe/Warsaw', null],
    ['2027-06-01', 'Europe/Warsaw', null],
    ['2028-03-25', 'Europe/Warsaw', null],
    ['2028-03-26', 'Europe/Warsaw', 'validation.date.outOfRange'],
    ['2026-03-23', 'America/New_York', 'validation.date.outOfRange'],
    ['2026-03-24', 'America/New_York', null],
    ['2028-03-24', 'America/New_York', null],
    ['2028-03-25', 'America/New_York', 'validation.date.outOfRange'],
    ['', 'Europe/Warsaw', 'validation.required'],
    [null, 'Europe/Warsaw', 'validation.required'],
    ['2026-13-01', 'Europe/Warsaw', 'validation.date.invalid'],
    ['25.03.2026', 'Europe/Warsaw', 'validation.date.invalid'],
    ['2026-04-31', 'Europe/Warsaw', 'validation.date.invalid'],
  ])('%j in %s → %j', (value, tz, expected) => {
    expect(validateEventDate(value, tz, now)).toBe(expected);
  });

  it('moves 29 February to 28 February two years later', () => {
    const leap = new Date('2028-02-29T12:00:00Z');
    expect(validateEventDate('2030-02-28', 'Europe/Warsaw', leap)).toBeNull();
    expect(validateEventDate('2030-03-01', 'Europe/Warsaw', leap)).toBe(
      'validation.date.outOfRange',
    );
  });
});

describe('event creation', () => {
  const complete = {
    userId: 'u1',
    eventData: { eventName: 'Wesele' },
    eventSettings: {},
    activationDate: '2026-06-10',
  };

  it.each([
    ['complete', complete, null],
    ['no userId', { ...complete, userId: undefined }, 'validation.event.missingRequiredFields'],
    ['blank userId', { ...complete, userId: '  ' }, 'validation.event.missingRequiredFields'],
    ['no eventData', { ...complete, eventData: null }, 'validation.event.missingRequiredFields'],
    [
      'eventData not an object',
      { ...complete, eventData: 'x' },
      'validation.event.missingRequiredFields',
    ],
    [
      'no eventSettings',
      { ...complete, eventSettings: undefined },
      'validation.event.missingRequiredFields',
    ],
    [
      'no activationDate',
      { ...complete, activationDate: '' },
      'validation.event.missingRequiredFields',
    ],
    ['nothing', {}, 'validation.event.missingRequiredFields'],
  ])('%s → %j', (_name, fields, expected) => {
    expect(validateEventCreation(fields)).toBe(expected);
  });

  it.each([
    ['ABCD-1234', true, null],
    [' ABCD ', true, null],
    ['', true, 'validation.event.activationCodeRequired'],
    ['   ', true, 'validation.event.activationCodeRequired'],
    [null, true, 'validation.event.activationCodeRequired'],
    [undefined, false, null],
  ])('activation code %j (with code: %j) → %j', (code, withCode, expected) => {
    expect(validateActivationCode(code, withCode)).toBe(expected);
  });

  it('requires the code by default', () => {
    expect(validateActivationCode('')).toBe('validation.event.activationCodeRequired');
  });

  it.each([
    ['trial', null],
    ['premium', null],
    ['gold', 'validation.plan.invalid'],
    [undefined, 'validation.plan.invalid'],
  ])('plan %j → %j', (plan, expected) => {
    expect(validatePlan(plan)).toBe(expected);
  });
});
