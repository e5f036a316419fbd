// The print kit: the event's QR code and link on paper, in three formats and three designs.

/** `tableCard`: an A6 folded tent, two per A4 sheet; `standingCard`: A5; `poster`: A4. */
export const printFormats = ['tableCard', 'standingCard', 'poster'] as const;
export type PrintFormat = (typeof printFormats)[number];

/** Looks that take the guest page's colours: `classic` (its background), `elegant`, `bold`. */
export const printDesigns = ['classic', 'elegant', 'bold'] as const;
export type PrintDesign = (typeof printDesigns)[number];

/** Longest headline and subline, in characters after trimming. */
export const maxPrintHeadlineLength = 60;
export const maxPrintSublineLength = 120;

/** The QR code's side on paper, in millimetres, per format (scanned from across a table or a room). */
export const printQrMillimetres: Readonly<Record<PrintFormat, number>> = {
  tableCard: 45,
  standingCard: 70,
  poster: 110,
};
