/**
 * Guestbook entries guests may read (`GET /api/public/events/{id}/guestbook`,
 * newest first, cursor pages), refreshed like the gallery.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicGuestbookEntry, PublicGuestbookResponse } from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';
import { galleryPollMs } from './media';
import { publicEventPath } from './public-event';

export type { PublicGuestbookEntry };

export const publicGuestbookQueryKey = (eventId: string) =>
  ['public-event', eventId, 'guestbook'] as const;

/**
 * One page of entries. `language`: the page's language, for what the server writes itself (the
 * demo's sample wishes); guests' own words come as they wrote them.
 */
export function getPublicGuestbook(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
  language?: string,
): Promise<PublicGuestbookResponse> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (language) params.set('lang', language);
  const query = params.size > 0 ? `?${params}` : '';
  return apiFetch(`${publicEventPath(eventId)}/guestbook${query}`, {
    signal,
    schema: answerCheck('publicGuestbook'),
  });
}

export function usePublicGuestbook(eventId: string, language?: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...publicGuestbookQueryKey(eventId), language ?? null],
      queryFn: ({ pageParam, signal }) => getPublicGuestbook(eventId, pageParam, signal, language),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      refetchInterval: galleryPollMs,
      refetchIntervalInBackground: false,
      staleTime: 5_000,
    }),
  );
}
