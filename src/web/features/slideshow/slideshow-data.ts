/**
 * What the slideshow shows and how it stays current: the event's photos and videos (owner:
 * `GET /api/events/{id}/media`, only ready items not hidden from guests; guest: the public
 * media list) and guestbook messages, then the live stream (`useLiveEvents`) that adds new
 * uploads once they are ready, drops removed or hidden ones, reloads everything on `reset`
 * and reloads the event on `event.updated` (interval, visibility).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { LiveMessage, OwnerGuestbookEntry, OwnerMedia } from '../../../shared/api/gallery';
import { livePaths } from '../../../shared/api/live';
import type { PublicGuestbookEntry, PublicMedia } from '../../../shared/api/public';
import { apiFetch } from '../../app/api';
import { answerCheck } from '../../shared/answer-checks';
import { useLiveEvents } from '../../shared/use-live-events';
import {
  addToPlaylist,
  emptyPlaylist,
  isSlideKind,
  loadPlaylist,
  type Playlist,
  removeFromPlaylist,
  type SlideMedia,
  stepPlaylist,
} from './playlist';

export type SlideshowAudience = 'owner' | 'guest';

/** A guestbook message shown between slides. */
export type SlideMessage = { id: string; guestName: string; message: string };

/** Pages read at most when loading (owner: 2000 items a page, guest: 100). */
const maxPages = { owner: 10, guest: 50 } as const;

const ownerBase = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
const guestBase = (eventId: string) => `/api/public/events/${encodeURIComponent(eventId)}`;

/** Whether a live or listed item may be on screen: ready and, for the owner's list, visible. */
export function isShowable(item: OwnerMedia | PublicMedia): boolean {
  if (!isSlideKind(item.kind)) return false;
  if ('state' in item) return item.state === 'ready' && !item.hidden;
  return true;
}

function toSlide(item: OwnerMedia | PublicMedia): SlideMedia {
  return {
    id: item.id,
    kind: item.kind,
    urls: item.urls,
    placeholder: item.placeholder,
    guestName: item.guestName,
    createdAt: item.createdAt,
    width: item.width,
    height: item.height,
    message: 'message' in item ? item.message : null,
    promptId: item.promptId,
  };
}

function toMessage(entry: OwnerGuestbookEntry | PublicGuestbookEntry): SlideMessage | null {
  if ('hidden' in entry && entry.hidden) return null;
  if ('kind' in entry && entry.kind !== 'guestbook') return null;
  const message = entry.message.trim();
  if (!message) return null;
  return { id: entry.id, guestName: entry.guestName, message };
}

/** Every showable photo and video of the event. */
export async function loadSlideMedia(
  eventId: string,
  audience: SlideshowAudience,
  signal?: AbortSignal,
): Promise<SlideMedia[]> {
  const items: SlideMedia[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages[audience]; page++) {
    const query = new URLSearchParams();
    if (cursor) query.set('cursor', cursor);
    let answer: { items: (OwnerMedia | PublicMedia)[]; nextCursor: string | null };
    if (audience === 'owner') {
      query.set('order', 'asc');
      query.set('limit', '2000');
      answer = await apiFetch(`${ownerBase(eventId)}/media?${query}`, {
        signal,
        schema: answerCheck('ownerMediaList'),
      });
    } else {
      query.set('limit', '100');
      answer = await apiFetch(`${guestBase(eventId)}/media?${query}`, {
        signal,
        schema: answerCheck('publicMediaList'),
      });
    }
    for (const item of answer.items) if (isShowable(item)) items.push(toSlide(item));
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return items;
}

/** The newest guestbook messages (one page), newest first. */
export async function loadSlideMessages(
  eventId: string,
  audience: SlideshowAudience,
  signal?: AbortSignal,
): Promise<SlideMessage[]> {
  const entries: (OwnerGuestbookEntry | PublicGuestbookEntry)[] =
    audience === 'owner'
      ? (
          await apiFetch(`${ownerBase(eventId)}/guestbook?limit=200`, {
            signal,
            schema: answerCheck('ownerGuestbook'),
          })
        ).items
      : (
          await apiFetch(`${guestBase(eventId)}/guestbook?limit=100`, {
            signal,
            schema: answerCheck('publicGuestbook'),
          })
        ).items;
  return entries.map(toMessage).filter((entry): entry is SlideMessage => entry !== null);
}

type Action =
  | { type: 'load'; items: SlideMedia[] }
  | { type: 'add'; item: SlideMedia }
  | { type: 'remove'; ids: string[] }
  | { type: 'step'; step: number };

function reduce(playlist: Playlist, action: Action): Playlist {
  switch (action.type) {
    case 'load':
      return loadPlaylist(playlist, action.items);
    case 'add':
      return addToPlaylist(playlist, action.item);
    case 'remove':
      return removeFromPlaylist(playlist, action.ids);
    case 'step':
      return stepPlaylist(playlist, action.step);
  }
}

export type SlideshowData = {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  playlist: Playlist;
  messages: SlideMessage[];
  step: (step: number) => void;
  reload: () => void;
};

/**
 * Loads the show and keeps it live. `messages` loads the guestbook too (only when asked);
 * `eventQueryKey` is invalidated on `event.updated`.
 */
export function useSlideshowData({
  eventId,
  audience,
  messages: withMessages,
  eventQueryKey,
}: {
  eventId: string;
  audience: SlideshowAudience;
  messages: boolean;
  eventQueryKey: readonly unknown[];
}): SlideshowData {
  const queryClient = useQueryClient();
  const [playlist, dispatch] = useReducer(reduce, emptyPlaylist);
  const [messages, setMessages] = useState<SlideMessage[]>([]);
  const [status, setStatus] = useState<SlideshowData['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const loaded = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload.
  useEffect(() => {
    const controller = new AbortController();
    loadSlideMedia(eventId, audience, controller.signal).then(
      (items) => {
        loaded.current = true;
        dispatch({ type: 'load', items });
        setStatus('ready');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // A failed reload keeps what is on screen; only a first load shows the error.
        if (!loaded.current) {
          setError(failure);
          setStatus('error');
        }
      },
    );
    return () => controller.abort();
  }, [eventId, audience, generation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload.
  useEffect(() => {
    if (!withMessages) return;
    const controller = new AbortController();
    loadSlideMessages(eventId, audience, controller.signal).then(setMessages, () => {
      // Messages are extra: without them the photos still show.
    });
    return () => controller.abort();
  }, [eventId, audience, withMessages, generation]);

  const onMessage = useCallback(
    (message: LiveMessage) => {
      switch (message.type) {
        case 'media.added':
        case 'media.updated':
          if (isShowable(message.item)) dispatch({ type: 'add', item: toSlide(message.item) });
          else dispatch({ type: 'remove', ids: [message.item.id] });
          return;
        case 'media.removed':
          dispatch({ type: 'remove', ids: message.ids });
          return;
        case 'guestbook.added':
        case 'guestbook.updated': {
          const entry = toMessage(message.entry);
          const id = message.entry.id;
          setMessages((current) => {
            const others = current.filter((item) => item.id !== id);
            return entry ? [entry, ...others] : others;
          });
          return;
        }
        case 'guestbook.removed': {
          const gone = new Set(message.ids);
          setMessages((current) => current.filter((item) => !gone.has(item.id)));
          return;
        }
        case 'event.updated':
          void queryClient.invalidateQueries({ queryKey: eventQueryKey });
          return;
        case 'reset':
          setGeneration((value) => value + 1);
          void queryClient.invalidateQueries({ queryKey: eventQueryKey });
          return;
      }
    },
    [queryClient, eventQueryKey],
  );

  const liveUrl = audience === 'owner' ? livePaths.owner(eventId) : livePaths.guest(eventId);
  useLiveEvents(liveUrl, onMessage);

  const step = useCallback((value: number) => dispatch({ type: 'step', step: value }), []);
  const reload = useCallback(() => {
    setStatus('loading');
    setGeneration((value) => value + 1);
  }, []);

  return { status, error, playlist, messages, step, reload };
}
