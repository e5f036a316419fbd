/** Polish texts of the `guestbookExport` namespace; same keys as the English catalogue. */
import type { guestbookExport as english } from '../en/guestbook-export';

export const guestbookExport: typeof english = {
  title: 'Księga gości',
  fileName: 'Księga gości - {{eventName}}',
  empty: 'Nie ma jeszcze wpisów. Życzenia i wiadomości głosowe od gości pojawią się tutaj.',
  voice: 'Wiadomość głosowa, {{duration}}',
  page: 'Strona {{page}} z {{pages}}',
};
