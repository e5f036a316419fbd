/**
 * What a guest's browser carries, and the keys that sign it. The HTTP edge
 * reads a request's cookies once into {@link GuestCredentials}; the guest gate
 * (guest-gate.ts) and the device throttle read them from there, so no service
 * ever parses a Cookie header.
 *
 * The guest's key to a password-protected event: an HttpOnly cookie per event
 * (`momenty_guest_<eventId>`), signed with a key derived from the server's auth
 * secret and bound to the event's current password hash, so a changed (or
 * removed and set again) password locks every guest out again. SameSite=Lax so
 * it also works in the in-app browsers of Messenger, Instagram and WhatsApp.
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { newId } from '../db/ids';

/** Prefix of the per-event cookie names. */
export const guestCookiePrefix = 'momenty_guest_';

/**
 * The guest identity: a signed, HttpOnly cookie that tells one device from another, with no
 * account. Wrong password guesses count per device; "my photos", shots and self-delete follow it.
 */
export const deviceCookieName = 'momenty_device';
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** How long the unlock holds, in seconds (30 days). */
export const guestCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** What the check needs of an event. */
export type GuestAccessEvent = { id: string; passwordHash: string | null };

/** Anything with headers: a fetch Request's Headers, or a plain getter. */
export type HeaderSource = { get(name: string): string | null | undefined };

/** A request's guest cookies (unlock cookies per event, the device cookie), read once at the edge. */
export type GuestCredentials = { readonly cookies: ReadonlyMap<string, string> };

/** The guest credentials in a Cookie header. */
export function guestCredentials(cookieHeader: string | null | undefined): GuestCredentials {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === deviceCookieName || name.startsWith(guestCookiePrefix)) {
      if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
    }
  }
  return { cookies };
}

/** The guest credentials of a request's headers. */
export function credentialsOf(headers: HeaderSource): GuestCredentials {
  return guestCredentials(headers.get('cookie'));
}

export function guestCookieName(eventId: string): string {
  return `${guestCookiePrefix}${eventId}`;
}

export type GuestKeys = ReturnType<typeof createGuestKeys>;

export function createGuestKeys(options: {
  /** The server's auth secret; a separate key is derived from it. */
  secret: string;
  /** Adds `Secure` (BASE_URL is https). */
  secure: boolean;
  now?: () => Date;
}) {
  const key = createHmac('sha256', options.secret).update('momenty guest access v1').digest();
  const now = options.now ?? (() => new Date());

  function signature(eventId: string, passwordHash: string, issuedAt: number): Buffer {
    return createHmac('sha256', key).update(`${eventId}\n${passwordHash}\n${issuedAt}`).digest();
  }

  /** Whether the cookie value opens this event with its current password. */
  function verify(value: string | undefined, event: GuestAccessEvent): boolean {
    if (event.passwordHash === null) return true;
    if (!value) return false;
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return false;
    const issuedAt = Number(match[1]);
    const ageSeconds = now().getTime() / 1000 - issuedAt;
    if (ageSeconds < -300 || ageSeconds > guestCookieMaxAgeSeconds) return false;
    const expected = signature(event.id, event.passwordHash, issuedAt);
    const given = Buffer.from(match[2] as string, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function deviceSignature(id: string): string {
    return createHmac('sha256', key).update(`device\n${id}`).digest('base64url');
  }

  /** The device id of a valid signed cookie, or null (missing, damaged or forged). */
  function knownDevice(credentials: GuestCredentials): string | null {
    const value = credentials.cookies.get(deviceCookieName);
    const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return null;
    const id = match[1] as string;
    const given = Buffer.from(match[2] as string, 'base64url');
    const expected = Buffer.from(deviceSignature(id), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  return {
    knownDevice,

    /**
     * This browser's device id from its signed cookie, or a new one with the Set-Cookie header
     * that gives it (a missing, damaged or forged cookie gets a new id).
     */
    device(credentials: GuestCredentials): { id: string; setCookie: string | null } {
      const known = knownDevice(credentials);
      if (known) return { id: known, setCookie: null };
      const id = newId();
      const setCookie = [
        `${deviceCookieName}=${id}.${deviceSignature(id)}`,
        'Path=/',
        `Max-Age=${deviceCookieMaxAgeSeconds}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
      return { id, setCookie };
    },

    /** The Set-Cookie header that unlocks `event` (which has a password) for this browser. */
    unlockCookie(event: GuestAccessEvent & { passwordHash: string }): string {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const value = `${issuedAt}.${signature(event.id, event.passwordHash, issuedAt).toString('base64url')}`;
      return [
        `${guestCookieName(event.id)}=${value}`,
        'Path=/',
        `Max-Age=${guestCookieMaxAgeSeconds}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
    },

    /** Whether these credentials open `event` (always, without a password). */
    opens(credentials: GuestCredentials, event: GuestAccessEvent): boolean {
      return verify(credentials.cookies.get(guestCookieName(event.id)), event);
    },
  };
}
