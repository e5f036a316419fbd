/** The signed-in owner's events (`GET /api/events`): fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../../server/features/events/events.presenter';
import { apiFetch } from '../../../app/api';

export type { EventSummary };

export const eventsQueryKey = ['events'] as const;

export function getEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  return apiFetch<{ events: EventSummary[] }>('/api/events', { signal }).then(
    (body) => body.events,
  );
}

export const eventsQuery = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: ({ signal }) => getEvents(signal),
  staleTime: 30_000,
});

export function useEvents() {
  return useQuery(eventsQuery);
}
