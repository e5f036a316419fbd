/**
 * The names of the files of an event this browser has not finished sending, in localStorage: read
 * when the page opens (without loading the upload engine) to know whether a queue waits, and to
 * name every file to pick again when the browser no longer has their bytes.
 */
import { readStored, writeStored } from '../../../shared/browser-storage';

const prefix = 'momenty-queue::';

/** Files of `eventId` picked in this browser and not yet stored by the server. */
export function readUnfinishedNames(eventId: string): string[] {
  try {
    const raw = readStored('localStorage', `${prefix}${eventId}`);
    const names: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
  } catch {
    // Not JSON: nothing this page can name.
    return [];
  }
}

export function writeUnfinishedNames(eventId: string, names: readonly string[]): void {
  // Private mode or a full storage: the queue still works while the page stays open.
  writeStored('localStorage', `${prefix}${eventId}`, names.length ? JSON.stringify(names) : null);
}
