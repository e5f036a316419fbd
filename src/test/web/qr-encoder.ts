/**
 * The QR encoder (`qrcode`) as a page gets it, or, while `qrEncoder.missing` is set, one whose
 * code never arrived (its chunk's fetch failed, as on a venue's Wi-Fi dropping out). A test
 * file puts it in place of the real module with
 * `vi.mock('qrcode', async (real) => (await import('…/qr-encoder')).missableEncoder(await real()))`.
 */
import type * as QrCode from 'qrcode';

export const qrEncoder = {
  /** Every drawing fails as a lost chunk does. */
  missing: false,
  /** How many drawings failed so. */
  refused: 0,
  reset() {
    this.missing = false;
    this.refused = 0;
  },
};

export function missableEncoder(real: typeof QrCode): typeof QrCode {
  const toDataURL = (...args: Parameters<typeof real.toDataURL>) =>
    qrEncoder.missing
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')).finally(() => {
          qrEncoder.refused += 1;
        })
      : real.toDataURL(...args);
  return { ...real, toDataURL: toDataURL as typeof real.toDataURL };
}
