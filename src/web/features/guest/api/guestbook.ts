/**
 * Guestbook entries guests may read (`GET /api/public/events/{id}/guestbook`,
 * newest first, cursor pages), refreshed like the gallery.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type PublicGuestbookEntry,
  type PublicGuestbookResponse,
  publicGuestbookResponseSchema,
} from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { galleryPollMs } from './media';
import { publicEventPath } from './public-event';

export type { PublicGuestbookEntry };

export const publicGuestbookQueryKey = (eventId: string) =>
  ['public-event', eventId, 'guestbook'] as const;

export function getPublicGuestbook(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PublicGuestbookResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`${publicEventPath(eventId)}/guestbook${query}`, {
    signal,
    schema: publicGuestbookResponseSchema,
  });
}

export function usePublicGuestbook(eventId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: publicGuestbookQueryKey(eventId),
      queryFn: ({ pageParam, signal }) => getPublicGuestbook(eventId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      refetchInterval: galleryPollMs,
      refetchIntervalInBackground: false,
      staleTime: 5_000,
    }),
  );
}
