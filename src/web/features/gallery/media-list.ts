/**
 * The album grid's list: the loaded items of one album in one sort and filter, the album's
 * counts per kind, and how live messages and the owner's own actions change them. A pure
 * reducer (tested on its own) and the hook that loads every page in the background.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MediaCounts, MediaSort } from '../../../shared/api/gallery';
import { afterPaint } from '../../shared/after-paint';
import { getMediaPage, type MediaKind, type OwnerMedia } from './api/owner-media';
import { arrivedFirstPage, firstPage, takeArrivedFirstPage } from './grid-prefetch';
import { type ListView, pageRequest } from './page-request';

export interface MediaListState {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  items: OwnerMedia[];
  counts: MediaCounts;
  /** Cursor of the next page; null once everything is loaded. */
  nextCursor: string | null;
  /** New uploads that arrived while sorted by time taken: shown after a click on the pill. */
  pending: OwnerMedia[];
  /** The live updates' position the first page was read at; null until it answers. */
  liveCursor: number | null;
}

export type MediaListAction =
  | { type: 'load' }
  | {
      type: 'page';
      items: OwnerMedia[];
      counts: MediaCounts;
      nextCursor: string | null;
      liveCursor: number;
      first: boolean;
    }
  | { type: 'failed'; error: unknown }
  | { type: 'added'; item: OwnerMedia }
  | { type: 'updated'; items: OwnerMedia[] }
  | { type: 'removed'; ids: string[] }
  | { type: 'showPending' };

const noCounts: MediaCounts = { all: 0, photo: 0, video: 0, audio: 0 };

export const initialMediaList: MediaListState = {
  status: 'loading',
  error: null,
  items: [],
  counts: noCounts,
  nextCursor: null,
  pending: [],
  liveCursor: null,
};

function countChange(counts: MediaCounts, kind: MediaKind, by: number): MediaCounts {
  return { ...counts, all: Math.max(0, counts.all + by), [kind]: Math.max(0, counts[kind] + by) };
}

/** Newest first by upload time, or by time taken (unknown last, then by upload time). */
export function compareMedia(sort: MediaSort) {
  return (a: OwnerMedia, b: OwnerMedia): number => {
    if (sort === 'taken') {
      if (a.takenAt && b.takenAt && a.takenAt !== b.takenAt) return a.takenAt < b.takenAt ? 1 : -1;
      if (a.takenAt && !b.takenAt) return -1;
      if (!a.takenAt && b.takenAt) return 1;
    }
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/** The number of tiles the grid sizes itself for: the filter's count, or what is loaded. */
export function expectedTotal(state: MediaListState, kind: MediaKind | null): number {
  const counted = kind ? state.counts[kind] : state.counts.all;
  return state.nextCursor === null ? state.items.length : Math.max(counted, state.items.length);
}

function addItem(state: MediaListState, view: ListView, item: OwnerMedia): MediaListState {
  // Counted as the server counts for this view: every kind, only the challenge's items.
  if (view.promptId && item.promptId !== view.promptId) return state;
  const counts = countChange(state.counts, item.kind, 1);
  if (view.kind && item.kind !== view.kind) return { ...state, counts };
  if (view.sort === 'uploaded') return { ...state, counts, items: [item, ...state.items] };
  return { ...state, counts, pending: [item, ...state.pending] };
}

/** The list after one action; `view` is the album, filter and sort the list was loaded for. */
export function mediaListReducer(
  state: MediaListState,
  action: MediaListAction,
  view: ListView,
): MediaListState {
  switch (action.type) {
    case 'load':
      return initialMediaList;
    case 'page': {
      const known = new Set(state.items.map((item) => item.id));
      const fresh = action.items.filter((item) => !known.has(item.id));
      return {
        ...state,
        status: 'ready',
        error: null,
        items: action.first ? action.items : [...state.items, ...fresh],
        counts: action.first ? action.counts : state.counts,
        nextCursor: action.nextCursor,
        pending: action.first ? [] : state.pending,
        liveCursor: action.first ? action.liveCursor : state.liveCursor,
      };
    }
    case 'failed':
      return { ...state, status: state.items.length > 0 ? 'ready' : 'error', error: action.error };
    case 'added': {
      if (action.item.albumId !== view.albumId) return state;
      const exists =
        state.items.some((item) => item.id === action.item.id) ||
        state.pending.some((item) => item.id === action.item.id);
      if (exists) return mediaListReducer(state, { type: 'updated', items: [action.item] }, view);
      return addItem(state, view, action.item);
    }
    case 'updated': {
      let next = state;
      for (const item of action.items) {
        const index = next.items.findIndex((known) => known.id === item.id);
        const pendingIndex = next.pending.findIndex((known) => known.id === item.id);
        const stays = item.albumId === view.albumId;
        if (index >= 0 || pendingIndex >= 0) {
          const before = index >= 0 ? next.items[index] : next.pending[pendingIndex];
          if (stays) {
            next = {
              ...next,
              items: next.items.map((known) => (known.id === item.id ? item : known)),
              pending: next.pending.map((known) => (known.id === item.id ? item : known)),
            };
          } else {
            next = {
              ...next,
              counts: before ? countChange(next.counts, before.kind, -1) : next.counts,
              items: next.items.filter((known) => known.id !== item.id),
              pending: next.pending.filter((known) => known.id !== item.id),
            };
          }
        } else if (stays && next.nextCursor === null) {
          // Moved here from another album: everything is loaded, so it is really new here.
          next = addItem(next, view, item);
        }
      }
      return next;
    }
    case 'removed': {
      const ids = new Set(action.ids);
      let counts = state.counts;
      for (const item of [...state.items, ...state.pending])
        if (ids.has(item.id)) counts = countChange(counts, item.kind, -1);
      return {
        ...state,
        counts,
        items: state.items.filter((item) => !ids.has(item.id)),
        pending: state.pending.filter((item) => !ids.has(item.id)),
      };
    }
    case 'showPending':
      if (state.pending.length === 0) return state;
      return {
        ...state,
        items: [...state.pending, ...state.items].sort(compareMedia(view.sort)),
        pending: [],
      };
  }
}

/**
 * Loads the album's grid for `view`: the first page, then the rest in the background (sizes
 * come from `counts` up front, so the scroll height is right at once). `reload()` starts over
 * (a live `reset`, or retry after an error).
 */
export function useMediaList(eventId: string, view: ListView) {
  const viewRef = useRef(view);
  viewRef.current = view;
  const { albumId, kind, sort } = view;
  const promptId = view.promptId ?? null;
  const viewKey = JSON.stringify([eventId, albumId, kind, sort, promptId]);
  const firstRequest = pageRequest({ albumId, kind, sort, promptId }, null);
  // The first page, when it arrived while the app started (grid-prefetch.ts): the grid's
  // first render shows it, rather than a loading render and the tiles after.
  const [seed] = useState(() => {
    const page = arrivedFirstPage(eventId, firstRequest);
    return page && { viewKey, page };
  });
  const seeded = useRef(seed);
  const [state, dispatch] = useReducer(
    (current: MediaListState, action: MediaListAction) =>
      mediaListReducer(current, action, viewRef.current),
    seed,
    (start) =>
      start
        ? mediaListReducer(initialMediaList, { type: 'page', ...start.page, first: true }, view)
        : initialMediaList,
  );
  const [generation, reload] = useReducer((value: number) => value + 1, 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` restarts the load on purpose; `viewKey` is the view's values.
  useEffect(() => {
    const controller = new AbortController();
    // The page the list started with, for its first view only (a reload or another view asks).
    const start =
      generation === 0 && seeded.current?.viewKey === viewKey ? seeded.current.page : null;
    if (start) takeArrivedFirstPage(eventId, firstRequest);
    else {
      seeded.current = null;
      dispatch({ type: 'load' });
    }
    (async () => {
      let cursor: string | null = start ? start.nextCursor : null;
      let first = start === null;
      // The rest waits until the first tiles are on screen: its answer (up to 2 000 items)
      // would otherwise compete with their first paint and their thumbnails.
      if (cursor) await afterPaint();
      while (!controller.signal.aborted && (first || cursor)) {
        const request = pageRequest({ albumId, kind, sort, promptId }, cursor);
        const page = await (first ? firstPage : getMediaPage)(eventId, request, controller.signal);
        if (controller.signal.aborted) return;
        dispatch({ type: 'page', ...page, first });
        cursor = page.nextCursor;
        if (first && cursor) await afterPaint();
        first = false;
      }
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) dispatch({ type: 'failed', error });
    });
    return () => controller.abort();
  }, [viewKey, generation]);

  return { state, dispatch, reload: useCallback(() => reload(), []) };
}
