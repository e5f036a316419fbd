/**
 * What the owner does with what guests sent: the album grid (list, hide, move,
 * delete), the guestbook as the owner sees it, live updates (server-sent
 * events), ZIP downloads in parts and the guestbook PDF. Shared by the server
 * (validation, OpenAPI) and the web app (types, client checks). Validation
 * messages are i18n keys (`validation.*`).
 *
 * Owner routes (signed in; 404 eventNotFound for anyone else's event):
 * - GET    /api/events/{eventId}/media        ?OwnerMediaQuery → OwnerMediaListResponse
 *   Every item that finished uploading (processing, ready or failed), hidden ones too.
 * - PATCH  /api/events/{eventId}/media        ← UpdateMediaRequest → OwnerMediaItemsResponse
 *   Hide or show, and/or move to another album of the same event (counters move with them).
 * - DELETE /api/events/{eventId}/media        ← MediaSelection → DeleteMediaResponse
 *   Removes the rows and the stored files; the plan's allowance goes back.
 *   More than `maxGridSelection` ids answer 400 validation (`validation.selection.tooMany`).
 * - GET    /api/events/{eventId}/guestbook    ?OwnerGuestbookQuery → OwnerGuestbookResponse
 *   Every entry (text entries and voice messages), hidden ones too, newest first.
 * - PATCH  /api/events/{eventId}/guestbook/{entryId} ← UpdateGuestbookEntryRequest → OwnerGuestbookEntryResponse
 * - DELETE /api/events/{eventId}/guestbook/{entryId} → 204 (its attachments go too)
 * - GET    /api/events/{eventId}/live         → text/event-stream of LiveMessage (see below)
 * - GET    /api/events/{eventId}/downloads    ?DownloadQuery → DownloadPlan
 * - GET    /api/events/{eventId}/download.zip ?DownloadQuery&part=N → application/zip
 *   Exact Content-Length, Accept-Ranges: bytes, ETag (strong); Range and If-Range honoured
 *   (206 / 416 rangeNotSatisfiable). `part` is 1-based, required when the plan has more than
 *   one part (400 validation otherwise).
 * - POST   /api/events/{eventId}/zip/retry    → ZipStatusResponse (FAILED → GENERATING)
 * - GET    /api/events/{eventId}/guestbook.pdf ?GuestbookPdfQuery → application/pdf
 *
 * Guest routes (the same access rules as the guest page: 401 eventLocked, 402 eventUnpaid,
 * 410 downloadExpired):
 * - GET /api/public/events/{eventId}/live         → text/event-stream of LiveMessage (guest view:
 *   only ready, visible items; nothing when the gallery is hidden from guests)
 * - GET /api/public/events/{eventId}/downloads    → DownloadPlan (403 guestDownloadNotAllowed
 *   unless the owner allows guest ZIPs and the upload window has ended)
 * - GET /api/public/events/{eventId}/download.zip ?part=N → application/zip (same rules, same
 *   Range behaviour; hidden items and hidden guestbook entries are left out)
 *
 * Live updates: `event: <type>`, `id: <opaque, increasing>`, `data: <JSON LiveMessage>`.
 * A comment line (`: ping`) is sent every LIVE_HEARTBEAT_SECONDS (default 20). A reconnecting
 * client sends `Last-Event-ID` (EventSource does so itself) and gets what it missed; when too
 * much was missed (or the id is unknown) it gets one `reset` message and should reload its lists.
 * A `media.updated` of an id the client does not have is an insert (an item moved into the album
 * shown, or for guests one that just became ready or visible). A change of several items comes
 * as several messages, only the last with `id:`; replayed messages carry the items as they are now.
 */
import { z } from 'zod';
import {
  maxGridSelection,
  maxGuestbookMessageLength,
  photoListingPageSize,
} from '../domain/limits';
import { mediaKinds, publicGuestbookEntrySchema, publicMediaSchema } from './public';

export { maxGridSelection };

// ------------------------------------------------------------------ media (owner)

export const mediaStates = ['processing', 'ready', 'failed'] as const;
export type MediaState = (typeof mediaStates)[number];

/** Sort orders of the grid: when it arrived, or when the photo or video was taken. */
export const mediaSorts = ['uploaded', 'taken'] as const;
export type MediaSort = (typeof mediaSorts)[number];

/** Items per page when `limit` is absent; at most `photoListingPageSize` (2000) per page. */
export const ownerMediaDefaultLimit = 500;

/**
 * `?albumId=&kind=&sort=&order=&cursor=&limit=`. Without `albumId`: the whole event.
 * `sort=taken` orders by the time in the file's metadata, items without one last (by upload time).
 */
export const ownerMediaQuerySchema = z.object({
  albumId: z.string().min(1).max(64).optional(),
  kind: z.enum(mediaKinds).optional(),
  /** Only the photos that answer this photo challenge. */
  promptId: z.string().min(1).max(64).optional(),
  sort: z.enum(mediaSorts).default('uploaded'),
  order: z.enum(['desc', 'asc']).default('desc'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(photoListingPageSize).optional(),
});
export type OwnerMediaQuery = z.input<typeof ownerMediaQuerySchema>;

/** One item of the owner's grid: what guests see, plus what only the owner may know. */
export const ownerMediaSchema = publicMediaSchema.extend({
  state: z.enum(mediaStates),
  /** The item itself, or its whole upload batch (guestbook entry), is hidden from guests. */
  hidden: z.boolean(),
  /** When the photo or video was taken (from its metadata), ISO; null when unknown. */
  takenAt: z.string().nullable(),
  size: z.number().int(),
  mime: z.string(),
  originalName: z.string().nullable(),
  batchId: z.string(),
  /** The message the guest sent with the upload or guestbook entry. */
  message: z.string().nullable(),
});
export type OwnerMedia = z.infer<typeof ownerMediaSchema>;

export const mediaCountsSchema = z.object({
  all: z.number().int(),
  photo: z.number().int(),
  video: z.number().int(),
  audio: z.number().int(),
});
export type MediaCounts = z.infer<typeof mediaCountsSchema>;

export const ownerMediaListResponseSchema = z.object({
  items: z.array(ownerMediaSchema),
  nextCursor: z.string().nullable(),
  /**
   * Items in the album (or event) per kind, ignoring `kind` and the cursor: sizes the grid.
   * With `promptId`, only the items answering that photo challenge.
   */
  counts: mediaCountsSchema,
  /**
   * The live updates' position just before the page was read. A live stream opened with this
   * as its `lastEventId` replays every change after it, so nothing that happens between the
   * page and the stream is missed (however long the page waited to be shown).
   */
  liveCursor: z.number().int().min(0),
});
export type OwnerMediaListResponse = z.infer<typeof ownerMediaListResponseSchema>;

const mediaIds = z
  .array(z.string().min(1).max(64), { error: 'validation.selection.empty' })
  .min(1, { error: 'validation.selection.empty' })
  .max(maxGridSelection, { error: 'validation.selection.tooMany' });

/** The selected items (at most `maxGridSelection`). */
export const mediaSelectionSchema = z.object({ ids: mediaIds });
export type MediaSelection = z.infer<typeof mediaSelectionSchema>;

/** Hide or show, and/or move to another album; at least one of `hidden` and `albumId`. */
export const updateMediaRequestSchema = z
  .object({
    ids: mediaIds,
    hidden: z.boolean().optional(),
    albumId: z.string().min(1).max(64).optional(),
  })
  .refine((body) => body.hidden !== undefined || body.albumId !== undefined, {
    error: 'validation.selection.nothingToChange',
  });
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;

export const ownerMediaItemsResponseSchema = z.object({ items: z.array(ownerMediaSchema) });
export type OwnerMediaItemsResponse = z.infer<typeof ownerMediaItemsResponseSchema>;

export const deleteMediaResponseSchema = z.object({ deleted: z.array(z.string()) });
export type DeleteMediaResponse = z.infer<typeof deleteMediaResponseSchema>;

// ------------------------------------------------------------------ guestbook (owner)

export const guestbookEntryKinds = ['guestbook', 'voice'] as const;

/** `?albumId=&cursor=&limit=` (limit up to 200, default 50). */
export const ownerGuestbookQuerySchema = z.object({
  albumId: z.string().min(1).max(64).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type OwnerGuestbookQuery = z.input<typeof ownerGuestbookQuerySchema>;

export const ownerGuestbookEntrySchema = publicGuestbookEntrySchema.extend({
  kind: z.enum(guestbookEntryKinds),
  albumId: z.string(),
  hidden: z.boolean(),
  /** Every attachment, hidden or still processing ones too. */
  media: z.array(ownerMediaSchema),
});
export type OwnerGuestbookEntry = z.infer<typeof ownerGuestbookEntrySchema>;

export const ownerGuestbookResponseSchema = z.object({
  items: z.array(ownerGuestbookEntrySchema),
  nextCursor: z.string().nullable(),
  /** Entries of the album (or event), hidden ones included. */
  total: z.number().int(),
});
export type OwnerGuestbookResponse = z.infer<typeof ownerGuestbookResponseSchema>;

export const updateGuestbookEntryRequestSchema = z.object({ hidden: z.boolean() });
export type UpdateGuestbookEntryRequest = z.infer<typeof updateGuestbookEntryRequestSchema>;

export const ownerGuestbookEntryResponseSchema = z.object({ entry: ownerGuestbookEntrySchema });
export type OwnerGuestbookEntryResponse = z.infer<typeof ownerGuestbookEntryResponseSchema>;

export { maxGuestbookMessageLength };

// ------------------------------------------------------------------ live updates

// Their names and addresses live in ./live (no zod: the guest slideshow takes them from there).
export { type LiveMessageType, liveMessageTypes, livePaths } from './live';

/**
 * One live message. The owner's stream carries `OwnerMedia` / `OwnerGuestbookEntry`; a guest's
 * stream the public shapes (only ready, visible items: an item hidden by the owner reaches
 * guests as `media.removed`). `event.updated` says the event's settings changed (slideshow
 * interval, visibility): reload the event. `reset` says reload every list.
 */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('media.added'),
    item: z.union([ownerMediaSchema, publicMediaSchema]),
  }),
  z.object({
    type: z.literal('media.updated'),
    item: z.union([ownerMediaSchema, publicMediaSchema]),
  }),
  z.object({ type: z.literal('media.removed'), ids: z.array(z.string()) }),
  z.object({
    type: z.literal('guestbook.added'),
    entry: z.union([ownerGuestbookEntrySchema, publicGuestbookEntrySchema]),
  }),
  z.object({
    type: z.literal('guestbook.updated'),
    entry: z.union([ownerGuestbookEntrySchema, publicGuestbookEntrySchema]),
  }),
  z.object({ type: z.literal('guestbook.removed'), ids: z.array(z.string()) }),
  z.object({ type: z.literal('event.updated') }),
  z.object({ type: z.literal('reset') }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

// ------------------------------------------------------------------ downloads

export const zipStatuses = ['WAITING', 'GENERATING', 'READY', 'FAILED'] as const;
export type ZipStatus = (typeof zipStatuses)[number];

/**
 * `?albumId=` (one album) or `?ids=a,b,c` (a selection of at most `maxGridSelection` items);
 * neither: the whole event. Guests may only ask for the whole event.
 */
export const downloadQuerySchema = z.object({
  albumId: z.string().min(1).max(64).optional(),
  ids: z
    .string()
    .max(maxGridSelection * 65)
    .transform((value) => value.split(',').filter((id) => id.length > 0))
    .pipe(
      z
        .array(z.string().max(64))
        .min(1, { error: 'validation.selection.empty' })
        .max(maxGridSelection, { error: 'validation.selection.tooMany' }),
    )
    .optional(),
  /** 1-based part number of download.zip. */
  part: z.coerce.number().int().min(1).optional(),
  /** Top folders per album (default) or per photo challenge. */
  groupBy: z.enum(['album', 'prompt']).optional(),
});
export type DownloadQuery = z.input<typeof downloadQuerySchema>;

export const downloadPartSchema = z.object({
  /** 1-based. */
  part: z.number().int(),
  /** Exact size of the archive in bytes. */
  size: z.number().int(),
  /** Files inside (media, plus the guestbook text and PDF in the part that holds them). */
  files: z.number().int(),
  /** Relative URL of the archive (GET, resumable with Range). */
  url: z.string(),
  /** The file name the browser saves it as. */
  fileName: z.string(),
});
export type DownloadPart = z.infer<typeof downloadPartSchema>;

export const downloadPlanSchema = z.object({
  parts: z.array(downloadPartSchema),
  totalSize: z.number().int(),
  /** Media files in the whole download. */
  mediaCount: z.number().int(),
  /** Whether the guestbook (text and PDF) is included. */
  includesGuestbook: z.boolean(),
  zipStatus: z.enum(zipStatuses),
  /** Largest part in bytes (ZIP_PART_MAX_BYTES, default 4 GiB). */
  partMaxBytes: z.number().int(),
});
export type DownloadPlan = z.infer<typeof downloadPlanSchema>;

export const zipStatusResponseSchema = z.object({ zipStatus: z.enum(zipStatuses) });
export type ZipStatusResponse = z.infer<typeof zipStatusResponseSchema>;

// ------------------------------------------------------------------ guestbook PDF

export const pdfPageSizes = ['a4', 'a5'] as const;
export type PdfPageSize = (typeof pdfPageSizes)[number];

/** `?size=a4|a5` (default a4) `&albumId=` (default: the whole event). */
export const guestbookPdfQuerySchema = z.object({
  size: z.enum(pdfPageSizes).default('a4'),
  albumId: z.string().min(1).max(64).optional(),
});
export type GuestbookPdfQuery = z.input<typeof guestbookPdfQuerySchema>;

/** Paths of the files the browser navigates to (the session cookie goes with them). */
export const downloadPaths = {
  ownerZip: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/download.zip`,
  guestZip: (eventId: string) => `/api/public/events/${encodeURIComponent(eventId)}/download.zip`,
  guestbookPdf: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/guestbook.pdf`,
} as const;
