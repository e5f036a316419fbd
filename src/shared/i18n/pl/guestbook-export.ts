/** Polish texts of the `guestbookExport` namespace; same keys as the English catalogue. */
import type { guestbookExport as english } from '../en/guestbook-export';

export const guestbookExport: typeof english = {};
