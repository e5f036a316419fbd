/** The language of a request: the `lang` query parameter, then Accept-Language, then Polish. */
import { defaultLanguage, type Language, parseLanguage } from '../../shared/i18n/index';

export function requestLanguage(url: string, acceptLanguage: string | undefined): Language {
  return (
    parseLanguage(new URL(url).searchParams.get('lang')) ??
    acceptedLanguage(acceptLanguage) ??
    defaultLanguage
  );
}

/** The browser's most wanted language of ours in an Accept-Language header, if any. */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
        const weight = q ? Number.parseFloat(q.slice(2)) : 1;
        return { tag: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0 };
      })
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight);
    for (const entry of ranked) {
      const language = parseLanguage(entry.tag);
      if (language) return language;
    }
  }
  return undefined;
}
