/**
 * The print kit as a PDF: the event's QR code (drawn as vector squares, so it stays sharp at any
 * size), its headline and subline, the event's name and date, a one-line how-to and the link, in
 * one of three formats (A6 folded tent cards two per A4 sheet, an A5 standing card, an A4 poster)
 * and three designs in the guest page's colours. A few pages at most: made on the request's
 * thread, in milliseconds.
 */
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import {
  type PrintDesign,
  type PrintFormat,
  printQrMillimetres,
} from '../../../shared/domain/print-kit';

const require = createRequire(import.meta.url);
const font = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** Points per millimetre. */
const mm = 72 / 25.4;
const a4 = { width: 210 * mm, height: 297 * mm };
const a5 = { width: 148 * mm, height: 210 * mm };

export type PrintKitInput = {
  format: PrintFormat;
  design: PrintDesign;
  headline: string;
  subline: string;
  eventName: string;
  /** The date written out in the event's language, or empty. */
  eventDate: string;
  howTo: string;
  /** The guest link the QR code holds. */
  url: string;
  /** One line per table card ("Today's challenge: …"); empty: none. */
  challenges: string[];
  colors: { background: string; text: string; accent: string; accentText: string };
  /** ISO instant written as the document's dates (the same input gives the same bytes). */
  createdAt: string;
};

type Box = { x: number; y: number; width: number; height: number };

/** Draws the QR code of `url` as filled squares (runs of dark modules merged) in `box`'s square. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'Q' });
  const count = qr.modules.size;
  const quiet = 2;
  const module = side / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col += 1;
      doc.rect(
        x + (quiet + start) * module,
        y + (quiet + row) * module,
        (col - start) * module + 0.05,
        module + 0.05,
      );
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Writes centred text shrunk until it fits `lines` lines of the width; returns its height. */
function fitted(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  options: { font: string; size: number; min: number; lines: number; color: string },
): number {
  if (!text) return 0;
  doc.font(options.font);
  let size = options.size;
  for (; size > options.min; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: box.width }) <= size * 1.25 * options.lines) break;
  }
  doc.fontSize(size).fillColor(options.color);
  const height = doc.heightOfString(text, { width: box.width, align: 'center' });
  doc.text(text, box.x, box.y, { width: box.width, align: 'center', lineGap: 0 });
  return height;
}

/** One card or poster face: everything centred in `box`. */
function drawFace(doc: PDFKit.PDFDocument, input: PrintKitInput, box: Box, challenge?: string) {
  const { colors, design } = input;
  const scale = box.width / a5.width;
  const pad = 12 * mm * scale;
  const serif = design !== 'bold';
  const heading = serif ? font('DejaVuSerif-Bold.ttf') : font('DejaVuSans-Bold.ttf');
  const body = serif ? font('DejaVuSerif.ttf') : font('DejaVuSans.ttf');
  const italic = serif ? font('DejaVuSerif-Italic.ttf') : font('DejaVuSans-Oblique.ttf');
  let text = colors.text;

  // The design's ground.
  doc.save();
  if (design === 'classic') {
    doc.rect(box.x, box.y, box.width, box.height).fill(colors.background);
  } else if (design === 'elegant') {
    doc.rect(box.x, box.y, box.width, box.height).fill('#ffffff');
    const inset = 5 * mm * scale;
    doc
      .lineWidth(1.2 * scale)
      .rect(box.x + inset, box.y + inset, box.width - inset * 2, box.height - inset * 2)
      .stroke(colors.accent);
    doc
      .lineWidth(0.5 * scale)
      .rect(
        box.x + inset * 1.6,
        box.y + inset * 1.6,
        box.width - inset * 3.2,
        box.height - inset * 3.2,
      )
      .stroke(colors.accent);
  } else {
    doc.rect(box.x, box.y, box.width, box.height).fill('#ffffff');
    doc.rect(box.x, box.y, box.width, box.height * 0.3).fill(colors.accent);
  }
  doc.restore();

  const inner = { x: box.x + pad, width: box.width - pad * 2 };
  let y = box.y + pad;
  if (design === 'bold') text = colors.accentText;
  y += fitted(
    doc,
    input.headline,
    { ...inner, y },
    {
      font: heading,
      size: Math.round(30 * scale),
      min: 9,
      lines: 2,
      color: design === 'elegant' ? colors.accent : text,
    },
  );
  y += 3 * mm * scale;
  y += fitted(
    doc,
    input.eventName,
    { ...inner, y },
    {
      font: italic,
      size: Math.round(16 * scale),
      min: 7,
      lines: 2,
      color: text,
    },
  );
  if (input.eventDate) {
    y += fitted(
      doc,
      input.eventDate,
      { ...inner, y },
      {
        font: body,
        size: Math.round(12 * scale),
        min: 6,
        lines: 1,
        color: text,
      },
    );
  }
  if (design === 'bold') text = colors.text;

  // The QR code, as large as the format wants and the face allows.
  const below = 30 * mm * scale;
  const side = Math.min(
    printQrMillimetres[input.format] * mm,
    box.y + box.height - pad - below - (y + 4 * mm * scale),
    inner.width,
  );
  const qrY = Math.max(y + 4 * mm * scale, box.y + box.height * 0.32);
  drawQr(doc, input.url, box.x + (box.width - side) / 2, qrY, side);
  y = qrY + side + 4 * mm * scale;

  if (challenge) {
    y += fitted(
      doc,
      challenge,
      { ...inner, y },
      {
        font: heading,
        size: Math.round(13 * scale),
        min: 6,
        lines: 2,
        color: colors.accent === '#ffffff' ? text : colors.accent,
      },
    );
    y += 1.5 * mm * scale;
  }
  y += fitted(
    doc,
    input.subline,
    { ...inner, y },
    {
      font: body,
      size: Math.round(13 * scale),
      min: 6,
      lines: 2,
      color: text,
    },
  );
  y += 1.5 * mm * scale;
  y += fitted(
    doc,
    input.howTo,
    { ...inner, y },
    {
      font: heading,
      size: Math.round(11 * scale),
      min: 6,
      lines: 2,
      color: text,
    },
  );
  fitted(
    doc,
    input.url,
    { ...inner, y: y + 1 * mm * scale },
    {
      font: body,
      size: Math.round(9 * scale),
      min: 5,
      lines: 1,
      color: text,
    },
  );
}

/** A dashed guide line (fold or cut). */
function guide(doc: PDFKit.PDFDocument, x1: number, y1: number, x2: number, y2: number) {
  doc.save().lineWidth(0.4).dash(4, { space: 3 }).moveTo(x1, y1).lineTo(x2, y2).stroke('#9a9a9a');
  doc.undash().restore();
}

/**
 * Renders the print kit. pdfkit (about 28 MB resident once loaded) is loaded on the first
 * kit, not when the server starts: most servers never make one.
 */
export async function renderPrintKit(input: PrintKitInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const size = input.format === 'standingCard' ? a5 : a4;
  const doc = new PDFDocument({
    size: [size.width, size.height],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${input.eventName} – ${input.headline}`,
      Creator: 'Momenty',
      CreationDate: new Date(input.createdAt),
      ModDate: new Date(input.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (input.format === 'tableCard') {
    // The sheet is cut down the middle into two strips; each strip folds across its middle into
    // a tent of two A6 faces, the upper one upside down so both read the right way up.
    const cards = input.challenges.length > 0 ? input.challenges : [undefined, undefined];
    const face = { width: a4.width / 2, height: a4.height / 2 };
    for (let index = 0; index < cards.length; index += 2) {
      doc.addPage();
      for (const half of [0, 1]) {
        if (index + half >= cards.length) break;
        const challenge = cards[index + half];
        const x = half * face.width;
        doc.save();
        doc.rotate(180, { origin: [x + face.width / 2, face.height / 2] });
        drawFace(doc, input, { ...face, x, y: 0 }, challenge);
        doc.restore();
        drawFace(doc, input, { ...face, x, y: face.height }, challenge);
      }
      guide(doc, 0, face.height, a4.width, face.height);
      guide(doc, face.width, 0, face.width, a4.height);
    }
  } else {
    doc.addPage();
    drawFace(doc, input, { x: 0, y: 0, width: size.width, height: size.height });
  }
  doc.end();
  return done;
}
