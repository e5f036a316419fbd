/**
 * An event's photo challenges (`GET/PUT /api/events/{id}/prompts`) and "reveal now"
 * (`POST /api/events/{id}/reveal`), for the hosts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Prompt, promptsResponseSchema } from '../../../shared/api/public';
import { apiFetch } from '../../app/api';
import { eventQueryKey } from './get-event';

export type { Prompt };

export const promptsQueryKey = (eventId: string) => ['events', eventId, 'prompts'] as const;

const promptsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/prompts`;

export const promptsQuery = (eventId: string) =>
  queryOptions({
    queryKey: promptsQueryKey(eventId),
    queryFn: ({ signal }) =>
      apiFetch(promptsPath(eventId), { signal, schema: promptsResponseSchema }).then(
        (body) => body.prompts,
      ),
    staleTime: 30_000,
  });

export function usePrompts(eventId: string, enabled = true) {
  return useQuery({ ...promptsQuery(eventId), enabled });
}

/** Replaces the list; the answer (the stored list) becomes the query's data. */
export function useSavePrompts(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prompts: { id?: string; title: string }[]) =>
      apiFetch(promptsPath(eventId), {
        method: 'PUT',
        body: { prompts },
        schema: promptsResponseSchema,
      }).then((body) => body.prompts),
    onSuccess: (prompts) => queryClient.setQueryData(promptsQueryKey(eventId), prompts),
  });
}

export function useRevealNow(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/events/${encodeURIComponent(eventId)}/reveal`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
  });
}
