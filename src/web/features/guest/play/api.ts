/**
 * What guests play along with: this device's own items (`GET/PATCH …/mine`, `DELETE
 * …/mine/{id}`) and the live "event changed" signal that switches the page at a reveal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MyItemsResponse } from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { answerCheck } from '../../../shared/answer-checks';
import { publicEventPath, publicEventQueryKey } from '../api/public-event';

export const myItemsQueryKey = (eventId: string) => ['public-event', eventId, 'mine'] as const;

export function useMyItems(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: myItemsQueryKey(eventId),
    queryFn: ({ signal }): Promise<MyItemsResponse> =>
      apiFetch(`${publicEventPath(eventId)}/mine`, {
        signal,
        schema: answerCheck('myItems'),
      }),
    enabled,
    // Items being prepared become "in the gallery" by themselves.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'processing') ? 4_000 : false,
  });
}

export function deleteMine(eventId: string, mediaId: string): Promise<unknown> {
  return apiFetch(`${publicEventPath(eventId)}/mine/${encodeURIComponent(mediaId)}`, {
    method: 'DELETE',
  });
}

export function renameMine(eventId: string, guestName: string): Promise<unknown> {
  return apiFetch(`${publicEventPath(eventId)}/mine`, { method: 'PATCH', body: { guestName } });
}

/**
 * While `enabled`, listens to the guests' live stream and reloads the page's event when the
 * hosts change it (a reveal). Only the message's type is read, so no schema library loads.
 */
export function useEventChanges(eventId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${publicEventPath(eventId)}/live`, { withCredentials: true });
    const reload = () =>
      void queryClient.invalidateQueries({ queryKey: publicEventQueryKey(eventId) });
    // Named server-sent events: only the type matters, so nothing is parsed.
    source.addEventListener('event.updated', reload);
    source.addEventListener('reset', reload);
    return () => source.close();
  }, [eventId, enabled, queryClient]);
}
