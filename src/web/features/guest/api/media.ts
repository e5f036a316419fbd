/**
 * The guest gallery (`GET /api/public/events/{id}/media`, newest first, cursor
 * pages). It refreshes every 15 s while the page is visible (TanStack Query
 * pauses the interval in background tabs) and right after the guest's own
 * upload (the upload hook invalidates the key).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicMedia, PublicMediaListResponse } from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';
import { publicEventPath } from './public-event';

export type { PublicMedia };

/** How often the gallery looks for new uploads while the page is visible. */
export const galleryPollMs = 15_000;

export const publicMediaQueryKey = (eventId: string) => ['public-event', eventId, 'media'] as const;

export function getPublicMedia(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PublicMediaListResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`${publicEventPath(eventId)}/media${query}`, {
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
