/** Dates, prices and counted nouns of the events screens, in the interface language. */

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

/** A whole number with the language's grouping ("100 000", "100,000"). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** The plural category (`one`, `few`, `many`, `other`) of `count`, the catalogue's sub-key. */
export function pluralKey(count: number, language: string): 'one' | 'few' | 'many' | 'other' {
  const category = new Intl.PluralRules(locale(language)).select(count);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}
