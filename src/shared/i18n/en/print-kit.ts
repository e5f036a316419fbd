/** English texts of the `printKit` namespace: the printed QR cards and poster, and their form. */
export const printKit = {
  title: 'Print kit',
  lead: 'Cards and a poster with your QR code, ready to print. Guests scan it and send photos – no app.',
  format: 'Format',
  formats: {
    tableCard: 'Table card (A6 tent, two per A4)',
    standingCard: 'Standing card (A5)',
    poster: 'Poster (A4)',
  },
  design: 'Design',
  designs: { classic: 'Classic', elegant: 'Elegant', bold: 'Bold' },
  headline: 'Headline',
  subline: 'Subline',
  challenges: 'A different photo challenge on each table card',
  download: 'Download PDF',
  defaultHeadline: 'Share your photos with us!',
  defaultSubline: 'Every photo from today in one album – yours too.',
  howTo: 'Scan the code · tap the button · send – no app needed',
  challenge: 'Today’s challenge: {{title}}',
  /** The guest link's preview in a messenger or a search result (an invitation like the cards). */
  linkPreview: 'Add your photos, videos and wishes straight from your phone – no app, no account.',
};
