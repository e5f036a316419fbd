/**
 * Days, prices and decimal numbers in the interface language, written the same way wherever
 * they appear: the owner's screens, the guest page, and the server's e-mails, PDFs and pages
 * ("20 czerwca 2026", "20 June 2026"; "99 zł", "PLN 99", "249,50 zł"; "4,2", "4.2"). Each
 * formatter is built once per language and kind: building one loads the runtime's locale data.
 */

/** The locale behind a language: Polish, else British English (day before month). */
export function intlLocale(language: string): 'pl-PL' | 'en-GB' {
  return language === 'pl' ? 'pl-PL' : 'en-GB';
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/**
 * The months as a long date writes them: Polish in the genitive ("20 czerwca"), English as
 * British English does. Written out here rather than asked of Intl: building a date formatter
 * loads the browser's locale data, a task of tens of milliseconds on a mid-range phone that the
 * guest page's first render would otherwise wait for.
 */
const longMonths = {
  pl: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/**
 * A `YYYY-MM-DD` day in words, as Intl's long date style writes it ("20 czerwca 2026",
 * "20 June 2026"); anything else as given.
 */
export function formatLongDate(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  // Only a real day: "2026-02-30" would otherwise be read as 2 March.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return day;
  const months = intlLocale(language) === 'pl-PL' ? longMonths.pl : longMonths.en;
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** An instant as its day in `timeZone`, in words ("15 maja 2026"); anything unreadable as given. */
export function formatDayInZone(instant: string, timeZone: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const locale = intlLocale(language);
  return cached(
    `zone ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }),
  ).format(date);
}

/**
 * An instant as a short day and time ("20 cze 2026, 18:30", "20 Jun 2026, 18:30"), in
 * `timeZone`, by default the runtime's (the viewer's browser); anything unreadable as given.
 */
export function formatDateTime(instant: string, language: string, timeZone?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const locale = intlLocale(language);
  return cached(
    `time ${locale} ${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(date);
}

/** How much of the day a time of day comes with (see `formatTimeInZone`). */
export type DayShown = 'none' | 'weekday' | 'full';

const dayOptions: Record<DayShown, Intl.DateTimeFormatOptions> = {
  none: {},
  weekday: { weekday: 'short' },
  full: { weekday: 'long', day: 'numeric', month: 'long' },
};

/**
 * An instant as the time of day in `timeZone` ("18:30"), after the day's name ("sob., 18:30",
 * "Sat 18:30") or the whole day ("sobota, 20 czerwca 18:30", "Saturday 20 June at 18:30")
 * when asked; anything unreadable as given.
 */
export function formatTimeInZone(
  instant: string,
  timeZone: string,
  language: string,
  day: DayShown = 'none',
): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const locale = intlLocale(language);
  return cached(
    `clock ${locale} ${timeZone} ${day}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        ...dayOptions[day],
      }),
  ).format(date);
}

/** A price given in grosze as złote: whole amounts without decimals ("99 zł", "249,50 zł"). */
export function formatPrice(grosze: number, language: string): string {
  const locale = intlLocale(language);
  const fraction = grosze % 100 === 0 ? 0 : 2;
  return cached(
    `price ${locale} ${fraction}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'PLN',
        // "zł" after a Polish amount; the code before an English one ("PLN 99").
        currencyDisplay: locale === 'pl-PL' ? 'symbol' : 'code',
        minimumFractionDigits: fraction,
        maximumFractionDigits: 2,
      }),
  ).format(grosze / 100);
}

/**
 * A number with the language's decimal separator and grouping, at most `fractionDigits`
 * decimals ("4,2", "4.2"; "12\u00a0345,5", "12,345.5").
 */
export function formatDecimal(value: number, language: string, fractionDigits = 3): string {
  const locale = intlLocale(language);
  return cached(
    `decimal ${locale} ${fractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }),
  ).format(value);
}

/** `items` as a list in the language: "10, 24 lub 36" / "10, 24 or 36" (`or`), "… i …" / "… and …". */
export function formatList(
  items: readonly string[],
  language: string,
  type: 'and' | 'or' = 'and',
): string {
  return new Intl.ListFormat(intlLocale(language), {
    type: type === 'and' ? 'conjunction' : 'disjunction',
  }).format(items);
}
