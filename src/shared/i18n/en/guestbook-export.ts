/** English texts of the `guestbookExport` namespace. */
export const guestbookExport = {};
