/** The QR code of an event's guest link, as a PNG (screen or print) and as an SVG. */
import QRCode from 'qrcode';

/** Side of the QR code image, in pixels. */
export const qrSize = 228;
/** Side of the print-quality QR PNG in pixels (a 10 cm print at 500 dpi). */
export const qrPrintSize = 2000;

/** PNG of the QR code of `url`; print copies get more redundancy (read from paper, folded, far). */
export function guestQrPng(url: string, size: 'screen' | 'print'): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    width: size === 'print' ? qrPrintSize : qrSize,
    margin: 1,
    errorCorrectionLevel: size === 'print' ? 'Q' : 'M',
  });
}

/** SVG (vector, scales to any print size) of the QR code of `url`. */
export function guestQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'Q' });
}
