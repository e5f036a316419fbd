/**
 * The guest page's data (`GET /api/public/events/{id}`) and the password
 * unlock (`POST …/unlock`, which sets an HttpOnly cookie for that event).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PublicEvent,
  type PublicEventResponse,
  publicEventResponseSchema,
} from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';

export type { PublicEvent, PublicEventResponse };

export const publicEventQueryKey = (eventId: string) => ['public-event', eventId] as const;

export function publicEventPath(eventId: string): string {
  return `/api/public/events/${encodeURIComponent(eventId)}`;
}

export function getPublicEvent(
  eventId: string,
  signal?: AbortSignal,
): Promise<PublicEventResponse> {
  return apiFetch(publicEventPath(eventId), { signal, schema: publicEventResponseSchema });
}

export const publicEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: publicEventQueryKey(eventId),
    queryFn: ({ signal }) => getPublicEvent(eventId, signal),
    staleTime: 60_000,
  });

export function usePublicEvent(eventId: string) {
  return useQuery(publicEventQuery(eventId));
}

/** Sends the event's password; the answer's cookie opens the event in this browser. */
export async function unlockEvent(eventId: string, password: string): Promise<void> {
  await apiFetch(`${publicEventPath(eventId)}/unlock`, { method: 'POST', body: { password } });
}
