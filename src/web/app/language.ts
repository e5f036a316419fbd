/**
 * Which interface language to show, and remembering it. Order: the `lang`
 * query parameter (pl or en only), then the choice stored in localStorage
 * under `language`, then the browser's languages, then Polish. Storage access
 * is guarded: in-app browsers and strict privacy modes throw on it.
 */
import { defaultLanguage, type Language, parseLanguage } from '../../shared/i18n/index';
import { readStored, writeStored } from '../shared/browser-storage';

/** localStorage key of the remembered interface language. */
export const languageStorageKey = 'language';

/** Query parameter that selects the language, e.g. `?lang=en`. */
export const languageParam = 'lang';

/** Where the detection looks; every source is optional so tests and odd browsers are covered. */
export interface LanguageSources {
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** The stored choice, as read from storage. */
  stored?: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  browser?: readonly string[];
}

/** Pure detection: query parameter, stored choice, browser languages, Polish. */
export function detectLanguage(sources: LanguageSources): Language {
  const fromQuery = parseLanguage(new URLSearchParams(sources.search ?? '').get(languageParam));
  if (fromQuery) return fromQuery;
  const fromStorage = parseLanguage(sources.stored);
  if (fromStorage) return fromStorage;
  for (const tag of sources.browser ?? []) {
    // "pl-PL" and "en_GB" count as their primary language.
    const fromBrowser = parseLanguage(tag.split(/[-_]/)[0]);
    if (fromBrowser) return fromBrowser;
  }
  return defaultLanguage;
}

/** Reads the stored language; null when storage is missing or refuses access. */
export function readStoredLanguage(): string | null {
  return readStored('localStorage', languageStorageKey);
}

/** Stores the language; returns false when storage is missing, full or forbidden. */
export function storeLanguage(language: Language): boolean {
  return writeStored('localStorage', languageStorageKey, language);
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Sets `<html lang>` to the language. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The language to start the app in, from the current URL, storage and browser.
 * The result is stored and put on `<html lang>`.
 */
export function resolveInitialLanguage(): Language {
  const language = detectLanguage({
    search: typeof location === 'undefined' ? '' : location.search,
    stored: readStoredLanguage(),
    browser: browserLanguages(),
  });
  storeLanguage(language);
  applyDocumentLanguage(language);
  return language;
}
