/**
 * Renders guestbook PDFs off the main thread: a pool of one worker thread, created on the
 * first request, reused, and terminated by `close()` (on shutdown). Requests queue in the
 * worker's message port; JPEG bytes go over as transferables. The worker is the TypeScript
 * source under tsx/vitest and the bundled `guestbook-pdf-worker.js` beside dist/server/main.js.
 */
import { Worker } from 'node:worker_threads';
import type { GuestbookPdfInput } from './pdf-layout';
import type { PdfWorkerRequest, PdfWorkerResponse } from './pdf-worker';

export interface PdfRenderer {
  render(input: GuestbookPdfInput): Promise<Buffer>;
  /** The worker's thread id, or null before the first render (tests check it is not the main thread). */
  threadId(): number | null;
  close(): Promise<void>;
}

/**
 * Starts the worker for the running form of this module: the bundled file beside
 * dist/server/main.js, or (under tsx and vitest) the TypeScript source through tsx's loader,
 * registered inside the new thread.
 */
export function startPdfWorker(moduleUrl: string = import.meta.url): Worker {
  if (moduleUrl.endsWith('.ts')) {
    const source = JSON.stringify(new URL('./pdf-worker.ts', moduleUrl).href);
    return new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
      { eval: true },
    );
  }
  return new Worker(new URL('./guestbook-pdf-worker.js', moduleUrl));
}

export function createPdfRenderer(
  options: {
    /** Locate the worker as if this module ran from here (tests start the built worker). */
    moduleUrl?: string;
  } = {},
): PdfRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  function failAll(error: Error) {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  }

  function start(): Worker {
    if (worker) return worker;
    const created = startPdfWorker(options.moduleUrl);
    created.on('message', (response: PdfWorkerResponse) => {
      const request = pending.get(response.id);
      if (!request) return;
      pending.delete(response.id);
      if (response.ok) {
        request.resolve(
          Buffer.from(response.bytes.buffer, response.bytes.byteOffset, response.bytes.byteLength),
        );
      } else {
        request.reject(new Error(`PDF rendering failed: ${response.error}`));
      }
    });
    created.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    created.on('exit', (code) => {
      if (worker === created) worker = null;
      failAll(new Error(`PDF worker exited with code ${code}`));
    });
    // An idle worker does not keep the process alive.
    created.unref();
    worker = created;
    return created;
  }

  return {
    render(input) {
      const target = start();
      const id = nextId++;
      const transfer: ArrayBuffer[] = [];
      const entries = input.entries.map((entry) => ({
        ...entry,
        photos: entry.photos.map((photo) => {
          // A standalone copy, so the transfer cannot detach a shared buffer pool.
          const jpeg = new Uint8Array(photo.jpeg.byteLength);
          jpeg.set(photo.jpeg);
          transfer.push(jpeg.buffer);
          return { ...photo, jpeg };
        }),
      }));
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.ref();
        const request: PdfWorkerRequest = { id, input: { ...input, entries } };
        target.postMessage(request, transfer);
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    threadId: () => worker?.threadId ?? null,
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
      failAll(new Error('PDF renderer closed'));
    },
  };
}
