/**
 * A ZIP's bytes written straight to Node's response, for files on this machine's disk. The
 * web stream of `zipRangeWebStream` allocates a new 1 MB buffer per chunk; for a 5 GB archive
 * that is 5 000 buffers, and collecting them took about half of the server's CPU during a
 * download. Here stored files are read into four reused buffers, and a buffer is read into
 * again only once the socket has taken its bytes (the write's callback).
 *
 * The response still goes out through the app: the route answers with the headers every
 * middleware adds and a body that, once Node has sent those headers, writes the bytes itself
 * and then ends. A file that changed or vanished cuts the connection (`onError`), so the
 * answer stops short of its Content-Length and no client keeps it as a complete archive.
 */
import { open } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Storage } from '../../adapters/storage/storage';
import { rangeParts, type ZipLayout, ZipSourceChangedError } from './zip-layout';

const bufferBytes = 1 << 20;
const buffers = 4;

class Stopped extends Error {}

/** Reused read buffers: taking one waits until a write gave one back. */
class BufferPool {
  private readonly free: Buffer[] = Array.from({ length: buffers }, () =>
    Buffer.allocUnsafeSlow(bufferBytes),
  );
  private waiting: (() => void) | null = null;
  stopped = false;

  async take(): Promise<Buffer> {
    for (;;) {
      if (this.stopped) throw new Stopped();
      const buffer = this.free.pop();
      if (buffer) return buffer;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
  }

  give(buffer: Buffer): void {
    this.free.push(buffer);
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }
}

/** Writes the bytes [start, end] of the archive to `out`; throws Stopped when `out` closed first. */
async function writeRange(
  layout: ZipLayout,
  storage: Storage,
  range: { start: number; end: number },
  out: ServerResponse,
  pool: BufferPool,
): Promise<void> {
  for (const { segment, from, to } of rangeParts(layout, range)) {
    if (pool.stopped) throw new Stopped();
    if (segment.kind === 'bytes') {
      if (!out.write(segment.bytes.subarray(from, to + 1))) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            resolve();
          };
          out.once('drain', done);
          out.once('close', done);
        });
      }
      continue;
    }
    const file = storage.localPath(segment.key);
    if (!file) throw new Error(`${segment.key} is not on this machine's disk`);
    const handle = await open(file, 'r').catch((error) => {
      throw new ZipSourceChangedError(segment.key, `cannot read ${segment.key}: ${error}`);
    });
    try {
      const { size } = await handle.stat();
      if (size !== segment.length) {
        throw new ZipSourceChangedError(
          segment.key,
          `${segment.key} holds ${size} bytes, the archive expects ${segment.length}`,
        );
      }
      for (let position = from; position <= to; ) {
        const buffer = await pool.take();
        const length = Math.min(buffer.length, to + 1 - position);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        if (bytesRead === 0) {
          pool.give(buffer);
          throw new ZipSourceChangedError(segment.key, `${segment.key} ended early`);
        }
        position += bytesRead;
        out.write(buffer.subarray(0, bytesRead), () => pool.give(buffer));
      }
    } finally {
      await handle.close();
    }
  }
}

/**
 * The response body for the bytes [start, end] of the archive, written to `out` directly
 * (see above). Stored files must be on this machine's disk (`storage.localPath`).
 */
export function zipRangeSocketBody(
  layout: ZipLayout,
  storage: Storage,
  range: { start: number; end: number },
  out: ServerResponse,
  options: {
    /** Hears a failure; the connection is cut. */
    onError: (error: unknown) => void;
  },
): ReadableStream<Uint8Array> {
  const pool = new BufferPool();
  const stop = () => pool.stop();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (started) return;
        started = true;
        out.once('close', stop);
        try {
          // The adapter asks for the first bytes before it writes the headers: wait for them.
          while (!out.headersSent && !pool.stopped) await nextTurn();
          await writeRange(layout, storage, range, out, pool);
        } catch (error) {
          if (!(error instanceof Stopped)) {
            options.onError(error);
            out.destroy();
          }
        } finally {
          out.off('close', stop);
        }
        try {
          controller.close();
        } catch {
          // Cancelled already.
        }
      },
      cancel: stop,
    },
    // Nothing is asked for before the adapter reads.
    { highWaterMark: 0 },
  );
}
