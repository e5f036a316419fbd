/** Validation of storage keys and prefixes, shared by every storage backend. */
import { InvalidKeyError } from './storage';

/** Longest accepted key, in characters (S3 allows 1024 bytes of UTF-8; this leaves room). */
export const MAX_KEY_LENGTH = 512;

/** Longest accepted path segment, in UTF-8 bytes (the usual file-system name limit). */
const MAX_SEGMENT_BYTES = 255;

/** First segment reserved by local storage for its temporary files. */
export const RESERVED_TOP_LEVEL = '.tmp';

// Control characters (C0, DEL, C1), including NUL, CR, LF and TAB.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Check that `key` is a relative POSIX path that is safe on every backend:
 * not empty, at most {@link MAX_KEY_LENGTH} characters, no leading or double
 * or trailing `/`, no `.` or `..` segment, no backslash, no control
 * characters (NUL included), and not under the reserved `.tmp/` folder.
 * @throws {InvalidKeyError}
 */
export function validateKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (CONTROL_CHARACTERS.test(key)) throw new InvalidKeyError(key, 'contains a control character');
  if (key.includes('\\')) throw new InvalidKeyError(key, 'contains a backslash');
  if (key.startsWith('/')) throw new InvalidKeyError(key, 'is absolute');
  if (/^[a-zA-Z]:/.test(key)) throw new InvalidKeyError(key, 'starts with a drive letter');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidKeyError(key, 'has an empty segment');
    if (segment === '.' || segment === '..') {
      throw new InvalidKeyError(key, `has a "${segment}" segment`);
    }
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      throw new InvalidKeyError(key, `has a segment longer than ${MAX_SEGMENT_BYTES} bytes`);
    }
  }
  if (segments[0] === RESERVED_TOP_LEVEL) {
    throw new InvalidKeyError(key, `is under the reserved folder ${RESERVED_TOP_LEVEL}/`);
  }
}

/**
 * Check that `prefix` names a folder: a valid key followed by `/`, such as
 * `events/abc/`. Requiring the slash makes `events/ab/` unable to match
 * `events/abc/...`; requiring a key before it forbids the empty prefix.
 * @throws {InvalidKeyError}
 */
export function validatePrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new InvalidKeyError(String(prefix), 'a prefix must end with "/"');
  }
  validateKey(prefix.slice(0, -1));
}
