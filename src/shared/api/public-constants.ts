/**
 * The guest API's constants and value lists (no schemas, so no zod): what the guest entry needs
 * at its first view. ./public builds the schemas from them and re-exports them.
 */
import { maxGuestbookFiles, maxGuestbookMessageLength, maxVoiceSeconds } from '../domain/limits';

/** The id of the demo event behind /test-event. */
export const demoEventId = 'test-event';

/**
 * Marks the photo picker in the guest page's first HTML (the server's picture of the page): a
 * guest may pick before any script has arrived, and the page takes those files when it starts.
 */
export const shellPickerAttribute = 'data-shell-picker';

/**
 * The guest page's first HTML: "message" and "voice" there are links to these places in the page
 * itself, so a tap before any script has arrived marks the address, and the page opens that
 * dialog when it starts.
 */
export const shellActionHashes = { message: '#message', voice: '#voice' } as const;

/**
 * A protected event's first HTML: the password field (typed into before any script has arrived)
 * and "enter", a link to this place in the page. The page takes what was typed, and sends it when
 * "enter" was tapped.
 */
export const shellPasswordAttribute = 'data-shell-password';
export const shellUnlockHash = '#unlock';

/** Longest guest name, in characters. */
export const maxGuestNameLength = 80;
/** Longest message on a photo upload (guestbook entries have their own limit). */
export const maxBatchMessageLength = maxGuestbookMessageLength;
/** The browser's random id (kept in local storage) that finds files it already sent. */
export const clientIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
/** Lower-case hex SHA-256. */
export const sha256Pattern = /^[0-9a-f]{64}$/;

/** Why guests cannot use an event at all. */
export const unavailableReasons = ['unpaid', 'expired'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

/**
 * Whether guests may upload now: `open`; `notYetActive` (before the activation date,
 * "You can upload photos from {date}"); `ended` (upload window over, "Your version allows
 * uploads for {days} days"); `disabled` (the owner turned uploads off, or the demo event).
 */
export const uploadStates = ['open', 'notYetActive', 'ended', 'disabled'] as const;
export type UploadState = (typeof uploadStates)[number];

export const batchKinds = ['upload', 'guestbook', 'voice'] as const;
export type BatchKind = (typeof batchKinds)[number];

/**
 * What the server has for each declared file of a batch: `missing` (not begun), `uploading`
 * (bytes arriving), `processing` (stored, its picture being made), `ready` (stored and shown),
 * `failed` (stored, but no picture can be made of it: a broken or hostile file).
 */
export const batchFileStates = ['missing', 'uploading', 'processing', 'ready', 'failed'] as const;

export type BatchFileState = (typeof batchFileStates)[number];

/** Guestbook limits re-exported for the forms. */
export const guestbookLimits = {
  files: maxGuestbookFiles,
  message: maxGuestbookMessageLength,
  voiceSeconds: maxVoiceSeconds,
} as const;

export const mediaKinds = ['photo', 'video', 'audio'] as const;

/** Items per page of the guests' lists when `limit` is absent. */
export const publicListDefaultLimit = 60;

/**
 * A guest's own item as "my photos" lists it: `processing` (its picture being made), `visible`
 * (in the gallery, or waiting for the reveal), `hidden` (by the hosts), `failed` (can't be shown).
 */
export const myItemStates = ['processing', 'visible', 'hidden', 'failed'] as const;
export type MyItemState = (typeof myItemStates)[number];

/** How long after sending a guest may delete their own item (also never after the upload window). */
export const selfDeleteHours = 24;
