/**
 * Turns recorded changes into the messages of each audience: the owner's
 * shapes (through the gallery), or what guests may see (ready, visible items
 * of a gallery shown to guests; an item or entry that stopped being visible
 * reaches guests as a removal).
 */
import type { LiveMessage } from '../../../shared/api/gallery';
import { eventSettings, guestSeesGallery } from '../../policies/guest-assessment';
import type { GalleryReader } from '../gallery/gallery.service';
import { presentMedia as presentPublicMedia } from '../media/media.presenter';
import type { LiveEventRow, LiveRepository } from './live.repository';

export type Audience = 'owner' | 'guest';

/** Messages per change id. */
export type PresentedChanges = Map<number, LiveMessage[]>;

export type LivePresenter = (
  eventId: string,
  rows: LiveEventRow[],
  audience: Audience,
) => Promise<PresentedChanges>;

export function createLivePresenter(deps: {
  gallery: GalleryReader;
  repository: LiveRepository;
}): LivePresenter {
  const { gallery, repository } = deps;

  async function owner(eventId: string, rows: LiveEventRow[]): Promise<PresentedChanges> {
    const mediaIds = idsOf(rows, ['media.added', 'media.updated']);
    const entryIds = idsOf(rows, ['guestbook.added', 'guestbook.updated']);
    const items = new Map(
      (await gallery.presentMedia(eventId, mediaIds)).map((item) => [item.id, item]),
    );
    const entries = new Map(
      (await gallery.presentGuestbookEntries(eventId, entryIds)).map((e) => [e.id, e]),
    );
    const out: PresentedChanges = new Map();
    for (const row of rows) {
      const messages: LiveMessage[] = [];
      switch (row.type) {
        case 'media.added':
        case 'media.updated':
          for (const id of row.ids) {
            const item = items.get(id);
            if (item) messages.push({ type: row.type, item });
          }
          break;
        case 'guestbook.added':
        case 'guestbook.updated':
          for (const id of row.ids) {
            const entry = entries.get(id);
            if (entry) messages.push({ type: row.type, entry });
          }
          break;
        case 'media.removed':
        case 'guestbook.removed':
          messages.push({ type: row.type, ids: row.ids });
          break;
        case 'event.updated':
          messages.push({ type: 'event.updated' });
          break;
      }
      out.set(row.id, messages);
    }
    return out;
  }

  async function guest(eventId: string, rows: LiveEventRow[]): Promise<PresentedChanges> {
    const event = await repository.eventSettings(eventId);
    const settings = event ? eventSettings(event) : null;
    const galleryVisible = event ? guestSeesGallery(event, new Date()) : false;
    const guestbookVisible = settings?.guestbookVisible ?? false;
    const mediaIds = galleryVisible ? idsOf(rows, ['media.added', 'media.updated']) : [];
    const entryIds = guestbookVisible ? idsOf(rows, ['guestbook.added', 'guestbook.updated']) : [];
    const items = new Map(
      (await repository.visibleMedia(eventId, mediaIds)).map((row) => [
        row.id,
        presentPublicMedia(row),
      ]),
    );
    const entryRows = await repository.visibleGuestbookEntries(eventId, entryIds);
    const attachments = await repository.visibleMediaOfBatches(
      eventId,
      entryRows.map((entry) => entry.id),
    );
    const entries = new Map(
      entryRows.map((entry) => [
        entry.id,
        {
          id: entry.id,
          guestName: entry.guestName ?? '',
          message: entry.message ?? '',
          createdAt: entry.createdAt.toISOString(),
          media: attachments.filter((m) => m.batchId === entry.id).map(presentPublicMedia),
        },
      ]),
    );
    const out: PresentedChanges = new Map();
    for (const row of rows) {
      const messages: LiveMessage[] = [];
      switch (row.type) {
        case 'media.added':
        case 'media.updated': {
          if (!galleryVisible) break;
          const gone: string[] = [];
          for (const id of row.ids) {
            const item = items.get(id);
            if (item) messages.push({ type: row.type, item });
            else gone.push(id);
          }
          // Hidden by the owner (or failed): gone for guests. A new item still processing: nothing yet.
          if (row.type === 'media.updated' && gone.length > 0) {
            messages.push({ type: 'media.removed', ids: gone });
          }
          break;
        }
        case 'guestbook.added':
        case 'guestbook.updated': {
          if (!guestbookVisible) break;
          const gone: string[] = [];
          for (const id of row.ids) {
            const entry = entries.get(id);
            if (entry) messages.push({ type: row.type, entry });
            else gone.push(id);
          }
          if (row.type === 'guestbook.updated' && gone.length > 0) {
            messages.push({ type: 'guestbook.removed', ids: gone });
          }
          break;
        }
        case 'media.removed':
          if (galleryVisible) messages.push({ type: 'media.removed', ids: row.ids });
          break;
        case 'guestbook.removed':
          if (guestbookVisible) messages.push({ type: 'guestbook.removed', ids: row.ids });
          break;
        case 'event.updated':
          messages.push({ type: 'event.updated' });
          break;
      }
      out.set(row.id, messages);
    }
    return out;
  }

  return (eventId, rows, audience) =>
    audience === 'owner' ? owner(eventId, rows) : guest(eventId, rows);
}

function idsOf(rows: LiveEventRow[], types: string[]): string[] {
  return [...new Set(rows.filter((row) => types.includes(row.type)).flatMap((row) => row.ids))];
}
