// Tests of upload/download windows and event phases at their exact boundaries.
import { describe, expect, it } from 'vitest';
import {
  eventPeriods,
  eventPhase,
  eventPhases,
  periodDates,
  phaseAt,
  resolveActivationDate,
  trialUploadsEndBeforeEvent,
} from './periods';
import { plans } from './plans';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const at = (instant: string) => new Date(instant);

describe('eventPeriods', () => {
  it('gives every caller its own instants, also when worked out before, and keeps zones apart', () => {
    const first = eventPeriods('basic', '2026-06-20', 'Europe/Warsaw');
    first.uploadEnd.setTime(0);
    const again = eventPeriods('basic', '2026-06-20', 'Europe/Warsaw');
    expect(again.uploadEnd.toISOString()).toBe('2026-06-26T21:59:59.999Z');
    expect(again.downloadStart.toISOString()).toBe('2026-06-26T22:00:00.000Z');
    expect(eventPeriods('basic', '2026-06-20', 'Europe/London').uploadEnd.toISOString()).toBe(
      '2026-06-26T22:59:59.999Z',
    );
    expect(eventPeriods('standard', '2026-06-20', 'Europe/Warsaw').uploadEnd.toISOString()).toBe(
      '2026-07-03T21:59:59.999Z',
    );
    expect(eventPeriods('trial', '2026-06-20', 'Europe/Warsaw').trialEnd?.toISOString()).toBe(
      '2026-06-26T21:59:59.999Z',
    );
    expect(() => eventPeriods('basic', '2026-06-20', 'Not/AZone')).toThrow(RangeError);
  });

  it.each([
    // plan, activation, zone, last upload day, last download day, upload start, upload end, download end
    // Summer in Warsaw (+02:00).
    [
      'trial',
      '2026-06-10',
      'Europe/Warsaw',
      '2026-06-16',
      '2026-06-23',
      '2026-06-09T22:00:00.000Z',
      '2026-06-16T21:59:59.999Z',
      '2026-06-23T21:59:59.999Z',
    ],
    [
      'basic',
      '2026-06-10',
      'Europe/Warsaw',
      '2026-06-16',
      '2026-06-26',
      '2026-06-09T22:00:00.000Z',
      '2026-06-16T21:59:59.999Z',
      '2026-06-26T21:59:59.999Z',
    ],
    [
      'standard',
      '2026-06-10',
      'Europe/Warsaw',
      '2026-06-23',
      '2026-07-13',
      '2026-06-09T22:00:00.000Z',
      '2026-06-23T21:59:59.999Z',
      '2026-07-13T21:59:59.999Z',
    ],
    [
      'premium',
      '2026-06-10',
      'Europe/Warsaw',
      '2026-07-09',
      '2026-08-18',
      '2026-06-09T22:00:00.000Z',
      '2026-07-09T21:59:59.999Z',
      '2026-08-18T21:59:59.999Z',
    ],
    // Across the spring change (starts in CET, ends in CEST).
    [
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-31',
      '2026-04-10',
      '2026-03-24T23:00:00.000Z',
      '2026-03-31T21:59:59.999Z',
      '2026-04-10T21:59:59.999Z',
    ],
    // Last upload day is the 23-hour day itself.
    [
      'basic',
      '2026-03-23',
      'Europe/Warsaw',
      '2026-03-29',
      '2026-04-08',
      '2026-03-22T23:00:00.000Z',
      '2026-03-29T21:59:59.999Z',
      '2026-04-08T21:59:59.999Z',
    ],
    // Across the autumn change (starts in CEST, ends in CET).
    [
      'standard',
      '2026-10-20',
      'Europe/Warsaw',
      '2026-11-02',
      '2026-11-22',
      '2026-10-19T22:00:00.000Z',
      '2026-11-02T22:59:59.999Z',
      '2026-11-22T22:59:59.999Z',
    ],
    [
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-25',
      '2026-11-01',
      '2026-10-18T22:00:00.000Z',
      '2026-10-25T22:59:59.999Z',
      '2026-11-01T22:59:59.999Z',
    ],
    // New York, both changes.
    [
      'basic',
      '2026-03-05',
      'America/New_York',
      '2026-03-11',
      '2026-03-21',
      '2026-03-05T05:00:00.000Z',
      '2026-03-12T03:59:59.999Z',
      '2026-03-22T03:59:59.999Z',
    ],
    [
      'premium',
      '2026-10-20',
      'America/New_York',
      '2026-11-18',
      '2026-12-28',
      '2026-10-20T04:00:00.000Z',
      '2026-11-19T04:59:59.999Z',
      '2026-12-29T04:59:59.999Z',
    ],
  ] as const)(
    '%s from %s in %s',
    (plan, activation, tz, lastUp, lastDown, upStart, upEnd, downEnd) => {
      const p = eventPeriods(plan, activation, tz);
      expect(p.activationDate).toBe(activation);
      expect(p.timeZone).toBe(tz);
      expect(p.lastUploadDate).toBe(lastUp);
      expect(p.lastDownloadDate).toBe(lastDown);
      expect(periodDates(plan, activation)).toEqual({
        lastUploadDate: lastUp,
        lastDownloadDate: lastDown,
      });
      expect(iso(p.uploadStart)).toBe(upStart);
      expect(iso(p.uploadEnd)).toBe(upEnd);
      expect(p.downloadStart.getTime()).toBe(p.uploadEnd.getTime() + 1);
      expect(iso(p.downloadEnd)).toBe(downEnd);
      expect(iso(p.trialEnd)).toBe(plan === 'trial' ? upEnd : null);
    },
  );

  it('defaults to Europe/Warsaw', () => {
    expect(eventPeriods('basic', '2026-06-10')).toEqual(
      eventPeriods('basic', '2026-06-10', 'Europe/Warsaw'),
    );
  });

  it('follows a plan given as configured rules', () => {
    const p = eventPeriods({ ...plans.basic, uploadDays: 1, downloadDays: 1 }, '2026-06-10', 'UTC');
    expect(p.lastUploadDate).toBe('2026-06-10');
    expect(p.lastDownloadDate).toBe('2026-06-11');
  });

  it('throws RangeError for an invalid date or zone', () => {
    expect(() => eventPeriods('basic', '2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => eventPeriods('basic', '2026-06-10', 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('eventPhase', () => {
  it('lists the phases in order', () => {
    expect(eventPhases).toEqual(['notYetActive', 'uploading', 'downloading', 'expired']);
  });

  it.each([
    // basic from 2026-03-25 in Warsaw: uploads 25–31 March (DST on the 29th), downloads 1–10 April.
    ['2026-03-24T22:59:59.999Z', 'notYetActive'], // 24 March 23:59:59.999 CET
    ['2026-03-24T23:00:00.000Z', 'uploading'], // 25 March 00:00 CET
    ['2026-03-29T01:30:00.000Z', 'uploading'],
    ['2026-03-31T21:59:59.000Z', 'uploading'], // 31 March 23:59:59 CEST
    ['2026-03-31T21:59:59.999Z', 'uploading'],
    ['2026-03-31T22:00:00.000Z', 'downloading'], // 1 April 00:00 CEST ("expiring")
    ['2026-03-31T22:30:00.000Z', 'downloading'], // would still be 31 March in CET
    ['2026-04-10T21:59:59.000Z', 'downloading'], // 10 April 23:59:59 CEST
    ['2026-04-10T21:59:59.999Z', 'downloading'],
    ['2026-04-10T22:00:00.000Z', 'expired'], // 11 April 00:00 CEST
    ['2027-01-01T00:00:00.000Z', 'expired'],
  ] as const)('basic, Warsaw, at %s → %s', (now, phase) => {
    expect(eventPhase('basic', '2026-03-25', 'Europe/Warsaw', at(now))).toBe(phase);
    expect(eventPhase('basic', '2026-03-25', 'Europe/Warsaw', Date.parse(now))).toBe(phase);
  });

  it.each([
    // standard from 2026-10-20 in Warsaw: uploads to 2 November (after the autumn change).
    ['2026-10-19T21:59:59.999Z', 'notYetActive'], // 19 Oct 23:59:59.999 CEST
    ['2026-10-19T22:00:00.000Z', 'uploading'],
    ['2026-11-02T22:59:59.999Z', 'uploading'], // 2 Nov 23:59:59.999 CET
    ['2026-11-02T23:00:00.000Z', 'downloading'],
    ['2026-11-22T22:59:59.999Z', 'downloading'],
    ['2026-11-22T23:00:00.000Z', 'expired'],
  ] as const)('standard, Warsaw, at %s → %s', (now, phase) => {
    expect(eventPhase('standard', '2026-10-20', 'Europe/Warsaw', at(now))).toBe(phase);
  });

  it.each([
    // premium from 2026-10-20 in New York: uploads to 18 Nov (EST), downloads to 28 Dec.
    ['2026-10-20T03:59:59.999Z', 'notYetActive'],
    ['2026-10-20T04:00:00.000Z', 'uploading'],
    ['2026-11-19T04:59:59.999Z', 'uploading'],
    ['2026-11-19T05:00:00.000Z', 'downloading'],
    ['2026-12-29T04:59:59.999Z', 'downloading'],
    ['2026-12-29T05:00:00.000Z', 'expired'],
  ] as const)('premium, New York, at %s → %s', (now, phase) => {
    expect(eventPhase('premium', '2026-10-20', 'America/New_York', at(now))).toBe(phase);
  });

  it('is the same instant-for-instant as phaseAt', () => {
    const periods = eventPeriods('trial', '2026-10-19', 'Europe/Warsaw');
    expect(phaseAt(periods, at('2026-10-25T22:59:59.999Z'))).toBe('uploading');
    expect(phaseAt(periods, at('2026-10-25T23:00:00.000Z'))).toBe('downloading');
  });
});

describe('trial', () => {
  // Created 2026-10-18 22:30 UTC = 19 October 00:30 in Warsaw, 18 October 18:30 in New York.
  const createdAt = at('2026-10-18T22:30:00Z');

  it.each([
    ['Europe/Warsaw', '2026-10-19', '2026-10-25T22:59:59.999Z', '2026-11-01T22:59:59.999Z'],
    ['America/New_York', '2026-10-18', '2026-10-25T03:59:59.999Z', '2026-11-01T03:59:59.999Z'],
  ])('in %s starts on %s, ends at %s, expires after %s', (tz, start, trialEnd, downloadEnd) => {
    const activation = resolveActivationDate({ plan: 'trial', createdAt, timeZone: tz });
    expect(activation).toBe(start);
    const p = eventPeriods('trial', activation, tz);
    expect(iso(p.trialEnd)).toBe(trialEnd);
    expect(iso(p.downloadEnd)).toBe(downloadEnd);
    expect(phaseAt(p, createdAt)).toBe('uploading');
    expect(phaseAt(p, p.trialEnd ?? 0)).toBe('uploading');
    expect(phaseAt(p, (p.trialEnd?.getTime() ?? 0) + 1)).toBe('downloading');
    expect(phaseAt(p, p.downloadEnd.getTime() + 1)).toBe('expired');
  });
});

describe('resolveActivationDate', () => {
  const createdAt = at('2026-03-24T23:30:00Z'); // 25 March 00:30 in Warsaw

  it.each([
    ['trial', '2026-05-01', 'Europe/Warsaw', '2026-03-25'],
    ['trial', null, 'Europe/Warsaw', '2026-03-25'],
    ['trial', undefined, 'UTC', '2026-03-24'],
    ['basic', '2026-05-01', 'Europe/Warsaw', '2026-05-01'],
    ['standard', null, 'Europe/Warsaw', '2026-03-25'],
    ['premium', undefined, 'America/New_York', '2026-03-24'],
    ['basic', '', 'Europe/Warsaw', '2026-03-25'],
    ['basic', '2026-05-01T10:00:00Z', 'Europe/Warsaw', '2026-03-25'],
    ['basic', '2026-02-30', 'Europe/Warsaw', '2026-03-25'],
  ] as const)('%s with activation %j in %s → %s', (plan, activationDate, timeZone, expected) => {
    expect(resolveActivationDate({ plan, activationDate, createdAt, timeZone })).toBe(expected);
  });

  it('defaults to Europe/Warsaw', () => {
    expect(resolveActivationDate({ plan: 'basic', createdAt })).toBe('2026-03-25');
  });
});

describe('the upload window at its edges (Europe/Warsaw, basic from 2026-03-25)', () => {
  it.each([
    ['2026-03-24T22:59:59Z', 'notYetActive'],
    ['2026-03-24T23:00:00Z', 'uploading'],
    ['2026-03-31T21:59:59Z', 'uploading'],
    ['2026-03-31T22:00:00Z', 'downloading'],
  ] as const)('at %s: %s', (now, phase) => {
    expect(eventPhase('basic', '2026-03-25', 'Europe/Warsaw', at(now))).toBe(phase);
  });
});

describe('trialUploadsEndBeforeEvent', () => {
  it('names the trial’s last upload day when the event comes after it', () => {
    // A trial made on 24 Nov takes uploads for 7 days: 24–30 Nov.
    expect(trialUploadsEndBeforeEvent('2026-12-19', '2026-11-24')).toBe('2026-11-30');
    expect(trialUploadsEndBeforeEvent('2026-12-01', '2026-11-24')).toBe('2026-11-30');
  });

  it('is null when the event falls inside the trial’s upload days', () => {
    expect(trialUploadsEndBeforeEvent('2026-11-30', '2026-11-24')).toBeNull();
    expect(trialUploadsEndBeforeEvent('2026-11-24', '2026-11-24')).toBeNull();
  });
});
