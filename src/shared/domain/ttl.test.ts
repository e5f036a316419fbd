// Tests of the record lifetime (ttl), with and without an activation gap, and its fallback.
import { describe, expect, it } from 'vitest';
import { plans } from './plans';
import { recordTtl, ttlFallbackDays, ttlMarginDays } from './ttl';

const day = 86_400_000;
const createdAt = new Date('2026-03-24T10:00:00Z'); // 11:00 in Warsaw, 06:00 in New York

describe('recordTtl', () => {
  it('keeps records 90 days after the download window, 120 days when unknown', () => {
    expect(ttlMarginDays).toBe(90);
    expect(ttlFallbackDays).toBe(120);
  });

  it.each([
    // plan, activation date, zone, days
    ['trial', undefined, 'Europe/Warsaw', 7 + 7 + 90],
    ['trial', '2026-05-01', 'Europe/Warsaw', 104], // a trial's activation is its creation
    ['basic', undefined, 'Europe/Warsaw', 7 + 10 + 90],
    ['basic', null, 'Europe/Warsaw', 107],
    ['basic', '', 'Europe/Warsaw', 107],
    ['basic', '2026-03-24', 'Europe/Warsaw', 107],
    ['basic', '2026-04-23', 'Europe/Warsaw', 107 + 30],
    ['basic', '2026-03-20', 'Europe/Warsaw', 107], // activation before creation: no negative gap
    ['standard', '2026-03-24', 'Europe/Warsaw', 14 + 20 + 90],
    ['standard', '2026-03-25', 'Europe/Warsaw', 125],
    ['premium', '2026-03-24', 'Europe/Warsaw', 30 + 40 + 90],
    ['premium', '2028-03-24', 'Europe/Warsaw', 160 + 731],
    ['premium', '2026-03-25', 'America/New_York', 161],
  ] as const)('%s, activation %j, %s → %i days', (plan, activationDate, timeZone, days) => {
    expect(recordTtl({ plan, createdAt, activationDate, timeZone })).toEqual({
      days,
      expiresAt: createdAt.getTime() + days * day,
      fallback: false,
    });
  });

  it('counts the activation gap in calendar days of the event zone', () => {
    const nearMidnight = new Date('2026-03-24T23:30:00Z'); // 25 March in Warsaw, 24 March in UTC
    const input = { plan: 'basic', createdAt: nearMidnight, activationDate: '2026-03-26' } as const;
    expect(recordTtl({ ...input, timeZone: 'Europe/Warsaw' }).days).toBe(108);
    expect(recordTtl({ ...input, timeZone: 'UTC' }).days).toBe(109);
    expect(recordTtl(input).days).toBe(108);
  });

  it('gives an absolute expiry measured from the creation instant', () => {
    expect(new Date(recordTtl({ plan: 'trial', createdAt }).expiresAt).toISOString()).toBe(
      '2026-07-06T10:00:00.000Z',
    );
    expect(recordTtl({ plan: 'basic', createdAt: createdAt.getTime() }).expiresAt).toBe(
      createdAt.getTime() + 107 * day,
    );
  });

  it('follows a plan given as configured rules', () => {
    const rules = { ...plans.basic, uploadDays: 3, downloadDays: 4 };
    expect(recordTtl({ plan: rules, createdAt }).days).toBe(97);
  });

  it.each([
    ['malformed activation date', { plan: 'basic', activationDate: 'next friday' }],
    ['impossible activation date', { plan: 'standard', activationDate: '2026-02-30' }],
    ['date-time instead of date', { plan: 'premium', activationDate: '2026-05-01T00:00:00Z' }],
    ['unknown plan', { plan: 'gold' }],
    ['unknown zone', { plan: 'basic', timeZone: 'Nowhere/Land' }],
  ])('falls back to 120 days: %s', (_name, input) => {
    expect(recordTtl({ createdAt, ...input })).toEqual({
      days: 120,
      expiresAt: createdAt.getTime() + 120 * day,
      fallback: true,
    });
  });

  it('throws RangeError without a valid creation instant', () => {
    expect(() => recordTtl({ plan: 'basic', createdAt: new Date('nope') })).toThrow(RangeError);
  });
});
