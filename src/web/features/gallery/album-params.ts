/** The album page's state in the URL (view, kind filter, sort), so a reload keeps it. */
import { useSearchParams } from 'react-router';
import type { MediaSort } from '../../../shared/api/gallery';
import type { MediaKind } from './api/owner-media';

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

/** The page's params and a setter that replaces one of them (null removes it). */
export function useAlbumParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAlbumParams(searchParams);
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { params, setParam };
}
