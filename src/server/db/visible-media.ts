/**
 * What guests may see of an event's media, in one place for the guest lists, the guestbook's
 * attachments and the guests' live updates: ready items, not hidden, in a batch that is not
 * hidden; with the columns a guest's item is presented from (never the storage key or hashes).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { media, uploadBatches } from './schema';

type MediaRow = typeof media.$inferSelect;

/** The columns of a visible item (a `media` row joined with its batch for the guest's name). */
export const visibleMediaColumns = {
  id: media.id,
  eventId: media.eventId,
  albumId: media.albumId,
  batchId: media.batchId,
  kind: media.kind,
  state: media.state,
  width: media.width,
  height: media.height,
  durationMs: media.durationMs,
  placeholder: media.placeholder,
  createdAt: media.createdAt,
  guestName: uploadBatches.guestName,
  promptId: uploadBatches.promptId,
};

export type VisibleMediaRow = {
  [K in keyof typeof visibleMediaColumns]: K extends 'guestName' | 'promptId'
    ? string | null
    : MediaRow[K & keyof MediaRow];
};

/** Neither the item nor its batch is hidden by the owner (over `media` joined with its batch). */
export function notHiddenByOwner(): SQL {
  return and(eq(media.hidden, false), eq(uploadBatches.hidden, false)) as SQL;
}

/** The condition (over `media` joined with `upload_batches`) of an item guests may see. */
export function isVisibleMedia(): SQL | undefined {
  return and(eq(media.state, 'ready'), notHiddenByOwner());
}
