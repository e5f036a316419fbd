/** Creating an event (`POST /api/events`): the fetcher and the mutation hook. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventRequest, EventResponse } from '../../../../shared/api/events';
import { apiFetch } from '../../../app/api';
import { eventsQueryKey } from './get-events';

/** The new event as answered (201). */
export type CreatedEvent = EventResponse['event'];

export function createEvent(body: CreateEventRequest): Promise<CreatedEvent> {
  return apiFetch<EventResponse>('/api/events', { method: 'POST', body }).then(
    (answer) => answer.event,
  );
}

/** Creates an event and refreshes the owner's list (cards and sidebar). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
