// Table tests of the lifecycle e-mail dates and the next-e-mail choice, across DST.
import { describe, expect, it } from 'vitest';
import {
  type EmailsSent,
  type EmailType,
  emailCandidates,
  emailScheduleDates,
  emailSendInstant,
  emailSendTime,
  emailTypes,
  nextEmail,
} from './email-schedule';
import type { PlanId } from './plans';

describe('schedule dates', () => {
  it('names the flags of the schedule record', () => {
    expect(emailTypes).toEqual([
      'welcomeEmail',
      'beforeEventStartsEmail',
      'beforeUploadPeriodEndsEmail',
      'uploadPeriodEndsEmail',
      'beforeDownloadPeriodEndsEmail',
      'downloadPeriodEndsEmail',
      'trialEndsEmail',
    ]);
    expect(emailSendTime).toBe('12:00:00');
  });

  it.each([
    ['trial', '2026-10-19', '2026-10-25', '2026-11-01', '2026-10-25'],
    ['basic', '2026-03-25', '2026-03-31', '2026-04-10', null],
    ['standard', '2026-06-10', '2026-06-23', '2026-07-13', null],
    ['premium', '2026-06-10', '2026-07-09', '2026-08-18', null],
  ] as const)(
    '%s from %s: upload to %s, download to %s, trial to %j',
    (plan, start, endUp, endDown, endTrial) => {
      expect(emailScheduleDates(plan, start)).toEqual({
        startUploadDate: start,
        endUploadDate: endUp,
        endDownloadDate: endDown,
        endFreeTrialDate: endTrial,
      });
    },
  );

  it.each([
    ['trial', '2026-10-19', [['trialEndsEmail', '2026-10-26']]],
    [
      'basic',
      '2026-03-25',
      [
        ['beforeEventStartsEmail', '2026-03-24'],
        ['beforeUploadPeriodEndsEmail', '2026-03-29'],
        ['uploadPeriodEndsEmail', '2026-03-31'],
        ['beforeDownloadPeriodEndsEmail', '2026-04-05'],
        ['downloadPeriodEndsEmail', '2026-04-10'],
      ],
    ],
    [
      'standard',
      '2026-06-10',
      [
        ['beforeEventStartsEmail', '2026-06-09'],
        ['beforeUploadPeriodEndsEmail', '2026-06-21'],
        ['uploadPeriodEndsEmail', '2026-06-23'],
        ['beforeDownloadPeriodEndsEmail', '2026-07-08'],
        ['downloadPeriodEndsEmail', '2026-07-13'],
      ],
    ],
    [
      'premium',
      '2026-06-10',
      [
        ['beforeEventStartsEmail', '2026-06-09'],
        ['beforeUploadPeriodEndsEmail', '2026-07-07'],
        ['uploadPeriodEndsEmail', '2026-07-09'],
        ['beforeDownloadPeriodEndsEmail', '2026-08-13'],
        ['downloadPeriodEndsEmail', '2026-08-18'],
      ],
    ],
  ] as const)('%s from %s sends %j', (plan, start, expected) => {
    expect(emailCandidates(plan, start)).toEqual(expected.map(([type, date]) => ({ type, date })));
  });

  it.each([
    ['2026-03-28', 'Europe/Warsaw', '2026-03-28T11:00:00.000Z'],
    ['2026-03-29', 'Europe/Warsaw', '2026-03-29T10:00:00.000Z'],
    ['2026-10-25', 'Europe/Warsaw', '2026-10-25T11:00:00.000Z'],
    ['2026-10-24', 'Europe/Warsaw', '2026-10-24T10:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T16:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T17:00:00.000Z'],
  ])('noon of %s in %s is %s', (date, tz, expected) => {
    expect(emailSendInstant(date, tz).toISOString()).toBe(expected);
  });
});

const all = (...types: EmailType[]): EmailsSent =>
  Object.fromEntries(types.map((type) => [type, true]));
const W: EmailType = 'welcomeEmail';
const BES: EmailType = 'beforeEventStartsEmail';
const BUE: EmailType = 'beforeUploadPeriodEndsEmail';
const UE: EmailType = 'uploadPeriodEndsEmail';
const BDE: EmailType = 'beforeDownloadPeriodEndsEmail';
const DE: EmailType = 'downloadPeriodEndsEmail';
const TE: EmailType = 'trialEndsEmail';

describe('nextEmail', () => {
  it.each<
    [string, PlanId, string, string, string, EmailsSent, boolean, EmailType | null, string | null]
  >([
    // basic from 2026-03-25, Warsaw. Noon: 24 Mar 11:00Z (CET), 29 Mar onwards 10:00Z (CEST).
    [
      'welcome first, now',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-20T08:00:00Z',
      {},
      false,
      W,
      '2026-03-20T08:00:00.000Z',
    ],
    [
      'no welcome on upgrade',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-20T08:00:00Z',
      {},
      true,
      BES,
      '2026-03-24T11:00:00.000Z',
    ],
    [
      'after welcome: 1 day before activation',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-20T08:00:00Z',
      all(W),
      false,
      BES,
      '2026-03-24T11:00:00.000Z',
    ],
    [
      '23:59:59 on the eve of the send day',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-23T22:59:59Z',
      all(W),
      false,
      BES,
      '2026-03-24T11:00:00.000Z',
    ],
    [
      'send day before noon: not later than today noon, skipped',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-24T10:59:00Z',
      all(W),
      false,
      BUE,
      '2026-03-29T10:00:00.000Z',
    ],
    [
      'send day after noon: skipped',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-24T12:00:00Z',
      all(W),
      false,
      BUE,
      '2026-03-29T10:00:00.000Z',
    ],
    [
      'sent ones are skipped',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-21T08:00:00Z',
      all(W, BES),
      false,
      BUE,
      '2026-03-29T10:00:00.000Z',
    ],
    [
      'day before DST: the 29th noon CEST is later',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-28T12:00:00Z',
      all(W, BES),
      false,
      BUE,
      '2026-03-29T10:00:00.000Z',
    ],
    [
      'DST day, 11:59 CEST: 2 days before upload end skipped',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-29T09:59:00Z',
      all(W, BES),
      false,
      UE,
      '2026-03-31T10:00:00.000Z',
    ],
    [
      'upload ends on its last day',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-30T10:00:00Z',
      all(W, BES, BUE),
      false,
      UE,
      '2026-03-31T10:00:00.000Z',
    ],
    [
      '5 days before download end',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-31T12:00:00Z',
      all(W, BES, BUE, UE),
      false,
      BDE,
      '2026-04-05T10:00:00.000Z',
    ],
    [
      'download ends on its last day',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-04-06T00:00:00Z',
      all(W, BDE),
      false,
      DE,
      '2026-04-10T10:00:00.000Z',
    ],
    [
      'nothing after the last day',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-04-10T12:00:00Z',
      all(W),
      false,
      null,
      null,
    ],
    [
      'all sent',
      'basic',
      '2026-03-25',
      'Europe/Warsaw',
      '2026-03-20T08:00:00Z',
      all(W, BES, BUE, UE, BDE, DE),
      false,
      null,
      null,
    ],
    // standard across the autumn change: upload end 2 Nov (CET), download end 22 Nov.
    [
      'standard, before upload end after DST',
      'standard',
      '2026-10-20',
      'Europe/Warsaw',
      '2026-10-21T08:00:00Z',
      all(W, BES),
      false,
      BUE,
      '2026-10-31T11:00:00.000Z',
    ],
    [
      'standard, before event starts in CEST',
      'standard',
      '2026-10-20',
      'Europe/Warsaw',
      '2026-10-01T08:00:00Z',
      all(W),
      false,
      BES,
      '2026-10-19T10:00:00.000Z',
    ],
    [
      'standard, download end',
      'standard',
      '2026-10-20',
      'Europe/Warsaw',
      '2026-11-18T08:00:00Z',
      all(W, BES, BUE, UE),
      false,
      DE,
      '2026-11-22T11:00:00.000Z',
    ],
    // trial created 19 Oct 2026 (Warsaw): last day 25 Oct (DST change), e-mail 26 Oct noon CET.
    [
      'trial welcome',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-19T08:00:00Z',
      {},
      false,
      W,
      '2026-10-19T08:00:00.000Z',
    ],
    [
      'trial ends the day after its last day',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-20T08:00:00Z',
      all(W),
      false,
      TE,
      '2026-10-26T11:00:00.000Z',
    ],
    [
      'trial, on the DST day',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-25T11:30:00Z',
      all(W),
      false,
      TE,
      '2026-10-26T11:00:00.000Z',
    ],
    [
      'trial, day of the e-mail after noon',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-26T11:30:00Z',
      all(W),
      false,
      null,
      null,
    ],
    [
      'trial, sent',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-20T08:00:00Z',
      all(W, TE),
      false,
      null,
      null,
    ],
    [
      'trial gets no period e-mails',
      'trial',
      '2026-10-19',
      'Europe/Warsaw',
      '2026-10-20T08:00:00Z',
      all(W, TE, BES, BUE, UE, BDE, DE),
      false,
      null,
      null,
    ],
    // premium from 20 Oct 2026 in New York: noon 16:00Z (EDT) then 17:00Z (EST).
    [
      'New York, before event starts',
      'premium',
      '2026-10-20',
      'America/New_York',
      '2026-10-01T12:00:00Z',
      all(W),
      false,
      BES,
      '2026-10-19T16:00:00.000Z',
    ],
    [
      'New York, 12:30 EDT on the send day: skipped',
      'premium',
      '2026-10-20',
      'America/New_York',
      '2026-10-19T16:30:00Z',
      all(W),
      false,
      BUE,
      '2026-11-16T17:00:00.000Z',
    ],
    [
      'New York, 11:30 EDT on the send day (before noon): skipped too',
      'premium',
      '2026-10-20',
      'America/New_York',
      '2026-10-19T15:30:00Z',
      all(W),
      false,
      BUE,
      '2026-11-16T17:00:00.000Z',
    ],
    [
      'New York, download ends',
      'premium',
      '2026-10-20',
      'America/New_York',
      '2026-12-24T12:00:00Z',
      all(W, BES, BUE, UE, BDE),
      false,
      DE,
      '2026-12-28T17:00:00.000Z',
    ],
  ])('%s', (_name, plan, activationDate, timeZone, now, sent, isUpgrade, type, sendAt) => {
    const result = nextEmail({
      plan,
      activationDate,
      timeZone,
      sent,
      isUpgrade,
      now: new Date(now),
    });
    expect(
      result === null ? null : { type: result.type, sendAt: result.sendAt.toISOString() },
    ).toEqual(type === null ? null : { type, sendAt });
  });

  it('defaults to Europe/Warsaw, nothing sent and not an upgrade', () => {
    expect(nextEmail({ plan: 'basic', activationDate: '2026-03-25', now: 0 })?.type).toBe(W);
    expect(
      nextEmail({
        plan: 'basic',
        activationDate: '2026-03-25',
        sent: all(W),
        now: Date.parse('2026-03-20T00:00:00Z'),
      })?.sendAt.toISOString(),
    ).toBe('2026-03-24T11:00:00.000Z');
  });
});
