/**
 * The guest side's API (no account): the guest page's data, the password
 * unlock, upload batches (what a guest sends at once: photos and videos, a
 * guestbook entry, or a voice message) and the tus upload metadata. Shared by
 * the server (validation, OpenAPI) and the web app (types, client checks).
 * Validation messages are i18n keys (`validation.*`).
 *
 * Routes:
 * - GET  /api/public/events/{eventId}            → PublicEventResponse (404 eventNotFound)
 *   `test-event` answers a built-in demo event (stored nowhere) whose uploads are disabled.
 * - POST /api/public/events/{eventId}/unlock     ← UnlockRequest → 204 and an HttpOnly cookie
 *   for that event alone (401 incorrectPassword, 429 rateLimited).
 * - POST /api/public/events/{eventId}/batches    ← CreateBatchRequest → CreateBatchResponse
 *   (401 eventLocked, 402 eventUnpaid, 403 notActivatedYet | uploadPeriodExpired |
 *   uploadsDisabled | fileLimitReached | videoNotInPlan | videoLimitReached, 400 validation).
 * - GET  /api/public/events/{eventId}/media      → PublicMediaListResponse (visible, ready items,
 *   newest first, `?cursor=&limit=`; 403 forbidden when the owner hides the guest gallery).
 * - GET  /api/public/events/{eventId}/guestbook  → PublicGuestbookResponse (visible entries,
 *   newest first, `?cursor=&limit=`; 403 forbidden when the owner hides the guestbook).
 *   Both answer 401 eventLocked, 402 eventUnpaid, 410 downloadExpired like the batches.
 * - POST /api/uploads (tus 1.0.0, creation + termination) with the metadata below; each file of a
 *   batch is one tus upload. PATCH /api/uploads/{uploadId} sends chunks; HEAD resumes; DELETE
 *   cancels (its slot goes back). Creation needs Upload-Length (no deferred length) and checks,
 *   atomically with reserving the file's slot: 400 validation | badRequest (metadata, size or type
 *   other than declared), 401 eventLocked, 402 eventUnpaid, 403 notActivatedYet | uploadPeriodExpired
 *   | uploadsDisabled | fileLimitReached | videoNotInPlan | videoLimitReached, 404 eventNotFound |
 *   photoGroupNotFound, 413 fileTooLarge, and 409 conflict when this file of the batch is stored
 *   already (treat it as done). A new upload of a file whose earlier upload was abandoned takes over
 *   its slot. The last PATCH answers 204 with `Upload-Media-Id`, or 415 invalidFileType when the
 *   bytes are not what the type says (the slot is released). Errors are our JSON error body in the
 *   language of the Accept-Language header (set it in tus-js-client's `headers` to the page's
 *   language; PATCH URLs carry no query); the password cookie travels with the requests (same
 *   origin). Unfinished uploads expire after UPLOAD_EXPIRY_HOURS (default 24).
 */
import { z } from 'zod';
import { eventTypes } from '../domain/event-validation';
import { maxFilesPerBatch, maxGuestbookMessageLength } from '../domain/limits';
import { planIds } from '../domain/plans';
import { maxPromptLength, maxPrompts } from '../domain/prompts';
import { revealModes } from '../domain/reveal';
import { languages } from '../i18n/index';
import { eventStyleSchema } from './events';
import {
  batchFileStates,
  batchKinds,
  clientIdPattern,
  maxGuestNameLength,
  mediaKinds,
  myItemStates,
  sha256Pattern,
  unavailableReasons,
  uploadStates,
} from './public-constants';

// The constants and value lists without schemas live in ./public-constants (the guest entry
// imports them without zod); they are part of this module's API too.
export * from './public-constants';

/** What a locked or unavailable event still shows: enough to style the password prompt. */
export const publicEventTeaserSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(languages),
  style: eventStyleSchema,
});
export type PublicEventTeaser = z.infer<typeof publicEventTeaserSchema>;

export const publicAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;

/** Everything the guest page needs of an open event. */
export const publicEventSchema = publicEventTeaserSchema.extend({
  /** YYYY-MM-DD or null. */
  eventDate: z.string().nullable(),
  type: z.enum(eventTypes),
  timeZone: z.string(),
  plan: z.enum(planIds),
  /** True for the /test-event demo. */
  demo: z.boolean(),
  /** The page asks for a password (a guest passing the link on must pass that on too). */
  passwordProtected: z.boolean(),
  uploadState: z.enum(uploadStates),
  /** First and last upload day (YYYY-MM-DD, the event's zone) and the plan's upload days. */
  uploadWindow: z.object({
    firstDay: z.string(),
    lastDay: z.string(),
    days: z.number().int(),
    /** ISO instant the window closes. */
    end: z.string(),
  }),
  /** Whether guests see the event's photos (false: an upload-only event). */
  galleryVisible: z.boolean(),
  /** Whether guests see the guestbook entries (leaving one is always possible). */
  guestbookVisible: z.boolean(),
  slideshowVisible: z.boolean(),
  slideshowIntervalSeconds: z.number().int(),
  /** The owner allows guest ZIP downloads, the upload window is over, and the photos are revealed. */
  guestDownloadAvailable: z.boolean(),
  /** Albums, the default first; a choice is offered when there are several. */
  albums: z.array(publicAlbumSchema),
  /** What may still be uploaded; null = unlimited. */
  allowance: z.object({
    files: z.number().int().nullable(),
    videos: z.number().int().nullable(),
    /** Whether the plan takes videos at all. */
    videoAllowed: z.boolean(),
  }),
  /**
   * Reveal mode: `revealed` false until the reveal (`at`, or null when the hosts reveal by hand);
   * `shots` per guest (null: no limit) and this device's `shotsLeft`.
   */
  reveal: z.object({
    mode: z.enum(revealModes),
    at: z.string().nullable(),
    revealed: z.boolean(),
    shots: z.number().int().nullable(),
    shotsLeft: z.number().int().nullable(),
  }),
  /** The hosts' photo challenges, in their order (none below the standard plan). */
  prompts: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventResponseSchema = z.discriminatedUnion('access', [
  z.object({ access: z.literal('open'), event: publicEventSchema }),
  /** A password is set and this browser has not given it: show the password prompt. */
  z.object({ access: z.literal('locked'), event: publicEventTeaserSchema }),
  z.object({
    access: z.literal('unavailable'),
    reason: z.enum(unavailableReasons),
    event: publicEventTeaserSchema,
  }),
]);
export type PublicEventResponse = z.infer<typeof publicEventResponseSchema>;

export const unlockRequestSchema = z.object({
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200),
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

// ------------------------------------------------------------------ batches

/** A file the guest is about to send, declared before its tus upload starts. */
export const declaredFileSchema = z.object({
  name: z.string().min(1).max(255),
  /** Bytes. */
  size: z.number().int().min(1),
  /** The browser's MIME type (checked against the kind's accepted types). */
  type: z.string().max(127),
  /** Hex SHA-256 of the content when the browser could compute it (dedupe). */
  sha256: z.string().regex(sha256Pattern).optional(),
  /** Voice messages: recorded length in seconds. */
  durationSeconds: z.number().min(0).optional(),
});
export type DeclaredFile = z.infer<typeof declaredFileSchema>;

const guestName = z
  .string()
  .trim()
  .max(maxGuestNameLength, { error: 'validation.guestbook.nameTooLong' });
const message = z
  .string()
  .trim()
  .max(maxGuestbookMessageLength, { error: 'validation.guestbook.messageTooLong' });

/**
 * POST …/batches. `upload`: 1–20 photos/videos (at most 1 video), optional name and message.
 * `guestbook`: name and message required, 0–3 attached photos/videos. `voice`: exactly one
 * audio file of at most 5 minutes, optional name. Limits, the upload window, payment,
 * uploads-enabled and the password are checked; nothing is reserved yet (each tus upload
 * reserves its own slot atomically when it is created).
 */
export const createBatchRequestSchema = z.object({
  kind: z.enum(batchKinds),
  /** Omitted: the default album. */
  albumId: z.string().max(64).optional(),
  guestName: guestName.optional(),
  message: message.optional(),
  clientId: z.string().regex(clientIdPattern),
  files: z.array(declaredFileSchema).max(maxFilesPerBatch),
  /** The photo challenge these photos answer (uploads only). */
  promptId: z.string().min(1).max(64).optional(),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

export const createBatchResponseSchema = z.object({
  batchId: z.string(),
  albumId: z.string(),
  /** Indexes (into `files`) the server already has from this browser: do not send them. */
  alreadyUploaded: z.array(z.number().int()),
});
export type CreateBatchResponse = z.infer<typeof createBatchResponseSchema>;

/** `GET /api/public/events/{eventId}/batches/{batchId}?clientId=`: the browser that declared it only. */
export const batchStateQuerySchema = z.object({ clientId: z.string().regex(clientIdPattern) });

export const batchStateResponseSchema = z.object({
  files: z.array(z.object({ index: z.number().int(), state: z.enum(batchFileStates) })),
});
export type BatchStateResponse = z.infer<typeof batchStateResponseSchema>;

// ------------------------------------------------------------------ tus

/**
 * Upload-Metadata keys of a tus upload (values base64 as tus requires). The server rejects a
 * creation without Upload-Length, with unknown or missing keys, or for a batch of another event.
 */
/** Whether a text is free of NUL characters (the database cannot store them). */
function noNul(text: string): boolean {
  return !text.includes('\0');
}

/** tus Upload-Metadata, every value a decoded text; `fileIndex` only in plain decimal ('0x0', ' 0 ', '+0' are refused). */
export const uploadMetadataSchema = z.object({
  eventId: z.string().min(1).max(64).refine(noNul, 'errors.forbiddenCharacters'),
  batchId: z.string().min(1).max(64).refine(noNul, 'errors.forbiddenCharacters'),
  /** Index of this file in the batch's `files`. */
  fileIndex: z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,3})$/, 'validation.upload.invalidType')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(0)
        .max(maxFilesPerBatch - 1),
    ),
  filename: z.string().min(1).max(255).refine(noNul, 'errors.forbiddenCharacters'),
  filetype: z.string().max(127).refine(noNul, 'errors.forbiddenCharacters'),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

// ------------------------------------------------------------------ media

/** One item guests (and the owner's gallery) see; URLs under /media/{eventId}/{mediaId}/…. */
export const publicMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  albumId: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** Tiny preview (data URL) shown before the thumbnail loads. */
  placeholder: z.string().nullable(),
  urls: z.object({
    thumb: z.string().nullable(),
    large: z.string().nullable(),
    original: z.string(),
    poster: z.string().nullable(),
  }),
  guestName: z.string().nullable(),
  /** The photo challenge it answers, if any (see the event's `prompts`). */
  promptId: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicMedia = z.infer<typeof publicMediaSchema>;

export const publicMediaListResponseSchema = z.object({
  items: z.array(publicMediaSchema),
  nextCursor: z.string().nullable(),
});
export type PublicMediaListResponse = z.infer<typeof publicMediaListResponseSchema>;

/** `?cursor=&limit=` of the guests' lists; the cursor is opaque (the previous `nextCursor`). */
export const publicListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type PublicListQuery = z.infer<typeof publicListQuerySchema>;

/** One guestbook entry as guests see it; `media` are its ready, visible attachments. */
export const publicGuestbookEntrySchema = z.object({
  id: z.string(),
  guestName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  media: z.array(publicMediaSchema),
});
export type PublicGuestbookEntry = z.infer<typeof publicGuestbookEntrySchema>;

export const publicGuestbookResponseSchema = z.object({
  items: z.array(publicGuestbookEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PublicGuestbookResponse = z.infer<typeof publicGuestbookResponseSchema>;

// ------------------------------------------------------------------ my uploads

/**
 * One item this device sent ("my photos"): a photo, video or voice message, or a written wish
 * (`kind: 'wish'` with its `message`); `deletableUntil` null when it can't be deleted any more.
 */
export const myItemSchema = z.object({
  id: z.string(),
  kind: z.enum([...mediaKinds, 'wish']),
  message: z.string().nullable(),
  state: z.enum(myItemStates),
  thumb: z.string().nullable(),
  guestName: z.string().nullable(),
  promptId: z.string().nullable(),
  createdAt: z.string(),
  deletableUntil: z.string().nullable(),
});
export type MyItem = z.infer<typeof myItemSchema>;

/** `GET …/mine`: everything this device sent to the event, newest first. */
export const myItemsResponseSchema = z.object({ items: z.array(myItemSchema) });
export type MyItemsResponse = z.infer<typeof myItemsResponseSchema>;

/** `PATCH …/mine`: the "from" name on everything this device sent (empty: no name). */
export const renameMineRequestSchema = z.object({ guestName });
export type RenameMineRequest = z.infer<typeof renameMineRequestSchema>;

// ------------------------------------------------------------------ photo challenges

/** `GET/PUT /api/events/{eventId}/prompts`: the event's challenges in order. */
export const promptSchema = z.object({ id: z.string(), title: z.string() });
export type Prompt = z.infer<typeof promptSchema>;

export const promptsResponseSchema = z.object({ prompts: z.array(promptSchema) });
export type PromptsResponse = z.infer<typeof promptsResponseSchema>;

/** The whole list: kept ids keep their photos; a prompt left out is deleted (its photos stay). */
export const putPromptsRequestSchema = z.object({
  prompts: z
    .array(
      z.object({
        id: z.string().min(1).max(64).optional(),
        title: z
          .string()
          .trim()
          .min(1, { error: 'validation.prompts.titleRequired' })
          .max(maxPromptLength, { error: 'validation.prompts.titleTooLong' }),
      }),
    )
    .max(maxPrompts, { error: 'validation.prompts.tooMany' }),
});
export type PutPromptsRequest = z.infer<typeof putPromptsRequestSchema>;
