/**
 * The one way the web app reaches the browser's storage (and IndexedDB, which the upload queue
 * uses). In-app browsers, strict privacy
 * settings and private modes refuse it in different ways: the `localStorage` property is missing,
 * reading the property throws, a read or a write throws, storage is full, or a write is accepted
 * and dropped. None of these may break a page: a refused read is "nothing stored", and a write
 * says whether it held, so the caller can keep the value itself for as long as the page is open.
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage itself, or undefined where the browser has none or refuses it. */
export function browserStorage(kind: StorageKind): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    // Reading the property itself throws where storage is refused.
    return undefined;
  }
}

/** The browser's IndexedDB, or undefined where it has none or refuses it (reading it throws). */
export function browserIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored value, or null when there is none or storage is refused. */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores the value (`null` removes it) and reads it back, since some browsers accept a write and
 * drop it: whether it held.
 */
export function writeStored(kind: StorageKind, key: string, value: string | null): boolean {
  try {
    const store = browserStorage(kind);
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return store.getItem(key) === value;
  } catch {
    // Refused, or full.
    return false;
  }
}

/** Every stored key that starts with `prefix`, with its value; none when storage is refused. */
export function storedEntries(kind: StorageKind, prefix: string): [string, string][] {
  const found: [string, string][] = [];
  try {
    const store = browserStorage(kind);
    if (!store) return found;
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (!key?.startsWith(prefix)) continue;
      const value = store.getItem(key);
      if (value !== null) found.push([key, value]);
    }
  } catch {
    // Refused in the meantime: what was read so far.
  }
  return found;
}
