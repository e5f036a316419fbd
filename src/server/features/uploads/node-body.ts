/**
 * Upload bodies taken straight from Node's request stream. tus reads a PATCH's
 * body as a web stream and turns it back into a Node stream, which costs two
 * conversions per 64 KB chunk, a third of the server's CPU per uploaded GB.
 * Behind Node's HTTP server the tus endpoint hands tus a body made by
 * `nodeBody`; tus' PATCH (and creation with upload) then pipes Node's request
 * into the file store itself, with tus' own rules kept: the size limit, a
 * cancelled request ending the write, and an error of the request stream never
 * destroying the socket (the client still gets its answer). Anything else that
 * reads such a body reads an ordinary web stream.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Server as TusServer } from '@tus/server';
import {
  type CancellationContext,
  type DataStore,
  ERRORS,
  StreamLimiter,
  type Upload,
} from '@tus/utils';

const nodeSources = new WeakMap<ReadableStream, Readable>();

/** A web stream of `source` whose bytes tus' handlers take from `source` directly. */
export function nodeBody(source: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(source) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    // Nothing is read before someone asks: tus may take the Node stream instead.
    { highWaterMark: 0 },
  );
  nodeSources.set(body, source);
  return body;
}

type WriteToStore = (
  body: ReadableStream | null,
  upload: Upload,
  maxSize: number,
  context: CancellationContext,
) => Promise<number>;

/** Lets tus' PATCH and POST handlers write a `nodeBody` from its Node stream. */
export function takeNodeBodies(server: TusServer): void {
  for (const handler of [server.handlers.PATCH, server.handlers.POST]) {
    const writable = handler as unknown as { writeToStore: WriteToStore; store: DataStore };
    const webWrite = writable.writeToStore.bind(handler);
    writable.writeToStore = (body, upload, maxSize, context) => {
      const source = body ? nodeSources.get(body) : undefined;
      return source
        ? writeNodeStream(writable.store, source, upload, maxSize, context)
        : webWrite(body, upload, maxSize, context);
    };
  }
}

/** tus' writeToStore (BaseHandler) with the request's own Node stream as the source. */
async function writeNodeStream(
  store: DataStore,
  source: Readable,
  upload: Upload,
  maxSize: number,
  context: CancellationContext,
): Promise<number> {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  // The request is piped (not put in the pipeline) into the limiter, which tus' store reads
  // as the body: a failed write must not destroy the request (and its socket). One stream
  // between the request and the store: every stream a chunk passes costs CPU per chunk.
  const limiter = new StreamLimiter(maxSize);
  let sourceError: unknown;
  const onSourceError = (error: Error) => {
    sourceError = error;
    source.unpipe(limiter);
    if (!context.signal.aborted) limiter.destroy(error);
  };
  const onAbort = () => {
    source.unpipe(limiter);
    if (!limiter.destroyed) limiter.end();
  };
  source.on('error', onSourceError);
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const written: unknown = await pipeline(
      source.pipe(limiter),
      (limited: AsyncIterable<Buffer>) =>
        store.write(limited as Readable, upload.id, upload.offset),
    );
    return written as number;
  } catch (error) {
    source.unpipe(limiter);
    const aborted = error instanceof Error && error.name === 'AbortError';
    throw (sourceError !== undefined && error === sourceError) || aborted ? ERRORS.ABORTED : error;
  } finally {
    source.off('error', onSourceError);
    context.signal.removeEventListener('abort', onAbort);
  }
}
