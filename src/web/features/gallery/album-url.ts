/**
 * The album page's state in the URL (view, kind filter, sort, photo challenge), so a reload
 * keeps it. No dependencies: the page's hook (album-params.ts) reads it, and so does the app's
 * entry script, which asks for the grid's first page of the view in the address.
 */
import type { MediaSort } from '../../../shared/api/gallery';
import type { MediaKind } from './page-request';

export const kinds = ['photo', 'video', 'audio'] as const satisfies readonly MediaKind[];

export interface AlbumParams {
  view: 'photos' | 'guestbook';
  kind: MediaKind | null;
  sort: MediaSort;
  /** Only the photos of one photo challenge. */
  prompt: string | null;
}

/** Reads the page's state from the URL; anything unknown falls back to the default. */
export function readAlbumParams(params: URLSearchParams): AlbumParams {
  const kind = params.get('kind');
  return {
    view: params.get('view') === 'guestbook' ? 'guestbook' : 'photos',
    kind: kinds.find((known) => known === kind) ?? null,
    sort: params.get('sort') === 'taken' ? 'taken' : 'uploaded',
    prompt: params.get('prompt') || null,
  };
}
