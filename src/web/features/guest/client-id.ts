/**
 * The browser's random id sent with every batch, so the server can tell which
 * files it already has from this guest (same content hash). Kept in
 * localStorage; when storage is refused (in-app browsers, private modes) it
 * lives for this page only.
 */
import { readStored, writeStored } from '../../shared/browser-storage';

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
  if (memory) return memory;
  const stored = readStored('localStorage', storageKey);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const created = randomId();
  // Where storage refuses or drops the write, the id lives for this page only.
  if (!writeStored('localStorage', storageKey, created)) memory = created;
  return created;
}
