/** The signed-in owner's events (`GET /api/events`): fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventSummary, eventListResponseSchema } from '../../../../shared/api/events';
import { apiFetch } from '../../../app/api';
import { eventsPath } from '../../../shared/api/paths';

export type { EventSummary };

export const eventsQueryKey = ['events'] as const;

export function getEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  return apiFetch(eventsPath, { signal, schema: eventListResponseSchema }).then(
    (body) => body.events,
  );
}

export const eventsQuery = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: ({ signal }) => getEvents(signal),
  staleTime: 30_000,
});

/**
 * How often the list asks again while one of its events takes guests' photos, so that its
 * count of files follows them (only while the page is shown: not in a tab in the background).
 */
export const listRefreshMs = 20_000;

export function useEvents() {
  return useQuery({
    ...eventsQuery,
    refetchInterval: (query) =>
      query.state.data?.some((event) => event.state === 'uploading') ? listRefreshMs : false,
  });
}
