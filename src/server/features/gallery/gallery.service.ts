/**
 * The owner's gallery rules: only the owner's own events (`eventNotFound`
 * otherwise), keyset pages of the grid and the guestbook, hide / move / delete
 * all-or-nothing with counters kept exact, stored files removed after the
 * database commits, and every change told to the live-updates hub.
 */
import type {
  DeleteMediaResponse,
  MediaCounts,
  OwnerGuestbookEntry,
  OwnerGuestbookResponse,
  OwnerMedia,
  OwnerMediaListResponse,
  UpdateMediaRequest,
} from '../../../shared/api/gallery';
import { ownerMediaDefaultLimit } from '../../../shared/api/gallery';
import type { Storage } from '../../adapters/storage/storage';
import { appError } from '../../http/app-error';
import type { EventAccess, EventAction } from '../../policies/event-access';
import type { LivePublisher } from '../live/live.types';
import { mediaPrefix } from '../media/media-keys';
import { presentOwnerGuestbookEntry, presentOwnerMedia } from './gallery.presenter';
import {
  GalleryConflict,
  type GalleryRepository,
  type GridCursor,
  type OwnerMediaRow,
} from './gallery.repository';

type Logger = { error(object: object, message: string): void };

const gridCursorPattern = /^([ut])\.(n|-?\d{1,20})\.(-?\d{1,20})\.([A-Za-z0-9_-]{1,64})$/;
const entryCursorPattern = /^(-?\d{1,20})\.([A-Za-z0-9_-]{1,64})$/;

function encodeGridCursor(sort: 'uploaded' | 'taken', row: OwnerMediaRow): string {
  const taken = sort === 'taken' ? (row.takenAtMicros ?? 'n') : 'n';
  return Buffer.from(`${sort[0]}.${taken}.${row.createdAtMicros}.${row.id}`).toString('base64url');
}

/** The grid cursor, or `badRequest` for anything that is not one of ours (or of another sort). */
function decodeGridCursor(
  value: string | undefined,
  sort: 'uploaded' | 'taken',
): GridCursor | null {
  if (value === undefined || value === '') return null;
  const match = gridCursorPattern.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match || match[1] !== sort[0]) throw appError('badRequest');
  return {
    takenAt: match[2] === 'n' ? null : (match[2] as string),
    createdAt: match[3] as string,
    id: match[4] as string,
  };
}

function decodeEntryCursor(value: string | undefined) {
  if (value === undefined || value === '') return null;
  const match = entryCursorPattern.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw appError('badRequest');
  return { createdAt: match[1] as string, id: match[2] as string };
}

function conflictError(error: unknown): never {
  if (error instanceof GalleryConflict) throw appError(error.reason);
  throw error;
}

/** Items and entries by id as the owner sees them (unknown ids left out): for live updates. */
export function createGalleryReader(repository: GalleryRepository) {
  return {
    async presentMedia(eventId: string, ids: string[]): Promise<OwnerMedia[]> {
      return (await repository.findMedia(eventId, ids)).map(presentOwnerMedia);
    },

    async presentGuestbookEntries(eventId: string, ids: string[]): Promise<OwnerGuestbookEntry[]> {
      const entries = await repository.findGuestbookEntries(eventId, ids);
      const attachments = await repository.mediaOfBatches(
        eventId,
        entries.map((entry) => entry.id),
      );
      return entries.map((entry) => presentOwnerGuestbookEntry(entry, attachments));
    },
  };
}

export type GalleryReader = ReturnType<typeof createGalleryReader>;

export type GalleryServiceDeps = {
  repository: GalleryRepository;
  storage: Storage;
  live: LivePublisher;
  logger: Logger;
  /** Who may do what with an event (policies/event-access.ts). */
  access: EventAccess;
  /** The live updates' position now (the newest change's id, 0 when none is kept). */
  liveCursor: () => Promise<number>;
};

export function createGalleryService(deps: GalleryServiceDeps) {
  const { repository, storage, live, logger } = deps;
  const reader = createGalleryReader(repository);

  function ownedEvent(ownerId: string, eventId: string, action: EventAction) {
    return deps.access.requireEventAccess(ownerId, eventId, action);
  }

  /** Removes stored files after the commit; a failure is logged (the rows are gone already). */
  async function removeFiles(rows: OwnerMediaRow[]) {
    for (const row of rows) {
      try {
        await storage.deleteByPrefix(`${mediaPrefix(row.eventId, row.id)}/`);
        if (!row.storageKey.startsWith(`${mediaPrefix(row.eventId, row.id)}/`)) {
          await storage.delete(row.storageKey);
        }
      } catch (error) {
        logger.error({ err: error, mediaId: row.id }, 'stored files of a deleted item remain');
      }
    }
  }

  const entriesWithMedia = reader.presentGuestbookEntries;

  /**
   * Deletes items (all or none) with their counters, tells the live streams, then removes their
   * stored files: the owner's delete and a guest's delete of their own item.
   */
  async function removeMedia(eventId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const deleted = await repository.deleteMedia(eventId, unique).catch(conflictError);
    await live.publish(eventId, { type: 'media.removed', ids: unique });
    const voiceEntries = deleted.removedBatches.filter((batch) => batch.kind === 'voice');
    if (voiceEntries.length > 0) {
      await live.publish(eventId, {
        type: 'guestbook.removed',
        ids: voiceEntries.map((batch) => batch.id),
      });
    }
    await removeFiles(deleted.rows);
  }

  /**
   * Deletes a guestbook entry with its attachments (counters too), tells the live streams and
   * removes the stored files: the owner's delete and a guest's delete of their own wish.
   * False when there is no such entry.
   */
  async function removeGuestbookEntry(eventId: string, entryId: string): Promise<boolean> {
    const deleted = await repository.deleteGuestbookEntry(eventId, entryId);
    if (!deleted) return false;
    if (deleted.mediaIds.length > 0) {
      await live.publish(eventId, { type: 'media.removed', ids: deleted.mediaIds });
    }
    await live.publish(eventId, { type: 'guestbook.removed', ids: [entryId] });
    await removeFiles(deleted.rows);
    return true;
  }

  return {
    removeMedia,

    /**
     * One page of the owner's grid, with the album's (or event's) counts per kind: of the
     * photo challenge's photos when the grid shows one challenge.
     */
    async listMedia(
      ownerId: string,
      eventId: string,
      query: {
        albumId?: string;
        kind?: string;
        promptId?: string;
        sort: 'uploaded' | 'taken';
        order: 'asc' | 'desc';
        cursor?: string;
        limit?: number;
      },
    ): Promise<OwnerMediaListResponse> {
      await ownedEvent(ownerId, eventId, 'view');
      const cursor = decodeGridCursor(query.cursor, query.sort);
      if (query.albumId && !(await repository.albumOfEvent(eventId, query.albumId))) {
        throw appError('albumNotFound');
      }
      const limit = query.limit ?? ownerMediaDefaultLimit;
      // Read before the page: a change after it is replayed to a stream that starts here.
      const liveCursor = await deps.liveCursor();
      const rows = await repository.listMedia(eventId, {
        albumId: query.albumId,
        kind: query.kind,
        promptId: query.promptId,
        sort: query.sort,
        order: query.order,
        cursor,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const byKind = await repository.countsByKind(eventId, query.albumId, query.promptId);
      const counts: MediaCounts = {
        photo: byKind.get('photo') ?? 0,
        video: byKind.get('video') ?? 0,
        audio: byKind.get('audio') ?? 0,
        all: 0,
      };
      counts.all = counts.photo + counts.video + counts.audio;
      return {
        items: page.map(presentOwnerMedia),
        nextCursor: rows.length > limit && last ? encodeGridCursor(query.sort, last) : null,
        counts,
        liveCursor,
      };
    },

    /** Hides/shows and/or moves the selected items, all or none. */
    async updateMedia(
      ownerId: string,
      eventId: string,
      request: UpdateMediaRequest,
    ): Promise<OwnerMedia[]> {
      await ownedEvent(ownerId, eventId, 'moderate');
      const ids = [...new Set(request.ids)];
      await repository
        .updateMedia(eventId, ids, { hidden: request.hidden, albumId: request.albumId })
        .catch(conflictError);
      await live.publish(eventId, { type: 'media.updated', ids });
      const rows = await repository.findMedia(eventId, ids);
      const order = new Map(ids.map((id, index) => [id, index]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return rows.map(presentOwnerMedia);
    },

    /** Deletes the selected items (all or none) and their stored files. */
    async deleteMedia(
      ownerId: string,
      eventId: string,
      ids: string[],
    ): Promise<DeleteMediaResponse> {
      await ownedEvent(ownerId, eventId, 'moderate');
      const unique = [...new Set(ids)];
      await removeMedia(eventId, unique);
      return { deleted: unique };
    },

    /** Guestbook and voice entries, hidden ones too, newest first. */
    async listGuestbook(
      ownerId: string,
      eventId: string,
      query: { albumId?: string; cursor?: string; limit?: number },
    ): Promise<OwnerGuestbookResponse> {
      await ownedEvent(ownerId, eventId, 'view');
      const cursor = decodeEntryCursor(query.cursor);
      if (query.albumId && !(await repository.albumOfEvent(eventId, query.albumId))) {
        throw appError('albumNotFound');
      }
      const limit = query.limit ?? 50;
      const entries = await repository.listGuestbook(eventId, {
        albumId: query.albumId,
        cursor,
        limit: limit + 1,
      });
      const page = entries.slice(0, limit);
      const attachments = await repository.mediaOfBatches(
        eventId,
        page.map((entry) => entry.id),
      );
      const last = page.at(-1);
      return {
        items: page.map((entry) => presentOwnerGuestbookEntry(entry, attachments)),
        nextCursor:
          entries.length > limit && last
            ? Buffer.from(`${last.createdAtMicros}.${last.id}`).toString('base64url')
            : null,
        total: await repository.countGuestbook(eventId, query.albumId),
      };
    },

    /** Hides or shows an entry (`photoGroupNotFound` for an unknown one). */
    async setGuestbookHidden(
      ownerId: string,
      eventId: string,
      entryId: string,
      hidden: boolean,
    ): Promise<OwnerGuestbookEntry> {
      await ownedEvent(ownerId, eventId, 'moderate');
      if (!(await repository.setGuestbookHidden(eventId, entryId, hidden))) {
        throw appError('photoGroupNotFound');
      }
      await live.publish(eventId, { type: 'guestbook.updated', ids: [entryId] });
      const [entry] = await entriesWithMedia(eventId, [entryId]);
      if (!entry) throw appError('photoGroupNotFound');
      return entry;
    },

    /** Deletes an entry with its attachments (counters too) and their stored files. */
    async deleteGuestbookEntry(ownerId: string, eventId: string, entryId: string): Promise<void> {
      await ownedEvent(ownerId, eventId, 'moderate');
      if (!(await removeGuestbookEntry(eventId, entryId))) throw appError('photoGroupNotFound');
    },

    removeGuestbookEntry,
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
