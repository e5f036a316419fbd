/** The owner's shapes of media and guestbook entries (shared/api/gallery.ts). */
import type { OwnerGuestbookEntry, OwnerMedia } from '../../../shared/api/gallery';
import { presentMedia } from '../media/media.presenter';
import type { GuestbookEntryRow, OwnerMediaRow } from './gallery.repository';

export function presentOwnerMedia(row: OwnerMediaRow): OwnerMedia {
  return {
    ...presentMedia(row),
    state: row.state as OwnerMedia['state'],
    hidden: row.hidden || row.batchHidden,
    takenAt: row.takenAt ? row.takenAt.toISOString() : null,
    size: row.size,
    mime: row.mime,
    originalName: row.originalName,
    batchId: row.batchId,
    message: row.message,
  };
}

export function presentOwnerGuestbookEntry(
  entry: GuestbookEntryRow,
  attachments: OwnerMediaRow[],
): OwnerGuestbookEntry {
  return {
    id: entry.id,
    kind: entry.kind as OwnerGuestbookEntry['kind'],
    albumId: entry.albumId,
    hidden: entry.hidden,
    guestName: entry.guestName ?? '',
    message: entry.message ?? '',
    createdAt: entry.createdAt.toISOString(),
    media: attachments.filter((row) => row.batchId === entry.id).map(presentOwnerMedia),
  };
}
