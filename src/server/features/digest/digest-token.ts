/**
 * The digest e-mail's opt-out token: the event and host ids, signed with the server's secret
 * (HMAC-SHA-256), so the one-click link works without signing in and cannot be made up.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`digest-opt-out:${payload}`).digest('base64url');
}

/** The token of one host's digest of one event. */
export function digestOptOutToken(secret: string, eventId: string, userId: string): string {
  const payload = Buffer.from(JSON.stringify([eventId, userId])).toString('base64url');
  // `~`, not `.`: the link's path must not look like a file name with an extension.
  return `${payload}~${sign(secret, payload)}`;
}

/** The host and event a token names, or null when it is not one this secret signed. */
export function readDigestOptOutToken(
  secret: string,
  token: string,
): { eventId: string; userId: string } | null {
  const [payload, signature, ...rest] = token.split('~');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { eventId: value[0], userId: value[1] };
    }
  } catch {
    // not JSON: not ours
  }
  return null;
}
