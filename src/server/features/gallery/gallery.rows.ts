/** The shapes of the owner's gallery rows: the grid's columns and cursor, guestbook entries, conflicts. */
import { sql } from 'drizzle-orm';
import { entryKind } from '../../db/guestbook-entries';
import { media, uploadBatches } from '../../db/schema';

/** Items that finished uploading: what the owner's grid lists. */
export const listedStates = ['processing', 'ready', 'failed'] as const;

/** A position in the grid: the last item's taken time (`sort=taken`), upload time and id, in µs. */
export type GridCursor = { takenAt: string | null; createdAt: string; id: string };

export const ownerMediaColumns = {
  id: media.id,
  eventId: media.eventId,
  albumId: media.albumId,
  batchId: media.batchId,
  kind: media.kind,
  state: media.state,
  hidden: media.hidden,
  batchHidden: uploadBatches.hidden,
  width: media.width,
  height: media.height,
  durationMs: media.durationMs,
  placeholder: media.placeholder,
  takenAt: media.takenAt,
  size: media.size,
  mime: media.mime,
  originalName: media.originalName,
  storageKey: media.storageKey,
  createdAt: media.createdAt,
  guestName: uploadBatches.guestName,
  message: uploadBatches.message,
  promptId: uploadBatches.promptId,
  /** Microseconds since the epoch, exact (a JS Date keeps only milliseconds): for cursors. */
  createdAtMicros: sql<string>`(extract(epoch from ${media.createdAt}) * 1000000)::bigint::text`,
  takenAtMicros: sql<string | null>`(extract(epoch from ${media.takenAt}) * 1000000)::bigint::text`,
};

export type OwnerMediaRow = {
  id: string;
  eventId: string;
  albumId: string;
  batchId: string;
  kind: string;
  state: string;
  hidden: boolean;
  batchHidden: boolean;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  placeholder: string | null;
  takenAt: Date | null;
  size: number;
  mime: string;
  originalName: string | null;
  storageKey: string;
  createdAt: Date;
  guestName: string | null;
  message: string | null;
  promptId: string | null;
  createdAtMicros: string;
  takenAtMicros: string | null;
};

export type GridQuery = {
  albumId?: string;
  /** Only the photos of this challenge. */
  promptId?: string;
  kind?: string;
  sort: 'uploaded' | 'taken';
  order: 'asc' | 'desc';
  cursor: GridCursor | null;
  limit: number;
};

export type GuestbookEntryRow = {
  id: string;
  eventId: string;
  albumId: string;
  kind: string;
  guestName: string | null;
  message: string | null;
  hidden: boolean;
  createdAt: Date;
  createdAtMicros: string;
};

export const guestbookColumns = {
  id: uploadBatches.id,
  eventId: uploadBatches.eventId,
  albumId: uploadBatches.albumId,
  kind: entryKind(),
  guestName: uploadBatches.guestName,
  message: uploadBatches.message,
  hidden: uploadBatches.hidden,
  createdAt: uploadBatches.createdAt,
  createdAtMicros: sql<string>`(extract(epoch from ${uploadBatches.createdAt}) * 1000000)::bigint::text`,
};

/** An instant given in microseconds since the epoch, exactly. */
export const micros = (value: string) =>
  sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

/** What a delete removed: the rows (for storage) and the batches that went with them. */
export type DeletedMedia = {
  rows: OwnerMediaRow[];
  /** Upload or voice batches left without any file, deleted too. */
  removedBatches: { id: string; kind: string }[];
};

/** Thrown inside a transaction to roll it back; the service maps it to an error. */
export class GalleryConflict extends Error {
  constructor(readonly reason: 'fileUnavailable' | 'albumNotFound' | 'photoGroupNotFound') {
    super(reason);
  }
}
