/**
 * The guest page's language: `?lang=` (pl or en) first, then the guest's own
 * choice on this event's page (remembered per event), then the event's
 * language. The app-wide remembered language does not count here: a guest
 * opening a Polish wedding's link sees it in Polish unless they switch.
 */
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import { languageParam } from '../../app/language';

const storageKey = (eventId: string) => `momenty-guest-language:${eventId}`;

export function readGuestLanguageChoice(eventId: string): Language | undefined {
  try {
    return parseLanguage(globalThis.localStorage?.getItem(storageKey(eventId)));
  } catch {
    return undefined;
  }
}

export function storeGuestLanguageChoice(eventId: string, language: Language): void {
  try {
    globalThis.localStorage?.setItem(storageKey(eventId), language);
  } catch {
    // Storage refused: the choice still holds through ?lang= in the address.
  }
}

export function resolveGuestLanguage(sources: {
  search: string;
  choice: Language | undefined;
  eventLanguage: Language;
}): Language {
  return (
    parseLanguage(new URLSearchParams(sources.search).get(languageParam)) ??
    sources.choice ??
    sources.eventLanguage
  );
}
