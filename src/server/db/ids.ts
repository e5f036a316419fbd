/**
 * Ids of stored rows that may appear in a URL: 128 random bits, base64url
 * (22 characters), so no one can guess another event's, album's or file's id.
 */
import { randomBytes } from 'node:crypto';

/** A new random id of 128 bits, base64url. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
