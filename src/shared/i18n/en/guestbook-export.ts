/**
 * English texts of the `guestbookExport` namespace: the guestbook as a PDF and as a text file
 * (inside the ZIP and from the owner's download), and the file name of the PDF.
 */
export const guestbookExport = {
  title: 'Guestbook',
  fileName: 'Guestbook - {{eventName}}',
  empty: 'No entries yet. Wishes and voice messages from your guests will appear here.',
  voice: 'Voice message, {{duration}}',
  page: 'Page {{page}} of {{pages}}',
};
