/**
 * The browser's random id sent with every batch, so the server can tell which
 * files it already has from this guest (same content hash). Kept in
 * localStorage; when storage is refused (in-app browsers, private modes) it
 * lives for this page only.
 */
const storageKey = 'momenty-guest-client';
let memory: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function guestClientId(): string {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const created = randomId();
    globalThis.localStorage?.setItem(storageKey, created);
    // Read back: some browsers accept the write and drop it.
    if (globalThis.localStorage?.getItem(storageKey) === created) return created;
  } catch {
    // Storage refused: fall through to memory.
  }
  memory ??= randomId();
  return memory;
}
