/**
 * The guest page's data (`GET /api/public/events/{id}`) and the password
 * unlock (`POST …/unlock`, which sets an HttpOnly cookie for that event).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent, PublicEventResponse } from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';

export type { PublicEvent, PublicEventResponse };

export const publicEventQueryKey = (eventId: string) => ['public-event', eventId] as const;

export function publicEventPath(eventId: string): string {
  return `/api/public/events/${encodeURIComponent(eventId)}`;
}

/**
 * The guest page's data. `language`: the language the guest asked for (`?lang=` or their
 * choice), for what the server writes itself, such as the demo's texts.
 */
export function getPublicEvent(
  eventId: string,
  signal?: AbortSignal,
  language?: string,
): Promise<PublicEventResponse> {
  const query = language ? `?lang=${encodeURIComponent(language)}` : '';
  return apiFetch(`${publicEventPath(eventId)}${query}`, {
    signal,
    schema: answerCheck('publicEvent'),
  });
}

export const publicEventQuery = (eventId: string, language?: string) =>
  queryOptions({
    queryKey: [...publicEventQueryKey(eventId), language ?? null],
    queryFn: ({ signal }) => getPublicEvent(eventId, signal, language),
    staleTime: 60_000,
  });

export function usePublicEvent(eventId: string, language?: string) {
  return useQuery(publicEventQuery(eventId, language));
}

/** Sends the event's password; the answer's cookie opens the event in this browser. */
export async function unlockEvent(eventId: string, password: string): Promise<void> {
  await apiFetch(`${publicEventPath(eventId)}/unlock`, { method: 'POST', body: { password } });
}
