import { describe, expect, it } from 'vitest';
import {
  addToPlaylist,
  emptyPlaylist,
  loadPlaylist,
  nextItem,
  removeFromPlaylist,
  type SlideMedia,
  stepPlaylist,
} from './playlist';

function media(id: string, minute: number, kind: SlideMedia['kind'] = 'photo'): SlideMedia {
  return {
    id,
    kind,
    urls: { thumb: null, large: `/m/${id}/large`, original: `/m/${id}`, poster: null },
    placeholder: null,
    guestName: null,
    createdAt: `2026-06-20T18:${String(minute).padStart(2, '0')}:00.000Z`,
    width: 100,
    height: 100,
  };
}

const ids = (playlist: { items: SlideMedia[] }) => playlist.items.map((item) => item.id);

describe('the slideshow order', () => {
  it('cycles oldest to newest and leaves voice messages out', () => {
    const playlist = loadPlaylist(emptyPlaylist, [
      media('c', 3),
      media('a', 1),
      media('v', 2, 'audio'),
      media('b', 2, 'video'),
    ]);
    expect(ids(playlist)).toEqual(['a', 'b', 'c']);
    expect(playlist.index).toBe(0);
    expect(stepPlaylist(stepPlaylist(stepPlaylist(playlist, 1), 1), 1).index).toBe(0);
    expect(stepPlaylist(playlist, -1).index).toBe(2);
    expect(nextItem(playlist)?.id).toBe('b');
  });

  it('puts new uploads right after the current slide, in the order they came', () => {
    let playlist = loadPlaylist(emptyPlaylist, [media('a', 1), media('b', 2), media('c', 3)]);
    playlist = stepPlaylist(playlist, 1); // on b
    playlist = addToPlaylist(playlist, media('n1', 10));
    playlist = addToPlaylist(playlist, media('n2', 11));
    expect(ids(playlist)).toEqual(['a', 'b', 'n1', 'n2', 'c']);
    expect(playlist.items[playlist.index]?.id).toBe('b');
    playlist = stepPlaylist(playlist, 1); // n1 shown: no longer fresh
    playlist = addToPlaylist(playlist, media('n3', 12));
    expect(ids(playlist)).toEqual(['a', 'b', 'n1', 'n2', 'n3', 'c']);
  });

  it('updates an item it has instead of adding it twice, and ignores voice messages', () => {
    let playlist = loadPlaylist(emptyPlaylist, [media('a', 1)]);
    playlist = addToPlaylist(playlist, { ...media('a', 1), guestName: 'Zofia Żółć' });
    playlist = addToPlaylist(playlist, media('v', 2, 'audio'));
    expect(ids(playlist)).toEqual(['a']);
    expect(playlist.items[0]?.guestName).toBe('Zofia Żółć');
  });

  it('starts from an empty show with the first upload', () => {
    const playlist = addToPlaylist(emptyPlaylist, media('first', 1));
    expect(ids(playlist)).toEqual(['first']);
    expect(playlist.index).toBe(0);
  });

  it('drops removed items and keeps the slide on screen', () => {
    let playlist = loadPlaylist(emptyPlaylist, [media('a', 1), media('b', 2), media('c', 3)]);
    playlist = stepPlaylist(playlist, 2); // on c
    playlist = removeFromPlaylist(playlist, ['a']);
    expect(ids(playlist)).toEqual(['b', 'c']);
    expect(playlist.items[playlist.index]?.id).toBe('c');
    // The slide on screen goes: the show wraps to the start.
    playlist = removeFromPlaylist(playlist, ['c']);
    expect(playlist.items[playlist.index]?.id).toBe('b');
    expect(removeFromPlaylist(playlist, ['b']).items).toEqual([]);
  });

  it('keeps the current slide through a reload', () => {
    let playlist = loadPlaylist(emptyPlaylist, [media('a', 1), media('b', 2)]);
    playlist = stepPlaylist(playlist, 1);
    playlist = loadPlaylist(playlist, [media('0', 0), media('a', 1), media('b', 2)]);
    expect(playlist.items[playlist.index]?.id).toBe('b');
  });
});
