/**
 * The rules of an event's albums: a name is required (at most 100
 * characters), the plan's album limit counts the default album, the default
 * album cannot be deleted, and deleting needs the typed phrase.
 */
import { checkAlbumCreate } from '../../../shared/domain/limits';
import type { PlanId } from '../../../shared/domain/plans';
import { isDeletePhrase, validateAlbumName } from '../../../shared/domain/validation';
import type { Storage } from '../../adapters/storage/storage';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import type { EventAccess } from '../../policies/event-access';
import type { AlbumRow, AlbumsRepository } from './albums.repository';

/** Where an album's files live in storage. */
export function albumStoragePrefix(eventId: string, albumId: string): string {
  return `events/${eventId}/albums/${albumId}/`;
}

function validName(name: string): string {
  const problem = validateAlbumName(name);
  if (problem) throw appError('validation', { issues: [{ path: 'name', message: problem }] });
  return name.trim();
}

export function createAlbumsService(deps: {
  repository: AlbumsRepository;
  storage: Storage;
  /** Who may do what with an event (policies/event-access.ts). */
  access: EventAccess;
}) {
  const { repository, storage, access } = deps;

  async function ownedAlbum(ownerId: string, eventId: string, albumId: string) {
    await access.requireEventAccess(ownerId, eventId, 'edit');
    const album = await repository.find(eventId, albumId);
    if (!album) throw appError('albumNotFound');
    return album;
  }

  return {
    /** The albums of one of the owner's events. */
    async list(ownerId: string, eventId: string): Promise<AlbumRow[]> {
      await access.requireEventAccess(ownerId, eventId, 'view');
      return repository.list(eventId);
    },

    /** Adds an album unless the plan's limit is reached (`albumLimitReached` {plan, limit}). */
    async create(ownerId: string, eventId: string, name: string): Promise<AlbumRow> {
      const albumName = validName(name);
      await access.requireEventAccess(ownerId, eventId, 'edit');
      const row = await repository.create(eventId, { id: newId(), name: albumName }, (event) => {
        const problem = checkAlbumCreate(event.plan as PlanId, event.albumsCount);
        if (problem) {
          throw appError('albumLimitReached', {
            plan: event.plan,
            limit: problem.params.max,
          });
        }
      });
      if (!row) throw appError('eventNotFound');
      return row;
    },

    async rename(ownerId: string, eventId: string, albumId: string, name: string) {
      await ownedAlbum(ownerId, eventId, albumId);
      const row = await repository.rename(eventId, albumId, validName(name));
      if (!row) throw appError('albumNotFound');
      return row;
    },

    /** Deletes an album and its files; the phrase may be in either language. */
    async delete(ownerId: string, eventId: string, albumId: string, confirmation: string) {
      const album = await ownedAlbum(ownerId, eventId, albumId);
      if (album.isDefault) throw appError('defaultAlbumProtected');
      if (!isDeletePhrase(confirmation, 'pl') && !isDeletePhrase(confirmation, 'en')) {
        throw appError('deletePhraseMismatch');
      }
      if (!(await repository.delete(eventId, albumId))) throw appError('albumNotFound');
      await storage.deleteByPrefix(albumStoragePrefix(eventId, albumId));
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
