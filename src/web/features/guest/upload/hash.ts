/**
 * SHA-256 of a file before it is sent, so the server can say which files it
 * already has from this browser. Only files up to {@link maxHashBytes} are
 * hashed (crypto.subtle needs the whole file in memory; a phone must not
 * hold a 1 GB video twice); larger ones, and browsers without crypto.subtle
 * (plain-HTTP pages), are sent without a hash and are simply not deduplicated.
 */

/** Largest file hashed in memory: every photo (≤ 20 MB) and voice message fits. */
export const maxHashBytes = 64 * 1024 * 1024;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Lower-case hex SHA-256 of `file`, or undefined when it is not hashed (see above). */
export async function hashFile(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || file.size === 0 || file.size > maxHashBytes) return undefined;
  try {
    return toHex(await subtle.digest('SHA-256', await file.arrayBuffer()));
  } catch {
    // Out of memory or a file that vanished from the picker: send it without a hash.
    return undefined;
  }
}
