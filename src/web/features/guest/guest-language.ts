/**
 * The guest page's language, in the specification's order: `?lang=` (pl or
 * en) first, then the browser's languages (the first one we speak), then the
 * guest's own choice remembered for this event, then the event's language,
 * then Polish. The switcher writes `?lang=`, so a choice holds on every link.
 */
import { defaultLanguage, type Language, parseLanguage } from '../../../shared/i18n/index';
import { languageParam } from '../../app/language';
import { readStored, writeStored } from '../../shared/browser-storage';

const storageKey = (eventId: string) => `momenty-guest-language:${eventId}`;

export function readGuestLanguageChoice(eventId: string): Language | undefined {
  return parseLanguage(readStored('localStorage', storageKey(eventId)));
}

export function storeGuestLanguageChoice(eventId: string, language: Language): void {
  // Storage refused: the choice still holds through ?lang= in the address.
  writeStored('localStorage', storageKey(eventId), language);
}

/** The first of the browser's language tags that is one of ours (`en-GB` → en). */
export function browserLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = parseLanguage(tag.split('-')[0]);
    if (language) return language;
  }
  return undefined;
}

export function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function resolveGuestLanguage(sources: {
  search: string;
  browser?: readonly string[];
  choice: Language | undefined;
  eventLanguage: Language | undefined;
}): Language {
  return (
    parseLanguage(new URLSearchParams(sources.search).get(languageParam)) ??
    browserLanguage(sources.browser ?? []) ??
    sources.choice ??
    sources.eventLanguage ??
    defaultLanguage
  );
}

/**
 * The language the page asks the server in (the server's own texts, such as the demo's, follow
 * it): the address's, the browser's or the remembered one; none when nothing names one.
 */
export function askedLanguage(eventId: string, search: URLSearchParams): Language | undefined {
  const named =
    parseLanguage(search.get(languageParam)) ??
    (browserTags().length > 0 || readGuestLanguageChoice(eventId) !== undefined);
  if (!named) return undefined;
  return resolveGuestLanguage({
    search: search.toString(),
    browser: browserTags(),
    choice: readGuestLanguageChoice(eventId),
    eventLanguage: undefined,
  });
}
