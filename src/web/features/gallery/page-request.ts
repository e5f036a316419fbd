/**
 * Which page of an album's grid to ask for, and its address. No dependencies: the grid's list
 * (media-list.ts) uses it, and so does the app's entry script for the first page.
 */
import type { MediaSort } from '../../../shared/api/gallery';
import type { mediaKinds } from '../../../shared/api/public';
import { eventPath } from '../../shared/api/paths';

export type MediaKind = (typeof mediaKinds)[number];

export interface MediaPageRequest {
  albumId: string;
  kind: MediaKind | null;
  sort: MediaSort;
  promptId?: string | null;
  cursor: string | null;
  limit: number;
}

/**
 * Items per request: the first page fills the largest screen (8 columns of about 15 rows) and
 * answers quickly; the rest stream in behind it.
 */
export const firstPageSize = 200;
export const backgroundPageSize = 2000;

export interface ListView {
  albumId: string;
  kind: MediaKind | null;
  sort: MediaSort;
  /** Only the photos of this photo challenge. */
  promptId?: string | null;
}

/** The request of the page after `cursor` (null: the first page) of `view`. */
export function pageRequest(view: ListView, cursor: string | null): MediaPageRequest {
  return {
    albumId: view.albumId,
    kind: view.kind,
    sort: view.sort,
    promptId: view.promptId ?? null,
    cursor,
    limit: cursor === null ? firstPageSize : backgroundPageSize,
  };
}

/** The address of one page of the album's grid. */
export function mediaPagePath(eventId: string, request: MediaPageRequest): string {
  const query = new URLSearchParams({
    albumId: request.albumId,
    sort: request.sort,
    order: 'desc',
    limit: String(request.limit),
  });
  if (request.kind) query.set('kind', request.kind);
  if (request.promptId) query.set('promptId', request.promptId);
  if (request.cursor) query.set('cursor', request.cursor);
  return `${eventPath(eventId)}/media?${query}`;
}
