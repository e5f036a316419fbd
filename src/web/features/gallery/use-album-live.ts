/**
 * The album page's live updates: new, changed and removed items go into the grid's list,
 * guestbook changes refresh the guestbook view, a reset reloads everything. The stream opens
 * once the grid's first page has answered, from the live position that page was read at, so
 * a change between the two is replayed rather than missed; it then stays open while the
 * grid reloads or changes view.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LiveMessage, livePaths } from '../../../shared/api/gallery';
import { eventQueryKey } from '../../shared/api/get-event';
import { useLiveEvents } from '../../shared/use-live-events';
import { ownerGuestbookQueryKey } from './api/owner-media';
import type { useMediaList } from './media-list';

type MediaList = ReturnType<typeof useMediaList>;

export function useAlbumLive({
  eventId,
  albumId,
  dispatch,
  reload,
  refreshAlbums,
  cursor,
}: {
  eventId: string;
  albumId: string;
  /** The live position of the grid's first page; null until it answers. */
  cursor: number | null;
  dispatch: MediaList['dispatch'];
  reload: MediaList['reload'];
  refreshAlbums: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [start, setStart] = useState<{ eventId: string; cursor: number } | null>(null);
  if (cursor !== null && start?.eventId !== eventId) setStart({ eventId, cursor });
  const url =
    start?.eventId === eventId ? `${livePaths.owner(eventId)}?lastEventId=${start.cursor}` : null;
  return useLiveEvents(url, (message: LiveMessage) => {
    switch (message.type) {
      case 'media.added':
      case 'media.updated':
        if ('state' in message.item) {
          const item = message.item;
          dispatch(
            message.type === 'media.added'
              ? { type: 'added', item }
              : { type: 'updated', items: [item] },
          );
        }
        return;
      case 'media.removed':
        dispatch({ type: 'removed', ids: message.ids });
        return;
      case 'guestbook.added':
      case 'guestbook.updated':
      case 'guestbook.removed':
        void queryClient.invalidateQueries({
          queryKey: ownerGuestbookQueryKey(eventId, albumId),
        });
        return;
      case 'event.updated':
        void queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true });
        return;
      case 'reset':
        reload();
        void queryClient.invalidateQueries({
          queryKey: ownerGuestbookQueryKey(eventId, albumId),
        });
        void refreshAlbums();
        return;
    }
  });
}
