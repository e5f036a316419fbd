/**
 * The owner app's message catalogues, one chunk per language (vite.config.ts): a page downloads
 * and parses only the language it shows. Another is fetched when the owner switches to it, or
 * when a preview speaks the event's language. Each is fetched once; a failed fetch (offline) is
 * tried again the next time it is asked for.
 */
import type { ResourceLanguage } from 'i18next';
import type { Language } from '../../shared/i18n/index';

/** One language's messages, as i18next's `translation` namespace. */
export type Catalogue = ResourceLanguage;

const loaders: Record<Language, () => Promise<Catalogue>> = {
  pl: () => import('../../shared/i18n/pl/index').then((module) => module.pl),
  en: () => import('../../shared/i18n/en/index').then((module) => module.en),
};

const requested = new Map<Language, Promise<Catalogue>>();

/** The catalogue of `language`, fetched on the first call. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = requested.get(language);
  if (known) return known;
  const loading = loaders[language]();
  requested.set(language, loading);
  loading.catch(() => requested.delete(language));
  return loading;
}
