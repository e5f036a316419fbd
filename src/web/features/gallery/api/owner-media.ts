/**
 * The owner's media and guestbook of one event (shared/api/gallery.ts): list pages, hide or
 * show, move, delete; the guestbook entries with hidden ones. Plain fetchers (the grid keeps
 * its own list state, see media-list.ts) and react-query hooks for the guestbook.
 */
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  deleteMediaResponseSchema,
  type OwnerGuestbookEntry,
  type OwnerGuestbookResponse,
  type OwnerMedia,
  type OwnerMediaListResponse,
  ownerGuestbookEntryResponseSchema,
  ownerGuestbookResponseSchema,
  ownerMediaItemsResponseSchema,
  ownerMediaListResponseSchema,
} from '../../../../shared/api/gallery';
import { apiFetch } from '../../../app/api';
import { eventPath as eventDetailPath } from '../../../shared/api/paths';
import { type MediaKind, type MediaPageRequest, mediaPagePath } from '../page-request';

export type { MediaKind, MediaPageRequest, OwnerGuestbookEntry, OwnerMedia };

function eventPath(eventId: string, rest: string): string {
  return `${eventDetailPath(eventId)}/${rest}`;
}

/** One page of the album's grid (hidden, processing and failed items included). */
export function getMediaPage(
  eventId: string,
  request: MediaPageRequest,
  signal?: AbortSignal,
): Promise<OwnerMediaListResponse> {
  return apiFetch(mediaPagePath(eventId, request), {
    signal,
    schema: ownerMediaListResponseSchema,
  });
}

/** Hides or shows, and/or moves, at most `maxGridSelection` items; answers them as they are now. */
export function updateMedia(
  eventId: string,
  body: { ids: string[]; hidden?: boolean; albumId?: string },
): Promise<OwnerMedia[]> {
  return apiFetch(eventPath(eventId, 'media'), {
    method: 'PATCH',
    body,
    schema: ownerMediaItemsResponseSchema,
  }).then((response) => response.items);
}

/** Deletes at most `maxGridSelection` items; answers the ids that are gone. */
export function deleteMedia(eventId: string, ids: string[]): Promise<string[]> {
  return apiFetch(eventPath(eventId, 'media'), {
    method: 'DELETE',
    body: { ids },
    schema: deleteMediaResponseSchema,
  }).then((response) => response.deleted);
}

// ------------------------------------------------------------------ guestbook

export const ownerGuestbookQueryKey = (eventId: string, albumId: string) =>
  ['events', eventId, 'owner-guestbook', albumId] as const;

const guestbookPageSize = 50;

export const ownerGuestbookQuery = (eventId: string, albumId: string) =>
  infiniteQueryOptions({
    queryKey: ownerGuestbookQueryKey(eventId, albumId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ albumId, limit: String(guestbookPageSize) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch(eventPath(eventId, `guestbook?${query}`), {
        signal,
        schema: ownerGuestbookResponseSchema,
      });
    },
    getNextPageParam: (last: OwnerGuestbookResponse) => last.nextCursor,
  });

export function useOwnerGuestbook(eventId: string, albumId: string, enabled: boolean) {
  return useInfiniteQuery({ ...ownerGuestbookQuery(eventId, albumId), enabled });
}

type GuestbookPages = InfiniteData<OwnerGuestbookResponse, string | null>;

function replaceEntry(data: GuestbookPages | undefined, entry: OwnerGuestbookEntry) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === entry.id ? entry : item)),
    })),
  };
}

function dropEntry(data: GuestbookPages | undefined, entryId: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total: page.items.some((item) => item.id === entryId) ? page.total - 1 : page.total,
      items: page.items.filter((item) => item.id !== entryId),
    })),
  };
}

/** Hides or shows one entry; the cached list takes the server's answer. */
export function useSetGuestbookEntryHidden(eventId: string, albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, hidden }: { entryId: string; hidden: boolean }) =>
      apiFetch(eventPath(eventId, `guestbook/${encodeURIComponent(entryId)}`), {
        method: 'PATCH',
        body: { hidden },
        schema: ownerGuestbookEntryResponseSchema,
      }).then((response) => response.entry),
    onSuccess: (entry) =>
      queryClient.setQueryData<GuestbookPages>(ownerGuestbookQueryKey(eventId, albumId), (data) =>
        replaceEntry(data, entry),
      ),
  });
}

/** Deletes one entry with its attachments. */
export function useDeleteGuestbookEntry(eventId: string, albumId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: string) => {
      await apiFetch(eventPath(eventId, `guestbook/${encodeURIComponent(entryId)}`), {
        method: 'DELETE',
      });
      return entryId;
    },
    onSuccess: (entryId) =>
      queryClient.setQueryData<GuestbookPages>(ownerGuestbookQueryKey(eventId, albumId), (data) =>
        dropEntry(data, entryId),
      ),
  });
}
