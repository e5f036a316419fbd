/**
 * What the guest page keeps for the guest between dialogs and reloads, so a phone in one hand
 * types things once:
 * - the name last sent with a photo, a wish or a voice message at this event, offered again in
 *   the next dialog (localStorage; a guest who sends without a name is offered none next time);
 * - a wish, or the message to go with photos, written and not sent (the dialog closed, or its
 *   sending could not start), offered again when that dialog opens, also after a reload of the
 *   tab (sessionStorage: the text; the files stay with the page).
 * Where storage is refused (in-app browsers, private modes) they live for this page only.
 */
import {
  guestbookLimits,
  maxBatchMessageLength,
  maxGuestNameLength,
} from '../../../shared/api/public-constants';
import { readStored, writeStored } from '../../shared/browser-storage';

const nameKey = (eventId: string) => `momenty-guest-name:${eventId}`;
/** A text a guest writes: a wish for the guestbook, or the message that goes with photos. */
export type DraftKind = 'wish' | 'photos';
const draftKey = (eventId: string, kind: DraftKind) => `momenty-guest-${kind}:${eventId}`;
const maxMessage: Record<DraftKind, number> = {
  wish: guestbookLimits.message,
  photos: maxBatchMessageLength,
};
// Where storage refuses (or drops) a write, the page keeps the value itself until it is closed.
const names = new Map<string, string>();
const drafts = new Map<string, DraftText | null>();

export interface DraftText {
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

/** The text written and not sent in this tab, if any (it is checked: storage is input too). */
export function readDraft(eventId: string, kind: DraftKind): DraftText | null {
  const key = draftKey(eventId, kind);
  if (drafts.has(key)) return drafts.get(key) ?? null;
  const stored = readStored('sessionStorage', key);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { guestName, message } = value as Record<string, unknown>;
    if (!validName(guestName) || typeof message !== 'string') return null;
    if (message.length > maxMessage[kind]) return null;
    return { guestName, message };
  } catch {
    return null;
  }
}

/**
 * Keeps a text not sent (`null`: sent). Without a message there is nothing to offer again: a name
 * alone (often the one the dialog offered) would hide a name sent later.
 */
export function storeDraft(eventId: string, kind: DraftKind, text: DraftText | null): void {
  const key = draftKey(eventId, kind);
  const kept = text?.message.trim() ? { guestName: text.guestName, message: text.message } : null;
  if (writeStored('sessionStorage', key, kept && JSON.stringify(kept))) drafts.delete(key);
  else drafts.set(key, kept);
}
