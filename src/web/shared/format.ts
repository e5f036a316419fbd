/**
 * Counts and counted nouns of the owner's screens, in the interface language. Days and prices
 * are in shared/i18n/format.ts, the same for the server's e-mails and documents.
 */
import { formatDecimal, intlLocale } from '../../shared/i18n/format';
import { pluralForm } from '../../shared/i18n/plural';

/**
 * A whole number with the language's grouping, as `Intl.NumberFormat` writes it: Polish
 * groups with a no-break space from five digits on ("1000", "10 000"), English with a comma
 * ("1,000"). Counts are whole numbers, so they are grouped here: a page's first
 * `Intl.NumberFormat` loads the browser's number data, 20 to 80 ms of the album page's first
 * render on a 2-core machine, for a count in the toolbar. Anything else (a fraction, a
 * number too large to be exact) goes to `Intl.NumberFormat`.
 */
export function formatNumber(value: number, language: string): string {
  if (!Number.isSafeInteger(value)) return formatDecimal(value, language);
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

/** The plural category (`one`, `few`, `many`, `other`) of `count`, the catalogue's sub-key. */
export function pluralKey(count: number, language: string): 'one' | 'few' | 'many' | 'other' {
  const category = pluralForm(intlLocale(language), count);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}
