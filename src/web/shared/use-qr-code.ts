/**
 * A QR code drawn in the browser as a PNG data URL. The QR library is fetched on first use, in
 * a chunk of its own: most pages never show a code, and should not load it up front.
 */
import { useEffect, useState } from 'react';

export type QrCode =
  | { state: 'pending' }
  | { state: 'ready'; src: string }
  /**
   * The library could not be fetched (offline) or could not encode the text. `retry` asks again
   * (a failed fetch is not kept by the browser: the next one may arrive).
   */
  | { state: 'failed'; retry: () => void };

/** The QR code of `text`, `width` pixels wide. */
export function useQrCode(text: string, width: number): QrCode {
  // Each retry is a new attempt, drawn anew.
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt} ${width} ${text}`;
  // The code drawn last, with what it was drawn for: another text or width is pending until drawn.
  const [drawn, setDrawn] = useState<{ key: string; code: QrCode } | null>(null);
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { width, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (src): QrCode => ({ state: 'ready', src }),
        (): QrCode => ({ state: 'failed', retry: () => setAttempt((count) => count + 1) }),
      )
      .then((code) => {
        if (active) setDrawn({ key, code });
      });
    return () => {
      active = false;
    };
  }, [key, text, width]);
  return drawn?.key === key ? drawn.code : { state: 'pending' };
}
