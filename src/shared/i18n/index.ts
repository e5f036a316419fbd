/**
 * The interface languages. Polish is the default and the fallback; every key
 * exists in both catalogues (`pl/index.ts`, `en/index.ts`; a test checks it).
 * Keys are namespaced by feature: `shell.*`, `validation.*`, `errors.*`.
 * The catalogues themselves are imported where they are used: the server
 * keeps both (translate.ts), the owner app loads the one it shows.
 */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';

/** Narrow an untrusted value (query string, storage, header) to a supported language. */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (languages as readonly string[]).includes(lower) ? (lower as Language) : undefined;
}
