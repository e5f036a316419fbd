/**
 * What the guest page keeps for the guest between dialogs and reloads, so a phone in one hand
 * types things once:
 * - the name last sent with a photo, a wish or a voice message at this event, offered again in
 *   the next dialog (localStorage; a guest who sends without a name is offered none next time);
 * - a wish written and not sent (the dialog closed, or its sending could not start), offered
 *   again when the guestbook opens, also after a reload of the tab (sessionStorage: its text;
 *   attached files stay with the page).
 * Where storage is refused (in-app browsers, private modes) both live for this page only.
 */
import { guestbookLimits, maxGuestNameLength } from '../../../shared/api/public-constants';
import { readStored, writeStored } from '../../shared/browser-storage';

const nameKey = (eventId: string) => `momenty-guest-name:${eventId}`;
const wishKey = (eventId: string) => `momenty-guest-wish:${eventId}`;
// Where storage refuses (or drops) a write, the page keeps the value itself until it is closed.
const names = new Map<string, string>();
const wishes = new Map<string, WishText | null>();

export interface WishText {
  guestName: string;
  message: string;
}

const validName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxGuestNameLength;

export function readGuestName(eventId: string): string {
  // Kept by the page only when storage refused it.
  const remembered = names.get(eventId);
  if (remembered !== undefined) return remembered;
  const stored = readStored('localStorage', nameKey(eventId));
  return validName(stored) ? stored : '';
}

export function storeGuestName(eventId: string, name: string): void {
  const value = name.trim();
  if (!validName(value)) return;
  if (writeStored('localStorage', nameKey(eventId), value)) names.delete(eventId);
  else names.set(eventId, value);
}

/** The wish written and not sent in this tab, if any (its text is checked: storage is input too). */
export function readWishDraft(eventId: string): WishText | null {
  if (wishes.has(eventId)) return wishes.get(eventId) ?? null;
  const stored = readStored('sessionStorage', wishKey(eventId));
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { guestName, message } = value as Record<string, unknown>;
    if (!validName(guestName) || typeof message !== 'string') return null;
    if (message.length > guestbookLimits.message) return null;
    return { guestName, message };
  } catch {
    return null;
  }
}

/**
 * Keeps a wish not sent (`null`: sent). Without a message there is nothing to offer again: a name
 * alone (often the one the dialog offered) would hide a name sent later.
 */
export function storeWishDraft(eventId: string, wish: WishText | null): void {
  const kept = wish?.message.trim() ? wish : null;
  if (writeStored('sessionStorage', wishKey(eventId), kept && JSON.stringify(kept)))
    wishes.delete(eventId);
  else wishes.set(eventId, kept);
}
