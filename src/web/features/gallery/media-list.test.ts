import { describe, expect, it } from 'vitest';
import { ownerMedia } from '../../../test/web/album';
import type { OwnerMedia } from './api/owner-media';
import {
  expectedTotal,
  initialMediaList,
  type MediaListState,
  mediaListReducer,
} from './media-list';
import type { ListView } from './page-request';

const view: ListView = { albumId: 'a1', kind: null, sort: 'uploaded' };

function loaded(items: OwnerMedia[], nextCursor: string | null = null, v = view): MediaListState {
  const counts = { all: items.length, photo: 0, video: 0, audio: 0 };
  for (const item of items) counts[item.kind] += 1;
  return mediaListReducer(
    initialMediaList,
    { type: 'page', items, counts, nextCursor, liveCursor: 7, first: true },
    v,
  );
}

describe('mediaListReducer', () => {
  it('appends later pages without duplicates and keeps the counts of the first', () => {
    const first = loaded([ownerMedia('m3'), ownerMedia('m2')], 'c1');
    const next = mediaListReducer(
      first,
      {
        type: 'page',
        items: [ownerMedia('m2'), ownerMedia('m1')],
        counts: { all: 99, photo: 99, video: 0, audio: 0 },
        nextCursor: null,
        liveCursor: 12,
        first: false,
      },
      view,
    );
    expect(next.items.map((item) => item.id)).toEqual(['m3', 'm2', 'm1']);
    expect(next.counts.all).toBe(2);
    expect(next.nextCursor).toBeNull();
    // The live stream starts where the first page was read.
    expect(next.liveCursor).toBe(7);
  });

  it('sizes the grid from the counts while pages are missing, from the items once all are in', () => {
    const partial = {
      ...loaded([ownerMedia('m1')], 'c1'),
      counts: { all: 500, photo: 400, video: 60, audio: 40 },
    };
    expect(expectedTotal(partial, null)).toBe(500);
    expect(expectedTotal(partial, 'video')).toBe(60);
    expect(expectedTotal(loaded([ownerMedia('m1')]), null)).toBe(1);
  });

  it('puts a new upload of this album at the top when sorted by upload time and counts it', () => {
    const state = loaded([ownerMedia('m1')]);
    const next = mediaListReducer(
      state,
      { type: 'added', item: ownerMedia('m2', { kind: 'video', state: 'processing' }) },
      view,
    );
    expect(next.items.map((item) => item.id)).toEqual(['m2', 'm1']);
    expect(next.counts).toEqual({ all: 2, photo: 1, video: 1, audio: 0 });
  });

  it('ignores uploads to other albums and counts uploads of other kinds without showing them', () => {
    const state = loaded([ownerMedia('m1')], null, { ...view, kind: 'photo' });
    const other = mediaListReducer(
      state,
      { type: 'added', item: ownerMedia('x', { albumId: 'a2' }) },
      view,
    );
    expect(other).toBe(state);
    const photoView = { ...view, kind: 'photo' as const };
    const voice = mediaListReducer(
      state,
      { type: 'added', item: ownerMedia('v', { kind: 'audio' }) },
      photoView,
    );
    expect(voice.items.map((item) => item.id)).toEqual(['m1']);
    expect(voice.counts.audio).toBe(1);
    expect(voice.counts.all).toBe(2);
  });

  it('with a photo challenge shown, counts and shows only the uploads that answer it', () => {
    const challenge = { ...view, promptId: 'p1' };
    const state = loaded([ownerMedia('m1', { promptId: 'p1' })], null, challenge);
    const other = mediaListReducer(
      state,
      { type: 'added', item: ownerMedia('x', { promptId: 'p2' }) },
      challenge,
    );
    expect(other).toBe(state);
    const none = mediaListReducer(state, { type: 'added', item: ownerMedia('y') }, challenge);
    expect(none).toBe(state);
    const answer = mediaListReducer(
      state,
      { type: 'added', item: ownerMedia('m2', { promptId: 'p1' }) },
      challenge,
    );
    expect(answer.items.map((item) => item.id)).toEqual(['m2', 'm1']);
    expect(answer.counts).toEqual({ all: 2, photo: 2, video: 0, audio: 0 });
  });

  it('holds new uploads behind the pill when sorted by time taken, then sorts them in', () => {
    const taken: ListView = { ...view, sort: 'taken' };
    const state = loaded([ownerMedia('old', { takenAt: '2026-06-20T10:00:00.000Z' })], null, taken);
    const added = mediaListReducer(
      state,
      {
        type: 'added',
        item: ownerMedia('new', {
          takenAt: '2026-06-20T11:00:00.000Z',
          createdAt: '2026-06-20T13:00:00.000Z',
        }),
      },
      taken,
    );
    expect(added.items.map((item) => item.id)).toEqual(['old']);
    expect(added.pending.map((item) => item.id)).toEqual(['new']);
    const shown = mediaListReducer(added, { type: 'showPending' }, taken);
    expect(shown.items.map((item) => item.id)).toEqual(['new', 'old']);
    expect(shown.pending).toEqual([]);
  });

  it('replaces an updated item and drops one that moved to another album', () => {
    const state = loaded([ownerMedia('m2'), ownerMedia('m1')]);
    const ready = mediaListReducer(
      state,
      { type: 'updated', items: [ownerMedia('m1', { hidden: true })] },
      view,
    );
    expect(ready.items[1]?.hidden).toBe(true);
    const moved = mediaListReducer(
      ready,
      { type: 'updated', items: [ownerMedia('m2', { albumId: 'a2' })] },
      view,
    );
    expect(moved.items.map((item) => item.id)).toEqual(['m1']);
    expect(moved.counts.all).toBe(1);
    expect(moved.counts.photo).toBe(1);
  });

  it('adds an item moved in from another album once everything is loaded', () => {
    const state = loaded([ownerMedia('m1')]);
    const next = mediaListReducer(
      state,
      { type: 'updated', items: [ownerMedia('m9', { createdAt: '2026-06-21T00:00:00.000Z' })] },
      view,
    );
    expect(next.items.map((item) => item.id)).toEqual(['m9', 'm1']);
    expect(next.counts.all).toBe(2);
  });

  it('removes deleted items and lowers the counts of their kinds', () => {
    const state = loaded([ownerMedia('m2', { kind: 'audio' }), ownerMedia('m1')]);
    const next = mediaListReducer(state, { type: 'removed', ids: ['m2', 'unknown'] }, view);
    expect(next.items.map((item) => item.id)).toEqual(['m1']);
    expect(next.counts).toEqual({ all: 1, photo: 1, video: 0, audio: 0 });
  });

  it('keeps what is loaded when a later page fails', () => {
    const state = loaded([ownerMedia('m1')], 'c1');
    const failed = mediaListReducer(state, { type: 'failed', error: new Error('x') }, view);
    expect(failed.status).toBe('ready');
    expect(mediaListReducer(initialMediaList, { type: 'failed', error: 1 }, view).status).toBe(
      'error',
    );
  });
});
