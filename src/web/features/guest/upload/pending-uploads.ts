/**
 * Unfinished uploads of an event left by an earlier visit (their tus URLs are
 * still in localStorage): the page asks the guest to pick those files again,
 * and they continue where they stopped. Read without loading tus-js-client.
 */
const prefix = 'momenty-tus::';

/** File names of unfinished uploads of `eventId` remembered in this browser. */
export function pendingUploadNames(eventId: string): string[] {
  const names = new Set<string>();
  try {
    const storage = globalThis.localStorage;
    if (!storage) return [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(`${prefix}${eventId}:`)) continue;
      try {
        const entry = JSON.parse(storage.getItem(key) ?? '') as {
          metadata?: { filename?: string };
        };
        if (entry.metadata?.filename) names.add(entry.metadata.filename);
      } catch {
        // A damaged entry is ignored.
      }
    }
  } catch {
    return [];
  }
  return [...names];
}
