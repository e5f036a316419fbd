/**
 * The PDF worker thread: renders the guestbook layout for the pool in pdf-renderer.ts, one
 * request at a time, so pdfkit's synchronous work never blocks the server's event loop.
 * Built as its own entry point (dist/server/guestbook-pdf-worker.js).
 */
import { parentPort } from 'node:worker_threads';
import { type GuestbookPdfInput, renderGuestbookPdf } from './pdf-layout';

export type PdfWorkerRequest = { id: number; input: GuestbookPdfInput };
export type PdfWorkerResponse =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread');

port.on('message', (request: PdfWorkerRequest) => {
  // Through a promise, so a synchronous throw (a broken image) is answered, not fatal.
  Promise.resolve(request.input)
    .then(renderGuestbookPdf)
    .then(
      (pdf) => {
        const bytes = new Uint8Array(pdf.byteLength);
        bytes.set(pdf);
        const response: PdfWorkerResponse = { id: request.id, ok: true, bytes };
        port.postMessage(response, [bytes.buffer]);
      },
      (error: unknown) => {
        const response: PdfWorkerResponse = {
          id: request.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
        port.postMessage(response);
      },
    );
});
