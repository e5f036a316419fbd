/** One of the owner's events (`GET /api/events/{id}`): fetcher, query options and hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventDetail, eventResponseSchema } from '../../../shared/api/events';
import { apiFetch } from '../../app/api';
import { eventPath } from './paths';

export type { EventDetail };

export const eventQueryKey = (eventId: string) => ['events', eventId] as const;

export function getEvent(eventId: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiFetch(eventPath(eventId), {
    signal,
    schema: eventResponseSchema,
  }).then((body) => body.event);
}

export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    staleTime: 30_000,
  });

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}
