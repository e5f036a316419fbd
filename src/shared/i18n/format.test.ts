/** Days, prices and decimals, one way for the app, the guest page and the server's e-mails and PDFs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDateTime,
  formatDayInZone,
  formatDecimal,
  formatList,
  formatLongDate,
  formatPrice,
  formatTimeInZone,
  intlLocale,
} from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('intlLocale', () => {
  it('is Polish for Polish and British English for anything else', () => {
    expect(intlLocale('pl')).toBe('pl-PL');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('de')).toBe('en-GB');
  });
});

describe('formatLongDate', () => {
  it('writes a day out in full in each language', () => {
    expect(formatLongDate('2026-06-20', 'pl')).toBe('20 czerwca 2026');
    expect(formatLongDate('2026-06-20', 'en')).toBe('20 June 2026');
    expect(formatLongDate('2027-01-01', 'pl')).toBe('1 stycznia 2027');
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('gives back anything that is not a real day as it was given', () => {
    for (const text of ['', 'soon', '2026-6-1', '2026-13-01', '2026-02-30', '20.06.2026']) {
      expect(formatLongDate(text, 'pl')).toBe(text);
    }
  });

  it('writes every month as Intl writes a long date in that language', () => {
    for (const language of ['pl', 'en']) {
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
        const intl = new Intl.DateTimeFormat(intlLocale(language), {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${day}T12:00:00Z`));
        expect(formatLongDate(day, language)).toBe(intl);
      }
    }
    expect(formatLongDate('0999-05-09', 'pl')).toBe('9 maja 999');
  });

  it('builds no Intl formatter (the guest page shows its day before any locale data loads)', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(fresh.formatLongDate('2026-06-20', 'pl')).toBe('20 czerwca 2026');
    expect(made).not.toHaveBeenCalled();
  });

  it('does not move a day across a time zone', () => {
    // Noon UTC: the same calendar day wherever the process runs.
    expect(formatLongDate('2026-03-29', 'en')).toBe('29 March 2026');
  });
});

describe('formatPrice', () => {
  it('writes whole złote without decimals and the rest with two', () => {
    expect(formatPrice(9_900, 'pl')).toBe('99\u00a0zł');
    expect(formatPrice(24_950, 'pl')).toBe('249,50\u00a0zł');
    expect(formatPrice(0, 'pl')).toBe('0\u00a0zł');
    expect(formatPrice(9_900, 'en')).toBe('PLN\u00a099');
    expect(formatPrice(24_950, 'en')).toBe('PLN\u00a0249.50');
    expect(formatPrice(123_400, 'pl')).toBe('1234\u00a0zł');
    expect(formatPrice(123_400, 'en')).toBe('PLN\u00a01,234');
  });

  it('builds each formatter once, however often it is asked', () => {
    // Warm every formatter these calls need, then count new ones.
    const amounts = [9_900, 24_950];
    for (const language of ['pl', 'en']) {
      for (const grosze of amounts) formatPrice(grosze, language);
      formatLongDate('2026-06-20', language);
      formatDayInZone('2026-06-20T10:00:00Z', 'Europe/Warsaw', language);
      formatDateTime('2026-06-20T10:00:00Z', language);
      formatDecimal(4.25, language, 1);
      formatDecimal(4.25, language);
      formatDateTime('2026-06-20T10:00:00Z', language, 'Europe/Warsaw');
      for (const day of ['none', 'weekday', 'full'] as const) {
        formatTimeInZone('2026-06-20T10:00:00Z', 'Europe/Warsaw', language, day);
      }
    }
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 20; i++) {
      for (const language of ['pl', 'en']) {
        for (const grosze of amounts) formatPrice(grosze, language);
        formatLongDate('2026-06-20', language);
        formatDayInZone('2026-06-20T10:00:00Z', 'Europe/Warsaw', language);
        formatDateTime('2026-06-20T10:00:00Z', language);
        formatDecimal(4.25, language, 1);
        formatDecimal(4.25, language);
        formatDateTime('2026-06-20T10:00:00Z', language, 'Europe/Warsaw');
        for (const day of ['none', 'weekday', 'full'] as const) {
          formatTimeInZone('2026-06-20T10:00:00Z', 'Europe/Warsaw', language, day);
        }
      }
    }
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });
});

describe('formatDayInZone', () => {
  it("writes an instant as its day in the event's zone", () => {
    // 23:30 UTC on 15 May is already 16 May in Warsaw, still 15 May in New York.
    const instant = '2026-05-15T23:30:00Z';
    expect(formatDayInZone(instant, 'Europe/Warsaw', 'pl')).toBe('16 maja 2026');
    expect(formatDayInZone(instant, 'America/New_York', 'en')).toBe('15 May 2026');
    expect(formatDayInZone('not a time', 'Europe/Warsaw', 'pl')).toBe('not a time');
  });
});

describe('formatDateTime', () => {
  it('writes an instant as a short day and time', () => {
    const instant = '2026-06-20T16:30:00Z';
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(instant),
      );
    expect(formatDateTime(instant, 'pl')).toBe(expected('pl-PL'));
    expect(formatDateTime(instant, 'en')).toBe(expected('en-GB'));
    expect(formatDateTime('', 'en')).toBe('');
  });
});

describe('formatDecimal', () => {
  it("writes the language's decimal separator and grouping, with at most the decimals asked", () => {
    expect(formatDecimal(4.25, 'pl', 1)).toBe('4,3');
    expect(formatDecimal(4.25, 'en', 1)).toBe('4.3');
    expect(formatDecimal(4, 'pl', 1)).toBe('4');
    expect(formatDecimal(12_345.5, 'pl')).toBe('12\u00a0345,5');
    expect(formatDecimal(12_345.5, 'en')).toBe('12,345.5');
    expect(formatDecimal(0.1234, 'en')).toBe('0.123');
  });

  it('keeps formatters of different precision apart', () => {
    expect(formatDecimal(1.2345, 'en', 1)).toBe('1.2');
    expect(formatDecimal(1.2345, 'en', 2)).toBe('1.23');
    expect(formatDecimal(1.2345, 'en', 1)).toBe('1.2');
  });
});

describe('formatDateTime in a time zone', () => {
  it("writes the day and time the event's zone shows", () => {
    // 23:30 UTC on 15 May is 01:30 on 16 May in Warsaw and 19:30 on 15 May in New York.
    expect(formatDateTime('2026-05-15T23:30:00Z', 'pl', 'Europe/Warsaw')).toBe(
      '16 maj 2026, 01:30',
    );
    expect(formatDateTime('2026-05-15T23:30:00Z', 'en', 'America/New_York')).toBe(
      '15 May 2026, 19:30',
    );
    expect(formatDateTime('soon', 'en', 'Europe/Warsaw')).toBe('soon');
  });
});

describe('formatTimeInZone', () => {
  const at = '2026-06-20T16:30:00Z';

  it("writes the time of day on a 24-hour clock in both languages, in the zone's time", () => {
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'pl')).toBe('18:30');
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'en')).toBe('18:30');
    expect(formatTimeInZone(at, 'America/New_York', 'en')).toBe('12:30');
  });

  it("adds the day's name or the whole day when asked", () => {
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'pl', 'weekday')).toBe('sob., 18:30');
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'en', 'weekday')).toBe('Sat 18:30');
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'pl', 'full')).toBe('sobota, 20 czerwca 18:30');
    expect(formatTimeInZone(at, 'Europe/Warsaw', 'en', 'full')).toBe('Saturday 20 June at 18:30');
  });

  it('gives back an unreadable instant as it was given', () => {
    expect(formatTimeInZone('later', 'Europe/Warsaw', 'pl')).toBe('later');
  });
});

describe('formatList', () => {
  it('joins items as each language writes a list', () => {
    expect(formatList(['10', '24', '36'], 'pl', 'or')).toBe('10, 24 lub 36');
    expect(formatList(['10', '24', '36'], 'en', 'or')).toBe('10, 24 or 36');
    expect(formatList(['Standard', 'Premium'], 'pl')).toBe('Standard i Premium');
    expect(formatList(['Standard', 'Premium'], 'en')).toBe('Standard and Premium');
    expect(formatList(['Premium'], 'en')).toBe('Premium');
  });
});
