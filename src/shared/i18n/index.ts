/**
 * Message catalogues of both interface languages. Polish is the default and
 * the fallback; every key exists in both catalogues (a test checks it).
 * Keys are namespaced by feature: `shell.*`, `validation.*`, `errors.*`.
 */
import { en } from './en/index';
import { pl } from './pl/index';

export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';

export const resources = { pl: { translation: pl }, en: { translation: en } } as const;

/** Narrow an untrusted value (query string, storage, header) to a supported language. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (languages as readonly string[]).includes(lower) ? (lower as Language) : undefined;
}
