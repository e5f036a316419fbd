/**
 * The guest gallery (`GET /api/public/events/{id}/media`, newest first, cursor
 * pages). It refreshes every 15 s while the page is visible (TanStack Query
 * pauses the interval in background tabs) and right after the guest's own
 * upload (the upload hook invalidates the key).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  PublicEventResponse,
  PublicMedia,
  PublicMediaListResponse,
} from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';
import { whereShown } from '../play/where-shown';
import { publicEventPath } from './public-event';

export type { PublicMedia };

/** How often the gallery looks for new uploads while the page is visible. */
export const galleryPollMs = 15_000;

export const publicMediaQueryKey = (eventId: string) => ['public-event', eventId, 'media'] as const;

/** The address of the gallery's page after `cursor` (the first page: none). */
export function publicMediaPath(eventId: string, cursor: string | null = null): string {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return `${publicEventPath(eventId)}/media${query}`;
}

/**
 * The gallery's first page, when the open page will show the gallery (not for a locked or
 * unavailable event, a gallery the hosts keep to themselves, or one waiting for the reveal): the
 * entry asks for it with the page's data, before the page's first render (early-requests.ts),
 * and the gallery takes that answer instead of asking after its first effects.
 */
export function galleryFirstPagePath(eventId: string, answer: PublicEventResponse): string | null {
  if (answer.access !== 'open' || whereShown(answer.event) !== 'gallery') return null;
  return publicMediaPath(eventId);
}

export function getPublicMedia(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PublicMediaListResponse> {
  return apiFetch(publicMediaPath(eventId, cursor), {
    signal,
    schema: answerCheck('publicMediaList'),
  });
}

export const publicMediaQuery = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: publicMediaQueryKey(eventId),
    queryFn: ({ pageParam, signal }) => getPublicMedia(eventId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: galleryPollMs,
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });

export function usePublicMedia(eventId: string, enabled: boolean) {
  return useInfiniteQuery({ ...publicMediaQuery(eventId), enabled });
}
