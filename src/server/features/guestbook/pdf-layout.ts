/**
 * The guestbook's printable layout with pdfkit: A4 or A5 portrait, a heading with the event's
 * name and date, then every entry (name in bold, time small and grey, the message, up to three
 * photos in a row), page numbers in the footer. Runs inside the PDF worker; receives only plain,
 * already translated and formatted data. DejaVu Sans is embedded (the standard PDF fonts have no
 * Polish letters), with the monochrome Noto Emoji as the fallback for emoji ("💕🥂🎉"); a character
 * neither font has is left out rather than drawn as a box. The bytes depend only on the input: the dates in the document information
 * are the given `modifiedAt`, and pdfkit derives the file id and font subset tags from them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
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
/** The package exports only its stylesheet; the font files sit beside it. */
const emojiFontFile = path.join(
  path.dirname(require.resolve('@fontsource/noto-emoji')),
  'files',
  'noto-emoji-emoji-400-normal.woff',
);

type TextFont = 'regular' | 'bold' | 'oblique';
const textFontFiles: Record<TextFont, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  oblique: 'DejaVuSans-Oblique.ttf',
};

/** Glyph coverage of the embedded fonts, read once per process (the worker's). */
let coverage: { text: Record<TextFont, fontkit.Font>; emoji: fontkit.Font } | undefined;
function fontCoverage() {
  if (!coverage) {
    const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
    coverage = {
      text: {
        regular: open(fontFile(textFontFiles.regular)),
        bold: open(fontFile(textFontFiles.bold)),
        oblique: open(fontFile(textFontFiles.oblique)),
      },
      emoji: open(emojiFontFile),
    };
  }
  return coverage;
}

/** Joiners and selectors that belong to the character before them; never drawn on their own. */
const combining = new Set([0x200d, 0xfe0e, 0xfe0f, 0x20e3]);

export type FontRun = { font: TextFont | 'emoji'; text: string };

/**
 * Splits `text` into runs, each drawn with a font that has its glyphs: the text font where it
 * has the character, else Noto Emoji; a character neither has (or a joiner left alone) is left
 * out. Line breaks and spaces stay in the run they are in.
 */
export function fontRuns(text: string, font: TextFont): FontRun[] {
  const fonts = fontCoverage();
  const runs: FontRun[] = [];
  let previous: FontRun['font'] | null = null;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    let target: FontRun['font'] | null;
    if (char === '\n' || char === '\r' || char === '\t') target = previous ?? font;
    else if (combining.has(code)) target = previous === 'emoji' ? 'emoji' : null;
    else if (fonts.text[font].hasGlyphForCodePoint(code)) target = font;
    else if (fonts.emoji.hasGlyphForCodePoint(code)) target = 'emoji';
    else target = null;
    if (target === null) continue;
    const last = runs.at(-1);
    if (last && last.font === target) last.text += char;
    else runs.push({ font: target, text: char });
    previous = target;
  }
  return runs;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/** Writes `text` in `font`, switching to the emoji font for emoji (see `fontRuns`). */
function write(
  doc: PDFKit.PDFDocument,
  font: TextFont,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: TextOptions,
) {
  const runs = fontRuns(text, font);
  if (runs.length === 0) runs.push({ font, text: '' });
  runs.forEach((run, index) => {
    doc.font(run.font);
    const more = { ...options, continued: index < runs.length - 1 };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, more);
    else doc.text(run.text, more);
  });
}

/** The height `text` takes in `font`; emoji are measured as a wide letter of the text font. */
function heightOf(doc: PDFKit.PDFDocument, font: TextFont, text: string, options: TextOptions) {
  const measured = fontRuns(text, font)
    .map((run) => (run.font === 'emoji' ? 'W'.repeat([...run.text].length) : run.text))
    .join('');
  doc.font(font);
  return doc.heightOfString(measured, options);
}

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
  for (const [name, file] of Object.entries(textFontFiles)) doc.registerFont(name, fontFile(file));
  doc.registerFont('emoji', emojiFontFile);

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
  doc.fontSize(m.title).fillColor(colors.brand);
  write(doc, 'regular', input.title, left, m.margin, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.fontSize(m.eventName).fillColor(colors.text);
  write(doc, 'bold', input.eventName, undefined, undefined, { width, align: 'center' });
  if (input.eventDate) {
    doc.moveDown(0.2);
    doc.fontSize(m.date).fillColor(colors.muted);
    write(doc, 'regular', input.eventDate, undefined, undefined, { width, align: 'center' });
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
    doc.fontSize(m.body).fillColor(colors.muted);
    write(doc, 'oblique', input.emptyText, left, doc.y, { width, align: 'center' });
  }

  input.entries.forEach((entry, index) => {
    // The header (name, time, note) and the message's first lines stay on one page.
    const header = `${entry.name}`;
    doc.fontSize(m.name);
    const nameHeight = heightOf(doc, 'bold', header, { width });
    doc.fontSize(m.time);
    const timeHeight = heightOf(doc, 'regular', entry.time, { width });
    let noteHeight = 0;
    if (entry.note) {
      doc.fontSize(m.body);
      noteHeight = heightOf(doc, 'oblique', entry.note, { width }) + 2;
    }
    let messageHeight = 0;
    if (entry.message) {
      doc.fontSize(m.body);
      messageHeight = heightOf(doc, 'regular', entry.message, { width, lineGap: 2 });
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

    doc.fontSize(m.name).fillColor(colors.text);
    write(doc, 'bold', header, left, doc.y, { width });
    doc.fontSize(m.time).fillColor(colors.muted);
    write(doc, 'regular', entry.time, left, doc.y + 1, { width });
    doc.y += 4;
    if (entry.note) {
      doc.fontSize(m.body).fillColor(colors.brand);
      write(doc, 'oblique', entry.note, left, doc.y, { width });
      doc.y += 2;
    }
    if (entry.message) {
      doc.fontSize(m.body).fillColor(colors.text);
      write(doc, 'regular', entry.message, left, doc.y, { width, lineGap: 2 });
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
