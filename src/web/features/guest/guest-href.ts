/** A guest page's link that keeps the page's language (`?lang=`), whatever else it carries. */
import { languageParam } from '../../app/language';

export function guestHref(path: string, language: string): string {
  const [pathname, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(languageParam, language);
  return `${pathname}?${params.toString()}`;
}
