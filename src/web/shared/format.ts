/** Dates, prices and counted nouns of the events screens, in the interface language. */
import { pluralForm } from '../../shared/i18n/plural';

function locale(language: string): string {
  return language === 'pl' ? 'pl-PL' : 'en-GB';
}

/** A `YYYY-MM-DD` day in words ("20 czerwca 2026", "20 June 2026"); anything else as given. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A price given in grosze as złote ("0 zł", "99 zł", "249,50 zł"). */
export function formatPrice(grosze: number, language: string): string {
  const whole = grosze % 100 === 0;
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'PLN',
    currencyDisplay: language === 'pl' ? 'symbol' : 'code',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(grosze / 100);
}

/**
 * A whole number with the language's grouping, as `Intl.NumberFormat` writes it: Polish
 * groups with a no-break space from five digits on ("1000", "10 000"), English with a comma
 * ("1,000"). Counts are whole numbers, so they are grouped here: a page's first
 * `Intl.NumberFormat` loads the browser's number data, 20 to 80 ms of the album page's first
 * render on a 2-core machine, for a count in the toolbar. Anything else (a fraction, a
 * number too large to be exact) goes to `Intl.NumberFormat`.
 */
export function formatNumber(value: number, language: string): string {
  if (!Number.isSafeInteger(value)) return numberFormat(locale(language)).format(value);
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const polish = language === 'pl';
  if (digits.length < (polish ? 5 : 4)) return `${sign}${digits}`;
  const separator = polish ? '\u00a0' : ',';
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += separator + digits.slice(at, at + 3);
  return `${sign}${out}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string): Intl.NumberFormat {
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format;
}

/** The plural category (`one`, `few`, `many`, `other`) of `count`, the catalogue's sub-key. */
export function pluralKey(count: number, language: string): 'one' | 'few' | 'many' | 'other' {
  const category = pluralForm(locale(language), count);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}
