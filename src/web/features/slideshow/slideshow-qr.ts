/**
 * The slideshow's QR code of the guest page, drawn in the browser. A show runs all evening on a
 * screen nobody touches: a code whose encoder did not arrive (the venue's Wi-Fi dropped as the
 * show started) is asked for again when the connection returns, or every 10 s, rather than
 * leaving the corner empty for the night.
 */
import { useQrCode } from '../../shared/use-qr-code';
import { useWhenOnlineOrAfter } from '../../shared/when-online';

const retryMs = 10_000;
const noRetry = () => {};

/** The code of `link` as an image source; null until it is drawn. */
export function useSlideshowQr(link: string): string | null {
  const qr = useQrCode(link, 480);
  const retry = qr.state === 'failed' ? qr.retry : undefined;
  useWhenOnlineOrAfter(retry, retryMs, retry ?? noRetry);
  return qr.state === 'ready' ? qr.src : null;
}
