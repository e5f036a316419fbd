/**
 * The names of the files of an event this browser has not finished sending, in localStorage: read
 * when the page opens (without loading the upload engine) to know whether a queue waits, and to
 * name every file to pick again when the browser no longer has their bytes.
 */
const prefix = 'momenty-queue::';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Files of `eventId` picked in this browser and not yet stored by the server. */
export function readUnfinishedNames(eventId: string): string[] {
  try {
    const raw = storage()?.getItem(`${prefix}${eventId}`);
    const names: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function writeUnfinishedNames(eventId: string, names: readonly string[]): void {
  try {
    if (names.length === 0) storage()?.removeItem(`${prefix}${eventId}`);
    else storage()?.setItem(`${prefix}${eventId}`, JSON.stringify(names));
  } catch {
    // Private mode or a full storage: the queue still works while the page stays open.
  }
}
