/**
 * A ZIP archive as a list of segments: metadata bytes produced by yazl's own
 * record builders (local file headers, data descriptors, central directory,
 * ZIP64 and end records) and slices of stored files. With known sizes, stored
 * CRC-32s, a fixed order and fixed timestamps the archive is a pure function of
 * its entries, so any byte range can be served without reading what precedes
 * it, and the total size is known before the first byte is sent.
 *
 * The bytes are exactly what yazl writes for the same entries added with
 * `addReadStreamLazy(path, { size, mtime, compress: false }, …)`; the tests
 * compare both byte for byte, so a yazl release that changes the format fails
 * the suite instead of shipping archives that differ from yazl's.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Storage } from '../../adapters/storage/storage';

/** Where an entry's bytes come from: a stored object (whole), or bytes in memory. */
export type ZipSource = { kind: 'stored'; key: string } | { kind: 'bytes'; bytes: Buffer };

/** One file of the archive; `size` and `crc32` are those of the source's bytes. */
export type ZipEntryInput = {
  path: string;
  size: number;
  crc32: number;
  mtime: Date;
  source: ZipSource;
};

export type ZipSegment =
  | { kind: 'bytes'; offset: number; length: number; bytes: Buffer }
  | { kind: 'stored'; offset: number; length: number; key: string };

export type ZipLayout = {
  /** Exact size of the archive in bytes. */
  size: number;
  /** Consecutive, non-empty segments covering [0, size). */
  segments: ZipSegment[];
  entries: number;
};

/** A stored object no longer matches its row (size changed or it is gone): the archive would be corrupt. */
export class ZipSourceChangedError extends Error {
  override name = 'ZipSourceChangedError';
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/** yazl's internal entry (index.js `Entry`): the record builders this module reuses. */
type YazlEntry = {
  relativeOffsetOfLocalHeader: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  state: number;
  getLocalFileHeader(): Buffer;
  getDataDescriptor(): Buffer;
};

/** yazl's ZipFile with the fields its pump reads (index.js). */
type YazlInternals = {
  entries: YazlEntry[];
  allDone: boolean;
  outputStreamCursor: number;
  outputStream: { write(buffer: Buffer): void; end(): void };
};

/** yazl's `Entry.FILE_DATA_DONE`. */
const fileDataDone = 3;

/** Options every entry is added with, here and in the byte-identity tests. */
export function yazlEntryOptions(entry: Pick<ZipEntryInput, 'size' | 'mtime'>) {
  return { size: entry.size, mtime: entry.mtime, compress: false } as const;
}

/**
 * Lays out the archive of `entries`, in this order. yazl writes the metadata;
 * the file data is left as slices of the sources.
 */
export function layoutZip(entries: readonly ZipEntryInput[]): ZipLayout {
  const zip = new yazl.ZipFile();
  const internals = zip as unknown as YazlInternals;
  // Keep yazl from pumping (and opening sources) while the entries are added.
  internals.allDone = true;
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, yazlEntryOptions(entry), () => {
      throw new Error('the layout never reads file data through yazl');
    });
  }

  const segments: ZipSegment[] = [];
  let cursor = 0;
  // Neighbouring metadata (descriptor + next header, the central directory) becomes one segment.
  let pending: Buffer[] = [];
  let pendingStart = 0;
  let pendingLength = 0;
  const flush = () => {
    if (pendingLength === 0) return;
    const bytes = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    segments.push({ kind: 'bytes', offset: pendingStart, length: bytes.length, bytes });
    pending = [];
    pendingLength = 0;
  };
  const pushBytes = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    if (pendingLength === 0) pendingStart = cursor;
    pending.push(bytes);
    pendingLength += bytes.length;
    cursor += bytes.length;
    if (pendingLength >= 1 << 20) flush();
  };

  entries.forEach((input, index) => {
    const entry = internals.entries[index] as YazlEntry;
    // What yazl's pump does for each entry, with the data's CRC and size known up front.
    entry.relativeOffsetOfLocalHeader = cursor;
    pushBytes(entry.getLocalFileHeader());
    if (input.size > 0) {
      if (input.source.kind === 'bytes') {
        if (input.source.bytes.length !== input.size) {
          throw new Error(
            `entry ${input.path}: ${input.source.bytes.length} bytes, not ${input.size}`,
          );
        }
        pushBytes(input.source.bytes);
      } else {
        flush();
        segments.push({
          kind: 'stored',
          offset: cursor,
          length: input.size,
          key: input.source.key,
        });
        cursor += input.size;
      }
    }
    entry.crc32 = input.crc32 >>> 0;
    entry.compressedSize = input.size;
    pushBytes(entry.getDataDescriptor());
    entry.state = fileDataDone;
  });

  // yazl writes the central directory and the end records itself once every entry is done.
  internals.outputStreamCursor = cursor;
  internals.allDone = false;
  internals.outputStream = { write: pushBytes, end: () => {} };
  // Not end()'s size callback: yazl 3.3.1 adds the ZIP64 end records to it whenever the
  // central directory reaches 64 KiB (about 700 files) but writes them only past 65 534
  // entries or 4 GiB, so its figure is 76 bytes too large there (docs/decisions/015).
  zip.end();
  flush();
  return { size: cursor, segments, entries: entries.length };
}

/**
 * The exact size of the archive of some entries without building it: what yazl
 * writes for stored entries added with a size (data descriptors, UTF-8 names, the
 * universal timestamp field, ZIP64 records where its writer uses them). Used to
 * split archives into parts; the tests compare it with `layoutZip` and yazl.
 */
export class ZipSizeCounter {
  private cursor = 0;
  private centralDirectory = 0;
  private count = 0;

  /** The size if `entry` (its UTF-8 name length and data size) were added. */
  sizeWith(nameBytes: number, size: number): number {
    const next = this.clone();
    next.add(nameBytes, size);
    return next.total();
  }

  add(nameBytes: number, size: number): void {
    const zip64 = size > 0xfffffffe || this.cursor > 0xfffffffe;
    this.cursor += 30 + nameBytes + size + (zip64 ? 24 : 16);
    this.centralDirectory += 46 + nameBytes + 9 + (zip64 ? 28 : 0);
    this.count += 1;
  }

  get entries(): number {
    return this.count;
  }

  total(): number {
    const zip64End =
      this.count >= 0xffff || this.centralDirectory >= 0xffffffff || this.cursor >= 0xffffffff;
    return this.cursor + this.centralDirectory + (zip64End ? 56 + 20 : 0) + 22;
  }

  private clone(): ZipSizeCounter {
    const copy = new ZipSizeCounter();
    copy.cursor = this.cursor;
    copy.centralDirectory = this.centralDirectory;
    copy.count = this.count;
    return copy;
  }
}

/** Index of the segment holding byte `position` (which lies in [0, size)). */
function segmentAt(segments: readonly ZipSegment[], position: number): number {
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((segments[middle] as ZipSegment).offset <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The first stored-file segment overlapping [start, end], if any. */
export function firstStoredSegment(
  layout: ZipLayout,
  range: { start: number; end: number },
): Extract<ZipSegment, { kind: 'stored' }> | null {
  if (layout.size === 0) return null;
  for (let i = segmentAt(layout.segments, range.start); i < layout.segments.length; i += 1) {
    const segment = layout.segments[i] as ZipSegment;
    if (segment.offset > range.end) return null;
    if (segment.kind === 'stored') return segment;
  }
  return null;
}

/**
 * The segments overlapping the bytes [start, end] of the archive, each with the part of it
 * inside the range ([from, to] within the segment, inclusive).
 */
export function* rangeParts(
  layout: ZipLayout,
  range: { start: number; end: number },
): Generator<{ segment: ZipSegment; from: number; to: number }> {
  if (layout.size === 0 || range.end < range.start) return;
  for (let i = segmentAt(layout.segments, range.start); i < layout.segments.length; i += 1) {
    const segment = layout.segments[i] as ZipSegment;
    if (segment.offset > range.end) return;
    const from = Math.max(range.start, segment.offset) - segment.offset;
    const to = Math.min(range.end, segment.offset + segment.length - 1) - segment.offset;
    yield { segment, from, to };
  }
}

type Tracker = { current: Readable | null };

/** The bytes [start, end] of the archive, chunk by chunk; `tracker` holds the storage stream being read. */
async function* rangeChunks(
  layout: ZipLayout,
  storage: Storage,
  range: { start: number; end: number },
  tracker: Tracker,
): AsyncGenerator<Buffer> {
  for (const { segment, from, to } of rangeParts(layout, range)) {
    if (segment.kind === 'bytes') {
      yield segment.bytes.subarray(from, to + 1);
      continue;
    }
    const opened = await storage.get(segment.key, { start: from, end: to }).catch((error) => {
      throw new ZipSourceChangedError(segment.key, `cannot read ${segment.key}: ${error}`);
    });
    tracker.current = opened.stream;
    try {
      if (opened.size !== segment.length) {
        throw new ZipSourceChangedError(
          segment.key,
          `${segment.key} holds ${opened.size} bytes, the archive expects ${segment.length}`,
        );
      }
      let read = 0;
      for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
        read += chunk.length;
        yield chunk;
      }
      if (read !== to - from + 1) {
        throw new ZipSourceChangedError(segment.key, `${segment.key} ended early`);
      }
    } finally {
      opened.stream.destroy();
      tracker.current = null;
    }
  }
}

/**
 * The bytes [start, end] (inclusive) of the archive as a Node stream, reading
 * only the stored slices inside the range. A stored object whose size differs
 * from its entry, or that delivers fewer bytes, fails the stream.
 */
export function zipRangeStream(
  layout: ZipLayout,
  storage: Storage,
  range: { start: number; end: number },
): Readable {
  const tracker: Tracker = { current: null };
  const stream = Readable.from(rangeChunks(layout, storage, range, tracker), {
    objectMode: false,
    highWaterMark: 1 << 20,
  });
  stream.once('close', () => tracker.current?.destroy());
  return stream;
}

/**
 * The same bytes as a web stream for an HTTP response (fewer layers than a Node
 * stream converted with `Readable.toWeb`). A failure (`onError` hears it) errors
 * the stream (or `onError` cuts the connection), so the response stops short of its
 * Content-Length and a client never takes it for a complete archive. Cancelling it or aborting `signal` closes the storage stream.
 */
export function zipRangeWebStream(
  layout: ZipLayout,
  storage: Storage,
  range: { start: number; end: number },
  options: {
    signal?: AbortSignal;
    /** Hears a failure; returns true when it closed the connection itself (the stream then just ends). */
    onError?: (error: unknown) => boolean;
  } = {},
): ReadableStream<Uint8Array> {
  const tracker: Tracker = { current: null };
  const chunks = rangeChunks(layout, storage, range, tracker);
  const { signal } = options;
  const stop = () => {
    tracker.current?.destroy();
    void chunks.return(undefined).catch(() => {});
  };
  if (signal) {
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  }
  const done = () => signal?.removeEventListener('abort', stop);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) {
            done();
            controller.close();
          } else {
            controller.enqueue(next.value);
          }
        } catch (error) {
          done();
          if (options.onError?.(error)) controller.close();
          else controller.error(error);
        }
      },
      cancel() {
        done();
        stop();
      },
    },
    { highWaterMark: 2 },
  );
}
