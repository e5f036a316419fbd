/**
 * The event page follows the event live: while guests send, the files used against the plan,
 * the albums' counts and the downloads' sizes change on the host's screen without a reload. A
 * burst of photos is one refresh: the first change waits `refreshMs` for the ones after it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { livePaths } from '../../../../shared/api/gallery';
import { albumsQueryKey } from '../../../shared/api/albums';
import { downloadPlansQueryKey } from '../../../shared/api/downloads';
import { type EventDetail, eventQueryKey } from '../../../shared/api/get-event';
import { useLiveEvents } from '../../../shared/use-live-events';

export const refreshMs = 2_000;

export function useEventLive(event: Pick<EventDetail, 'id' | 'state'>) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Guests send during the upload window; afterwards the hosts' own changes and the ZIP's.
  const following = event.state === 'uploading' || event.state === 'downloading';
  useLiveEvents(
    livePaths.owner(event.id),
    () => {
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id), exact: true });
        void queryClient.invalidateQueries({ queryKey: albumsQueryKey(event.id) });
        void queryClient.invalidateQueries({ queryKey: downloadPlansQueryKey(event.id) });
      }, refreshMs);
    },
    following,
  );
}
