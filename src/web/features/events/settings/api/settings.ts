/**
 * Changes to an event from its settings: PATCH /api/events/{id} (details,
 * features, style), PUT /api/events/{id}/password, and PUT/DELETE of the
 * guest page's background images. Each answer that carries the event updates
 * the cached event; the list (sidebar, cards) is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BackgroundVariant,
  type EventDetail,
  eventResponseSchema,
  type UpdateEventRequest,
} from '../../../../../shared/api/events';
import { apiFetch } from '../../../../app/api';
import { eventQueryKey } from '../../../../shared/api/get-event';
import { eventsQuery } from '../../api/get-events';

function eventPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}`;
}

export function updateEvent(eventId: string, body: UpdateEventRequest): Promise<EventDetail> {
  return apiFetch(eventPath(eventId), {
    method: 'PATCH',
    body,
    schema: eventResponseSchema,
  }).then((answer) => answer.event);
}

/** Sets (a string) or removes (null) the guests' password. */
export async function setEventPassword(eventId: string, password: string | null): Promise<void> {
  await apiFetch(`${eventPath(eventId)}/password`, { method: 'PUT', body: { password } });
}

export function uploadBackground(
  eventId: string,
  variant: BackgroundVariant,
  file: Blob,
): Promise<EventDetail> {
  return apiFetch(`${eventPath(eventId)}/backgrounds/${variant}`, {
    method: 'PUT',
    body: file,
    schema: eventResponseSchema,
  }).then((answer) => answer.event);
}

export function deleteBackground(
  eventId: string,
  variant: BackgroundVariant,
): Promise<EventDetail> {
  return apiFetch(`${eventPath(eventId)}/backgrounds/${variant}`, {
    method: 'DELETE',
    schema: eventResponseSchema,
  }).then((answer) => answer.event);
}

function useStoreEvent(eventId: string) {
  const queryClient = useQueryClient();
  return (event: EventDetail) => {
    queryClient.setQueryData(eventQueryKey(eventId), event);
    return queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey, exact: true });
  };
}

export function useUpdateEvent(eventId: string) {
  const store = useStoreEvent(eventId);
  return useMutation({
    mutationFn: (body: UpdateEventRequest) => updateEvent(eventId, body),
    onSuccess: (event) => store(event),
  });
}

export function useSetEventPassword(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) => setEventPassword(eventId, password),
    onSuccess: (_, password) => {
      // The answer is empty: mark the cached event at once, then read it again.
      queryClient.setQueryData<EventDetail>(eventQueryKey(eventId), (event) =>
        event ? { ...event, hasPassword: password !== null } : event,
      );
      return queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true });
    },
  });
}

export function useUploadBackground(eventId: string) {
  const store = useStoreEvent(eventId);
  return useMutation({
    mutationFn: ({ variant, file }: { variant: BackgroundVariant; file: Blob }) =>
      uploadBackground(eventId, variant, file),
    onSuccess: (event) => store(event),
  });
}

export function useDeleteBackground(eventId: string) {
  const store = useStoreEvent(eventId);
  return useMutation({
    mutationFn: (variant: BackgroundVariant) => deleteBackground(eventId, variant),
    onSuccess: (event) => store(event),
  });
}

/** Deletes the event for good, with the typed phrase the server checks again. */
export async function deleteEvent(eventId: string, confirmation: string): Promise<void> {
  await apiFetch(eventPath(eventId), { method: 'DELETE', body: { confirmation } });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => deleteEvent(eventId, confirmation),
    onSuccess: async () => {
      // The event is gone: nothing may show it again from the cache.
      queryClient.removeQueries({ queryKey: eventQueryKey(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey, exact: true });
    },
  });
}
