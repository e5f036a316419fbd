/**
 * The guestbook's printable layout with pdfkit: A4 or A5 portrait, a heading with the event's
 * name and date, then every entry (name in bold, time small and grey, the message, up to three
 * photos in a row), page numbers in the footer. Runs inside the PDF worker; receives only plain,
 * already translated and formatted data. DejaVu Sans is embedded (the standard PDF fonts have no
 * Polish letters). The bytes depend only on the input: the dates in the document information
 * are the given `modifiedAt`, and pdfkit derives the file id and font subset tags from them.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type PdfPhoto = { jpeg: Uint8Array; width: number; height: number };

export type PdfEntry = {
  name: string;
  time: string;
  /** "Voice message, 0:42" for voice entries. */
  note: string | null;
  message: string | null;
  photos: PdfPhoto[];
};

export type GuestbookPdfInput = {
  size: 'a4' | 'a5';
  language: string;
  title: string;
  eventName: string;
  /** The event's date written out in the event's language; empty when unknown. */
  eventDate: string;
  /** Shown instead of entries when there are none. */
  emptyText: string;
  /** Footer template with `{{page}}` and `{{pages}}`. */
  pageLabel: string;
  /** ISO instant written as the document's creation and modification date. */
  modifiedAt: string;
  entries: PdfEntry[];
};

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

const colors = { text: '#2e2722', muted: '#7a6a5c', brand: '#a65442', rule: '#e6ddd4' };

/** Sizes in points per page format. */
const metrics = {
  a4: {
    margin: 64,
    title: 30,
    eventName: 20,
    date: 12,
    name: 12,
    time: 9,
    body: 11,
    photoHeight: 150,
    gap: 22,
    footer: 9,
  },
  a5: {
    margin: 44,
    title: 22,
    eventName: 15,
    date: 10,
    name: 10.5,
    time: 8,
    body: 9.5,
    photoHeight: 100,
    gap: 16,
    footer: 8,
  },
} as const;

/** Renders the guestbook; resolves with the PDF's bytes. */
export function renderGuestbookPdf(input: GuestbookPdfInput): Promise<Buffer> {
  const m = metrics[input.size];
  const date = new Date(input.modifiedAt);
  const doc = new PDFDocument({
    size: input.size.toUpperCase(),
    margins: { top: m.margin, bottom: m.margin, left: m.margin, right: m.margin },
    bufferPages: true,
    autoFirstPage: true,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: `${input.title} – ${input.eventName}`,
      Producer: 'Momenty',
      Creator: 'Momenty',
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.registerFont('regular', fontFile('DejaVuSans.ttf'));
  doc.registerFont('bold', fontFile('DejaVuSans-Bold.ttf'));
  doc.registerFont('oblique', fontFile('DejaVuSans-Oblique.ttf'));

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = m.margin;
  const width = doc.page.width - 2 * m.margin;
  const bottom = () => doc.page.height - m.margin;

  // Heading: the word "Guestbook", the event's name and its date, a short rule.
  doc.font('regular').fontSize(m.title).fillColor(colors.brand);
  doc.text(input.title, left, m.margin, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(m.eventName).fillColor(colors.text);
  doc.text(input.eventName, { width, align: 'center' });
  if (input.eventDate) {
    doc.moveDown(0.2);
    doc.font('regular').fontSize(m.date).fillColor(colors.muted);
    doc.text(input.eventDate, { width, align: 'center' });
  }
  doc.moveDown(1);
  const ruleY = doc.y;
  doc
    .moveTo(left + width / 2 - 40, ruleY)
    .lineTo(left + width / 2 + 40, ruleY)
    .lineWidth(1)
    .strokeColor(colors.brand)
    .stroke();
  doc.y = ruleY + m.gap * 1.5;

  if (input.entries.length === 0) {
    doc.font('oblique').fontSize(m.body).fillColor(colors.muted);
    doc.text(input.emptyText, left, doc.y, { width, align: 'center' });
  }

  input.entries.forEach((entry, index) => {
    // The header (name, time, note) and the message's first lines stay on one page.
    const header = `${entry.name}`;
    doc.font('bold').fontSize(m.name);
    const nameHeight = doc.heightOfString(header, { width });
    doc.font('regular').fontSize(m.time);
    const timeHeight = doc.heightOfString(entry.time, { width });
    let noteHeight = 0;
    if (entry.note) {
      doc.font('oblique').fontSize(m.body);
      noteHeight = doc.heightOfString(entry.note, { width }) + 2;
    }
    let messageHeight = 0;
    if (entry.message) {
      doc.font('regular').fontSize(m.body);
      messageHeight = doc.heightOfString(entry.message, { width, lineGap: 2 });
    }
    const headHeight = nameHeight + timeHeight + noteHeight + 6;
    const photosHeight = entry.photos.length > 0 ? m.photoHeight + 10 : 0;
    const whole = headHeight + messageHeight + photosHeight;
    const pageRoom = bottom() - m.margin;
    const room = bottom() - doc.y;
    // Keep the entry whole when it fits on a page; otherwise at least its header and three lines.
    const needed = whole <= pageRoom ? whole : headHeight + Math.min(messageHeight, m.body * 4.5);
    if (needed > room && doc.y > m.margin + 1) doc.addPage();

    if (index > 0 && doc.y > m.margin + 1) {
      // A thin rule between entries on the same page.
      const y = doc.y - m.gap / 2;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke();
    }

    doc.font('bold').fontSize(m.name).fillColor(colors.text);
    doc.text(header, left, doc.y, { width });
    doc.font('regular').fontSize(m.time).fillColor(colors.muted);
    doc.text(entry.time, left, doc.y + 1, { width });
    doc.y += 4;
    if (entry.note) {
      doc.font('oblique').fontSize(m.body).fillColor(colors.brand);
      doc.text(entry.note, left, doc.y, { width });
      doc.y += 2;
    }
    if (entry.message) {
      doc.font('regular').fontSize(m.body).fillColor(colors.text);
      doc.text(entry.message, left, doc.y, { width, lineGap: 2 });
    }
    if (entry.photos.length > 0) {
      const gap = 8;
      const slot = (width - gap * 2) / 3;
      if (doc.y + 8 + m.photoHeight > bottom()) doc.addPage();
      const top = doc.y + 8;
      let x = left;
      for (const photo of entry.photos) {
        const scale = Math.min(slot / photo.width, m.photoHeight / photo.height);
        const w = photo.width * scale;
        const h = photo.height * scale;
        doc.image(Buffer.from(photo.jpeg), x, top + (m.photoHeight - h) / 2, {
          width: w,
          height: h,
        });
        x += w + gap;
      }
      doc.y = top + m.photoHeight;
    }
    doc.x = left;
    doc.y += m.gap;
  });

  // Page numbers, written once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const label = input.pageLabel
      .replace('{{page}}', String(i + 1))
      .replace('{{pages}}', String(range.count));
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(m.footer).fillColor(colors.muted);
    doc.text(label, left, doc.page.height - m.margin / 2 - m.footer, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return done;
}
