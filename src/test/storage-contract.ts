/** Test suite of the behaviour every Storage backend must show; each backend's test file runs it. */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  InvalidKeyError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  type Storage,
  StorageError,
} from '../server/adapters/storage/storage';

/** A backend under test and how to dispose of it. */
export type StorageFixture = { storage: Storage; cleanup(): Promise<void> };

/** Read a whole stream into one Buffer (test data only). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** SHA-256 of a stream, without holding it in memory. */
export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A stream that yields `chunks` then fails, like an upload whose client disconnects. */
export function failingStream(chunks: Buffer[], message = 'client went away'): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield chunk;
      throw new Error(message);
    })(),
  );
}

/** Yields `chunks` with a pause between them, so concurrent writers interleave. */
function slowStream(chunks: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        yield chunk;
      }
    })(),
  );
}

/**
 * Register the shared storage suite.
 * @param name label of the backend in the test report
 * @param setup creates an empty backend before each test
 */
export function describeStorageContract(name: string, setup: () => Promise<StorageFixture>): void {
  describe(`Storage contract: ${name}`, () => {
    let fixture: StorageFixture;
    let storage: Storage;

    beforeEach(async () => {
      fixture = await setup();
      storage = fixture.storage;
    });

    afterEach(async () => {
      await fixture.cleanup();
    });

    describe('put and get', () => {
      it('round-trips 5 MB of binary data byte for byte', async () => {
        const data = randomBytes(5 * 1024 * 1024);
        const result = await storage.put('events/e1/originals/m1', data, {
          contentType: 'image/jpeg',
        });
        expect(result).toEqual({ size: data.length, crc32: crc32(data) });
        const got = await storage.get('events/e1/originals/m1');
        expect(got.size).toBe(data.length);
        expect(got.range).toBeUndefined();
        expect(sha256(await readAll(got.stream))).toBe(sha256(data));
      });

      it('streams a 50 MB source in and out', async () => {
        const hash = createHash('sha256');
        let checksum = 0;
        const chunkCount = 50;
        const source = Readable.from(
          (function* () {
            for (let i = 0; i < chunkCount; i++) {
              const chunk = randomBytes(1024 * 1024);
              hash.update(chunk);
              checksum = crc32(chunk, checksum);
              yield chunk;
            }
          })(),
        );
        const result = await storage.put('events/e1/originals/big', source, {
          size: chunkCount * 1024 * 1024,
        });
        expect(result).toEqual({ size: chunkCount * 1024 * 1024, crc32: checksum });
        const got = await storage.get('events/e1/originals/big');
        expect(got.size).toBe(chunkCount * 1024 * 1024);
        expect(await sha256OfStream(got.stream)).toBe(hash.digest('hex'));
      });

      it('stores an empty object', async () => {
        expect(await storage.put('events/e1/empty', new Uint8Array(0))).toEqual({
          size: 0,
          crc32: 0,
        });
        const got = await storage.get('events/e1/empty');
        expect(got.size).toBe(0);
        expect((await readAll(got.stream)).length).toBe(0);
      });

      it('replaces an existing object', async () => {
        await storage.put('events/e1/a', Buffer.from('first version'));
        await storage.put('events/e1/a', Readable.from([Buffer.from('second')]));
        expect((await readAll((await storage.get('events/e1/a')).stream)).toString()).toBe(
          'second',
        );
      });

      it('throws ObjectNotFoundError for a missing key', async () => {
        await expect(storage.get('events/e1/missing')).rejects.toBeInstanceOf(ObjectNotFoundError);
        await storage.put('events/e1/folder/inner', Buffer.from('x'));
        // A "folder" of other keys is not an object either.
        await expect(storage.get('events/e1/folder')).rejects.toBeInstanceOf(ObjectNotFoundError);
      });
    });

    describe('ranges', () => {
      const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
      const key = 'events/e1/originals/ranged';

      beforeEach(async () => {
        await storage.put(key, data);
      });

      async function readRange(start: number, end?: number) {
        const got = await storage.get(key, end === undefined ? { start } : { start, end });
        return { ...got, bytes: await readAll(got.stream) };
      }

      it('serves the first byte', async () => {
        const got = await readRange(0, 0);
        expect(got.bytes).toEqual(data.subarray(0, 1));
        expect(got.range).toEqual({ start: 0, end: 0 });
        expect(got.size).toBe(1000);
      });

      it('serves a middle slice with an inclusive end', async () => {
        const got = await readRange(100, 199);
        expect(got.bytes).toEqual(data.subarray(100, 200));
        expect(got.range).toEqual({ start: 100, end: 199 });
      });

      it('serves from an offset to the end', async () => {
        const got = await readRange(990);
        expect(got.bytes).toEqual(data.subarray(990));
        expect(got.range).toEqual({ start: 990, end: 999 });
      });

      it('clamps an end past the last byte', async () => {
        const got = await readRange(998, 5000);
        expect(got.bytes).toEqual(data.subarray(998));
        expect(got.range).toEqual({ start: 998, end: 999 });
      });

      it.each([
        ['a start at the size', 1000, undefined],
        ['a start past the end', 5000, 6000],
        ['an end before the start', 10, 5],
        ['a negative start', -1, 10],
        ['a fractional start', 1.5, 10],
      ])('rejects %s with RangeNotSatisfiableError', async (_label, start, end) => {
        const error = await storage
          .get(key, end === undefined ? { start } : { start, end })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RangeNotSatisfiableError);
        expect((error as RangeNotSatisfiableError).size).toBe(1000);
        expect((error as RangeNotSatisfiableError).code).toBe('range_not_satisfiable');
      });

      it('rejects any range of an empty object', async () => {
        await storage.put('events/e1/empty', new Uint8Array(0));
        await expect(storage.get('events/e1/empty', { start: 0 })).rejects.toBeInstanceOf(
          RangeNotSatisfiableError,
        );
      });
    });

    describe('failed writes', () => {
      const key = 'events/e1/originals/m1';
      const previous = Buffer.from('the complete previous object');

      beforeEach(async () => {
        await storage.put(key, previous);
      });

      async function expectPrevious() {
        expect(await readAll((await storage.get(key)).stream)).toEqual(previous);
      }

      it('keeps the previous object when the source stream fails', async () => {
        const source = failingStream([randomBytes(64 * 1024), randomBytes(64 * 1024)]);
        await expect(storage.put(key, source)).rejects.toThrow('client went away');
        await expectPrevious();
      });

      it('stores nothing for a new key whose source fails', async () => {
        await expect(
          storage.put('events/e1/new', failingStream([randomBytes(1024)])),
        ).rejects.toThrow();
        expect(await storage.stat('events/e1/new')).toBeNull();
      });

      it('keeps the previous object when the source is destroyed mid-way', async () => {
        const source = new Readable({ read() {} });
        source.push(randomBytes(1024));
        const put = storage.put(key, source);
        setTimeout(() => source.destroy(), 5);
        await expect(put).rejects.toThrow();
        await expectPrevious();
      });

      it('keeps the previous object when the signal aborts', async () => {
        const controller = new AbortController();
        const source = new Readable({ read() {} });
        source.push(randomBytes(1024));
        const put = storage.put(key, source, { signal: controller.signal });
        setTimeout(() => controller.abort(), 5);
        await expect(put).rejects.toMatchObject({ name: 'AbortError' });
        await expectPrevious();
      });

      it('rejects an already aborted signal without writing', async () => {
        await expect(
          storage.put('events/e1/new', Buffer.from('x'), { signal: AbortSignal.abort() }),
        ).rejects.toMatchObject({ name: 'AbortError' });
        expect(await storage.exists('events/e1/new')).toBe(false);
      });

      it.each([
        ['fewer', 10, 11],
        ['more', 12, 11],
      ])('rejects a source with %s bytes than declared', async (_label, actual, declared) => {
        const error = await storage
          .put(key, Readable.from([randomBytes(actual)]), { size: declared })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StorageError);
        expect((error as StorageError).code).toBe('size_mismatch');
        await expectPrevious();
      });
    });

    it('ends concurrent puts to one key with one complete object', async () => {
      const key = 'events/e1/originals/contended';
      const versions = Array.from({ length: 8 }, () =>
        Array.from({ length: 16 }, () => randomBytes(16 * 1024)),
      );
      const hashes = versions.map((chunks) => sha256(Buffer.concat(chunks)));
      await Promise.all(versions.map((chunks) => storage.put(key, slowStream(chunks))));
      const got = await storage.get(key);
      expect(got.size).toBe(16 * 16 * 1024);
      expect(hashes).toContain(await sha256OfStream(got.stream));
    });

    describe('stat, exists and delete', () => {
      it('reports size and modification time, or null', async () => {
        const before = Date.now();
        await storage.put('events/e1/a', Buffer.from('12345'));
        const info = await storage.stat('events/e1/a');
        expect(info?.size).toBe(5);
        expect(info?.modifiedAt).toBeInstanceOf(Date);
        expect(info?.modifiedAt.getTime()).toBeGreaterThan(before - 5_000);
        expect(await storage.stat('events/e1/b')).toBeNull();
        expect(await storage.stat('events/e1/a/below-a-file')).toBeNull();
        expect(await storage.exists('events/e1/a')).toBe(true);
        expect(await storage.exists('events/e1/b')).toBe(false);
      });

      it('deletes idempotently', async () => {
        await storage.put('events/e1/a', Buffer.from('x'));
        await storage.delete('events/e1/a');
        expect(await storage.exists('events/e1/a')).toBe(false);
        await expect(storage.delete('events/e1/a')).resolves.toBeUndefined();
        await expect(storage.delete('events/never/there')).resolves.toBeUndefined();
      });
    });

    describe('deleteByPrefix and list', () => {
      beforeEach(async () => {
        await storage.put('events/ab/originals/x', Buffer.from('ab'));
        await storage.put('events/abc/originals/1', Buffer.from('one'));
        await storage.put('events/abc/originals/2', Buffer.from('two!'));
        await storage.put('events/abc/derivatives/1/thumb.webp', Buffer.from('thumb'));
        await storage.put('events/abcd/originals/y', Buffer.from('abcd'));
      });

      async function keys(prefix: string) {
        const found: { key: string; size: number }[] = [];
        for await (const { key, size } of storage.list(prefix)) found.push({ key, size });
        return found.sort((a, b) => (a.key < b.key ? -1 : 1));
      }

      it('lists every object under a prefix with its size', async () => {
        expect(await keys('events/abc/')).toEqual([
          { key: 'events/abc/derivatives/1/thumb.webp', size: 5 },
          { key: 'events/abc/originals/1', size: 3 },
          { key: 'events/abc/originals/2', size: 4 },
        ]);
        expect(await keys('events/ab/')).toEqual([{ key: 'events/ab/originals/x', size: 2 }]);
        expect(await keys('events/none/')).toEqual([]);
        for await (const listed of storage.list('events/ab/')) {
          expect(listed.modifiedAt).toBeInstanceOf(Date);
        }
      });

      it('deletes exactly the objects under a folder prefix', async () => {
        expect(await storage.deleteByPrefix('events/abc/')).toBe(3);
        expect(await keys('events/abc/')).toEqual([]);
        expect(await storage.exists('events/ab/originals/x')).toBe(true);
        expect(await storage.exists('events/abcd/originals/y')).toBe(true);
      });

      it('can be called again, and in small batches', async () => {
        expect(await storage.deleteByPrefix('events/abc/', { batchSize: 1 })).toBe(3);
        expect(await storage.deleteByPrefix('events/abc/', { batchSize: 1 })).toBe(0);
        expect(await storage.deleteByPrefix('events/never/')).toBe(0);
      });

      it('refuses a prefix that does not end at a folder boundary', async () => {
        for (const prefix of ['events/ab', 'events', '', '/', '../', 'events//']) {
          await expect(storage.deleteByPrefix(prefix)).rejects.toBeInstanceOf(InvalidKeyError);
          expect(() => storage.list(prefix)).toThrow(InvalidKeyError);
        }
        expect(await storage.exists('events/abc/originals/1')).toBe(true);
        expect(await storage.exists('events/abcd/originals/y')).toBe(true);
      });
    });

    it('rejects invalid keys in every method before touching anything', async () => {
      for (const key of ['', '/etc/passwd', '../outside', 'events/../../x', 'a\\b', 'a\0b']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
      }
    });
  });
}
