/**
 * The albums of an event (`/api/events/{id}/albums`): the list (fetcher, query
 * options, hook) and the create, rename and delete mutations, which refresh
 * the list and the event (its albums count).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Album,
  albumListResponseSchema,
  albumResponseSchema,
} from '../../../shared/api/events';
import { apiFetch } from '../../app/api';
import { eventQueryKey } from './get-event';
import { albumsPath } from './paths';

export type { Album };

export const albumsQueryKey = (eventId: string) => ['events', eventId, 'albums'] as const;

export function getAlbums(eventId: string, signal?: AbortSignal): Promise<Album[]> {
  return apiFetch(albumsPath(eventId), { signal, schema: albumListResponseSchema }).then((body) =>
    [...body.albums].sort((a, b) => a.position - b.position),
  );
}

export const albumsQuery = (eventId: string) =>
  queryOptions({
    queryKey: albumsQueryKey(eventId),
    queryFn: ({ signal }) => getAlbums(eventId, signal),
    staleTime: 30_000,
  });

export function useAlbums(eventId: string) {
  return useQuery(albumsQuery(eventId));
}

export function createAlbum(eventId: string, name: string): Promise<Album> {
  return apiFetch(albumsPath(eventId), {
    method: 'POST',
    body: { name },
    schema: albumResponseSchema,
  }).then((body) => body.album);
}

export async function renameAlbum(eventId: string, albumId: string, name: string): Promise<void> {
  await apiFetch(`${albumsPath(eventId)}/${encodeURIComponent(albumId)}`, {
    method: 'PATCH',
    body: { name },
  });
}

export async function deleteAlbum(
  eventId: string,
  albumId: string,
  confirmation: string,
): Promise<void> {
  await apiFetch(`${albumsPath(eventId)}/${encodeURIComponent(albumId)}`, {
    method: 'DELETE',
    body: { confirmation },
  });
}

function useRefreshAlbums(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: albumsQueryKey(eventId) }),
      queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true }),
    ]);
}

export function useCreateAlbum(eventId: string) {
  const refresh = useRefreshAlbums(eventId);
  return useMutation({
    mutationFn: (name: string) => createAlbum(eventId, name),
    onSuccess: refresh,
  });
}

export function useRenameAlbum(eventId: string) {
  const refresh = useRefreshAlbums(eventId);
  return useMutation({
    mutationFn: ({ albumId, name }: { albumId: string; name: string }) =>
      renameAlbum(eventId, albumId, name),
    onSuccess: refresh,
  });
}

export function useDeleteAlbum(eventId: string) {
  const refresh = useRefreshAlbums(eventId);
  return useMutation({
    mutationFn: ({ albumId, confirmation }: { albumId: string; confirmation: string }) =>
      deleteAlbum(eventId, albumId, confirmation),
    onSuccess: refresh,
  });
}
