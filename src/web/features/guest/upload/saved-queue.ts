/**
 * The guest's queue kept on the device until the server confirms each file: the job (what was
 * picked, the form's fields, the batch) with the files' bytes in IndexedDB, so a reload, a closed
 * tab or a crashed browser reopened on the same link continues without picking anything again.
 * Beside it, a small list in localStorage names the files not yet stored (see queue-names.ts): when
 * the browser has evicted the bytes (or refused them for want of space), the page names every file
 * to pick again. Stored and refused files give their bytes back at once.
 */
import type { BatchKind } from '../../../../shared/api/public';
import { browserIndexedDb } from '../../../shared/browser-storage';
import { writeUnfinishedNames } from './queue-names';

/** `open`: not confirmed yet; `stored`: the server has it; `refused`: it never will (by content). */
export type SavedFileState = 'open' | 'stored' | 'refused';

export interface SavedFile {
  name: string;
  type: string;
  size: number;
  durationSeconds?: number;
  sha256?: string;
  /** The bytes; null once stored or refused, or when the browser would not keep them. */
  blob: Blob | null;
  state: SavedFileState;
}

export interface SavedJob {
  eventId: string;
  kind: BatchKind;
  albumId?: string;
  guestName?: string;
  promptId?: string;
  message?: string;
  /** The batch the server declared for it (null until it answers). */
  batchId: string | null;
  files: SavedFile[];
  savedAt: number;
}

/** Where jobs are kept: one per event and browser. */
export interface JobStore {
  load(eventId: string): Promise<SavedJob | undefined>;
  save(job: SavedJob): Promise<void>;
  remove(eventId: string): Promise<void>;
}

const databaseName = 'momenty-uploads';
const storeName = 'jobs';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });
}

/** Names of the files still to be stored: what the guest must pick again if the bytes are lost. */
export function unfinishedNames(job: SavedJob): string[] {
  return job.files.filter((file) => file.state === 'open').map((file) => file.name);
}

/**
 * Jobs in IndexedDB. A job whose bytes do not fit (the quota) is kept without the bytes of its
 * largest files, then without any, so its names still reach the list of files to pick again.
 * Where the browser refuses IndexedDB, every call fails and the queue runs for the page only.
 */
export function indexedDbJobStore(factory: IDBFactory | undefined = browserIndexedDb()): JobStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(storeName, { keyPath: 'eventId' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    }).catch((error) => {
      opened = null;
      throw error;
    });
    return opened;
  };

  async function put(job: SavedJob): Promise<void> {
    const db = await database();
    const transaction = db.transaction(storeName, 'readwrite');
    transaction.objectStore(storeName).put(job);
    await finished(transaction);
  }

  return {
    async load(eventId) {
      const db = await database();
      const found = await promised(
        db.transaction(storeName, 'readonly').objectStore(storeName).get(eventId),
      );
      return (found as SavedJob | undefined) ?? undefined;
    },
    async save(job) {
      writeUnfinishedNames(job.eventId, unfinishedNames(job));
      try {
        await put(job);
      } catch {
        // Too big for the quota: keep the small files' bytes, then none.
        const sizes = job.files
          .filter((file) => file.blob)
          .map((file) => file.size)
          .sort((a, b) => a - b);
        const half = sizes[Math.floor(sizes.length / 2)] ?? 0;
        try {
          await put({
            ...job,
            files: job.files.map((file) => (file.size > half ? { ...file, blob: null } : file)),
          });
        } catch {
          await put({ ...job, files: job.files.map((file) => ({ ...file, blob: null })) });
        }
      }
    },
    async remove(eventId) {
      writeUnfinishedNames(eventId, []);
      const db = await database();
      const transaction = db.transaction(storeName, 'readwrite');
      transaction.objectStore(storeName).delete(eventId);
      await finished(transaction);
    },
  };
}
