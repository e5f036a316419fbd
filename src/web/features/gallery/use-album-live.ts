/**
 * The album page's live updates: new, changed and removed items go into the grid's list,
 * guestbook changes refresh the guestbook view, a reset reloads everything.
 */
import { useQueryClient } from '@tanstack/react-query';
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
}: {
  eventId: string;
  albumId: string;
  dispatch: MediaList['dispatch'];
  reload: MediaList['reload'];
  refreshAlbums: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  return useLiveEvents(livePaths.owner(eventId), (message: LiveMessage) => {
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
