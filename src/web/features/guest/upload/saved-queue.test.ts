import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readUnfinishedNames } from './queue-names';
import { indexedDbJobStore, type SavedJob } from './saved-queue';

/** localStorage as a browser has it (this suite runs in Node). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const job = (files: SavedJob['files']): SavedJob => ({
  eventId: 'e1',
  kind: 'upload',
  guestName: 'Ania',
  batchId: 'b1',
  savedAt: 1,
  files,
});

describe('the queue in IndexedDB', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps the job with the files’ bytes across a new page (a new connection to the database)', async () => {
    const factory = new IDBFactory();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
    await indexedDbJobStore(factory).save(
      job([
        { name: 'a.jpg', type: 'image/jpeg', size: 6, sha256: 'ab', blob: photo, state: 'open' },
        { name: 'b.jpg', type: 'image/jpeg', size: 9, blob: null, state: 'stored' },
        { name: 'c.txt', type: 'image/jpeg', size: 3, blob: null, state: 'refused' },
      ]),
    );
    expect(readUnfinishedNames('e1')).toEqual(['a.jpg']);

    const reopened = indexedDbJobStore(factory);
    const kept = await reopened.load('e1');
    expect(kept).toMatchObject({ eventId: 'e1', guestName: 'Ania', batchId: 'b1' });
    expect(kept?.files.map((file) => file.state)).toEqual(['open', 'stored', 'refused']);
    const blob = kept?.files[0]?.blob;
    if (!blob) throw new Error('the photo was not kept');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(await reopened.load('other')).toBeUndefined();

    await reopened.remove('e1');
    expect(await reopened.load('e1')).toBeUndefined();
    expect(readUnfinishedNames('e1')).toEqual([]);
  });

  it('without IndexedDB, the names of the files to pick again are still kept', async () => {
    const store = indexedDbJobStore(undefined);
    await expect(
      store.save(job([{ name: 'a.jpg', type: 'image/jpeg', size: 1, blob: null, state: 'open' }])),
    ).rejects.toThrow();
    expect(readUnfinishedNames('e1')).toEqual(['a.jpg']);
  });

  it('where reading IndexedDB throws (site data refused), the store is made and every call fails', async () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const store = indexedDbJobStore();
      await expect(store.load('e1')).rejects.toThrow();
      await expect(
        store.save(
          job([{ name: 'a.jpg', type: 'image/jpeg', size: 1, blob: null, state: 'open' }]),
        ),
      ).rejects.toThrow();
      expect(readUnfinishedNames('e1')).toEqual(['a.jpg']);
    } finally {
      Reflect.deleteProperty(globalThis, 'indexedDB');
    }
  });

  it('ignores a damaged list of names', () => {
    localStorage.setItem('momenty-queue::e1', '{not json');
    expect(readUnfinishedNames('e1')).toEqual([]);
    localStorage.setItem('momenty-queue::e1', JSON.stringify(['a.jpg', 3, null]));
    expect(readUnfinishedNames('e1')).toEqual(['a.jpg']);
  });
});
