/**
 * The segment layout against yazl's own streaming output, byte for byte: small
 * archives, ZIP64 (an entry over 4 GiB and offsets past it, from a sparse file)
 * and more than 65 535 entries; ranges of the layout against the same span of
 * the whole; the size counter used for parts against the real sizes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { LocalStorage } from '../../adapters/storage/local-storage';
import {
  layoutZip,
  yazlEntryOptions,
  type ZipEntryInput,
  ZipSizeCounter,
  zipRangeStream,
} from './zip-layout';

const root = mkdtempSync(path.join(os.tmpdir(), 'momenty-zip-layout-'));
const storage = new LocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const zeros = Buffer.alloc(1 << 20);

/** CRC-32 of `size` zero bytes. */
function zeroCrc(size: number): number {
  let crc = 0;
  for (let left = size; left > 0; left -= zeros.length) {
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc);
  }
  return crc;
}

/** A readable of `size` zero bytes (the same content as a sparse file). */
function zeroStream(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return this.push(null);
      const n = Math.min(left, zeros.length);
      left -= n;
      this.push(zeros.subarray(0, n));
    },
  });
}

/** A sparse file of `size` zeros stored under `key`. */
function sparse(key: string, size: number): void {
  const file = path.join(root, key);
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  ftruncateSync(fd, size);
  closeSync(fd);
}

/** Hash and length of a stream. */
async function digest(stream: NodeJS.ReadableStream): Promise<{ sha: string; length: number }> {
  const hash = createHash('sha256');
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    length += chunk.length;
  }
  return { sha: hash.digest('hex'), length };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The same archive through yazl's ordinary streaming path. */
function yazlStream(
  entries: ZipEntryInput[],
  open: (entry: ZipEntryInput) => Readable,
): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, yazlEntryOptions(entry), (cb) => cb(null, open(entry)));
  }
  zip.end();
  return zip.outputStream;
}

const openBytes = (entry: ZipEntryInput) =>
  entry.source.kind === 'bytes' ? Readable.from([entry.source.bytes]) : zeroStream(entry.size);

function bytesEntry(name: string, bytes: Buffer, mtime = new Date('2026-06-20T16:30:05Z')) {
  return {
    path: name,
    size: bytes.length,
    crc32: crc32(bytes),
    mtime,
    source: { kind: 'bytes', bytes },
  } satisfies ZipEntryInput;
}

function counted(entries: ZipEntryInput[]): number {
  const counter = new ZipSizeCounter();
  for (const entry of entries) counter.add(Buffer.byteLength(entry.path), entry.size);
  return counter.total();
}

describe('ZIP layout', () => {
  it('equals yazl byte for byte, with stored files, Polish names and an empty file', async () => {
    const photo = randomBytes(70_000);
    await storage.put('events/e/originals/a/original', photo);
    const entries: ZipEntryInput[] = [
      bytesEntry('Księga gości.txt', Buffer.from('\ufeffZażółć gęślą jaźń\n')),
      {
        path: 'Główny album/Zdjęcia/2026-06-20 18.30.05 Łucja.jpg',
        size: photo.length,
        crc32: crc32(photo),
        mtime: new Date('2026-06-20T16:30:05Z'),
        source: { kind: 'stored', key: 'events/e/originals/a/original' },
      },
      bytesEntry('Główny album/Nagrania głosowe/pusty.m4a', Buffer.alloc(0)),
    ];
    const layout = layoutZip(entries);
    const expected = await bytesOf(
      yazlStream(entries, (entry) =>
        entry.source.kind === 'bytes'
          ? Readable.from([entry.source.bytes])
          : Readable.from([photo]),
      ),
    );
    const ours = await bytesOf(zipRangeStream(layout, storage, { start: 0, end: layout.size - 1 }));
    expect(ours.length).toBe(layout.size);
    expect(ours.equals(expected)).toBe(true);
    expect(counted(entries)).toBe(layout.size);

    // Every range is the same span of the whole.
    for (const [start, end] of [
      [0, 0],
      [10, 29],
      [29, 31],
      [100, 69_999],
      [layout.size - 22, layout.size - 1],
      [0, layout.size - 1],
    ] as const) {
      const part = await bytesOf(zipRangeStream(layout, storage, { start, end }));
      expect(part.equals(expected.subarray(start, end + 1))).toBe(true);
    }
  });

  it('equals yazl where the central directory passes 64 KiB (yazl’s own size figure is off there)', async () => {
    const entries = Array.from({ length: 2000 }, (_, i) =>
      bytesEntry(`Album/Zdjęcia/plik-${i}.jpg`, Buffer.from(`plik ${i}`)),
    );
    const layout = layoutZip(entries);
    const ours = await bytesOf(zipRangeStream(layout, storage, { start: 0, end: layout.size - 1 }));
    const expected = await bytesOf(yazlStream(entries, openBytes));
    expect(ours.equals(expected)).toBe(true);
    expect(counted(entries)).toBe(layout.size);
  });

  it('equals yazl with more than 65 535 entries (ZIP64 end records)', async () => {
    const entries = Array.from({ length: 65_540 }, (_, i) =>
      bytesEntry(`A/${i}.txt`, Buffer.from([i & 0xff])),
    );
    const layout = layoutZip(entries);
    const ours = await digest(zipRangeStream(layout, storage, { start: 0, end: layout.size - 1 }));
    const expected = await digest(yazlStream(entries, openBytes));
    expect(ours).toEqual(expected);
    expect(layout.size).toBe(counted(entries));
    // The ZIP64 end of central directory record is there.
    const tail = await bytesOf(
      zipRangeStream(layout, storage, { start: layout.size - 98, end: layout.size - 1 }),
    );
    expect(tail.readUInt32LE(0)).toBe(0x06064b50);
    // 65 540 entries through both writers: about 40 s alone, and 124 s once beside
    // downloads.big.test.ts' 65 536 files on two cores; so the same bound as those.
  }, 600_000);

  it('equals yazl with an entry over 4 GiB and entries past the 4 GiB offset (ZIP64)', async () => {
    const big = 4 * 1024 ** 3 + 4097;
    sparse('events/e/originals/big/original', big);
    const entries: ZipEntryInput[] = [
      bytesEntry('a.txt', Buffer.from('przed')),
      {
        path: 'Album/Filmy/duży.mp4',
        size: big,
        crc32: zeroCrc(big),
        mtime: new Date('2026-06-20T20:00:00Z'),
        source: { kind: 'stored', key: 'events/e/originals/big/original' },
      },
      bytesEntry('z.txt', Buffer.from('po')),
    ];
    const layout = layoutZip(entries);
    expect(layout.size).toBeGreaterThan(2 ** 32);
    expect(layout.size).toBe(counted(entries));
    const [ours, expected] = await Promise.all([
      digest(zipRangeStream(layout, storage, { start: 0, end: layout.size - 1 })),
      digest(yazlStream(entries, openBytes)),
    ]);
    expect(ours).toEqual(expected);
  }, 300_000);

  it('fails the stream when a stored file no longer has the size of its entry', async () => {
    await storage.put('events/e/originals/short/original', Buffer.from('abc'));
    const layout = layoutZip([
      {
        path: 'x.jpg',
        size: 10,
        crc32: 0,
        mtime: new Date(),
        source: { kind: 'stored', key: 'events/e/originals/short/original' },
      },
    ]);
    await expect(
      bytesOf(zipRangeStream(layout, storage, { start: 0, end: layout.size - 1 })),
    ).rejects.toThrow(/holds 3 bytes/);
  });
});
