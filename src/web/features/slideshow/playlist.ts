/**
 * The slideshow's running order, as pure functions: media cycle oldest → newest; an upload
 * that arrives while the show runs goes right after the current slide (after the other new
 * ones not yet shown), so it appears within a few slides; a removed item leaves the order
 * without disturbing what is on screen; a reload of the whole list keeps the current slide.
 */
import type { PublicMedia } from '../../../shared/api/public';

/** What a slide needs of a photo or video (owner and guest items both have it). */
export type SlideMedia = Pick<
  PublicMedia,
  'id' | 'kind' | 'urls' | 'placeholder' | 'guestName' | 'createdAt' | 'width' | 'height'
> & { message?: string | null; promptId?: string | null };

export type Playlist = {
  items: SlideMedia[];
  /** Index of the slide on screen (0 when the list is empty). */
  index: number;
  /** Ids inserted live and not shown yet, in the order they will show. */
  fresh: string[];
};

export const emptyPlaylist: Playlist = { items: [], index: 0, fresh: [] };

/** Only photos and videos belong in the show. */
export function isSlideKind(kind: string): boolean {
  return kind === 'photo' || kind === 'video';
}

function byCreation(a: SlideMedia, b: SlideMedia): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
}

/** A whole list (initial load or a reload after `reset`), keeping the current slide if it stays. */
export function loadPlaylist(current: Playlist, loaded: readonly SlideMedia[]): Playlist {
  const items = loaded.filter((item) => isSlideKind(item.kind)).sort(byCreation);
  const currentId = current.items[current.index]?.id;
  const kept = currentId ? items.findIndex((item) => item.id === currentId) : -1;
  const ids = new Set(items.map((item) => item.id));
  return {
    items,
    index: kept >= 0 ? kept : 0,
    fresh: current.fresh.filter((id) => ids.has(id)),
  };
}

/** A new (or newly ready) item: inserted to show next; an item already there is updated. */
export function addToPlaylist(playlist: Playlist, item: SlideMedia): Playlist {
  if (!isSlideKind(item.kind)) return playlist;
  const existing = playlist.items.findIndex((entry) => entry.id === item.id);
  if (existing >= 0) {
    const items = playlist.items.slice();
    items[existing] = item;
    return { ...playlist, items };
  }
  if (playlist.items.length === 0) return { items: [item], index: 0, fresh: [] };
  // After the current slide and the new ones already waiting right behind it.
  let at = playlist.index + 1;
  while (at < playlist.items.length && playlist.fresh.includes(playlist.items[at]?.id ?? '')) at++;
  const items = [...playlist.items.slice(0, at), item, ...playlist.items.slice(at)];
  return { items, index: playlist.index, fresh: [...playlist.fresh, item.id] };
}

/** Items deleted or hidden: gone from the order; the slide on screen moves on if it went. */
export function removeFromPlaylist(playlist: Playlist, ids: readonly string[]): Playlist {
  const gone = new Set(ids);
  if (!playlist.items.some((item) => gone.has(item.id))) return playlist;
  const before = playlist.items.slice(0, playlist.index).filter((item) => gone.has(item.id)).length;
  const items = playlist.items.filter((item) => !gone.has(item.id));
  let index = playlist.index - before;
  if (index >= items.length) index = 0;
  return { items, index: Math.max(0, index), fresh: playlist.fresh.filter((id) => !gone.has(id)) };
}

/** Moves `step` slides (1 next, -1 previous), wrapping around; the slide reached is no longer fresh. */
export function stepPlaylist(playlist: Playlist, step: number): Playlist {
  const count = playlist.items.length;
  if (count === 0) return playlist;
  const index = (((playlist.index + step) % count) + count) % count;
  const shown = playlist.items[index]?.id;
  return { ...playlist, index, fresh: playlist.fresh.filter((id) => id !== shown) };
}

/** The slide after the current one (to preload), or null. */
export function nextItem(playlist: Playlist): SlideMedia | null {
  if (playlist.items.length < 2) return null;
  return playlist.items[(playlist.index + 1) % playlist.items.length] ?? null;
}
