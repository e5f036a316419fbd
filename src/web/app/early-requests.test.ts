// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsQueryKey } from '../features/events/api/get-events';
import { firstPage } from '../features/gallery/grid-prefetch';
import { firstPageSize } from '../features/gallery/page-request';
import { albumsQueryKey } from '../shared/api/albums';
import { eventQueryKey } from '../shared/api/get-event';
import { apiFetch } from './api';
import { sessionQueryKey } from './auth/session';
import { earlyOr, sendEarly, sendOwnerPageReads } from './early-requests';
import { prefetchOwnerPage } from './prefetch';

const mediaPage = {
  items: [],
  nextCursor: null,
  counts: { all: 0, photo: 0, video: 0, audio: 0 },
  liveCursor: 7,
};

/** Answers every request like the server would for an empty album; returns the paths asked. */
function recordFetches() {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/get-session') return Response.json(null);
    if (url.pathname.endsWith('/media')) return Response.json(mediaPage);
    if (url.pathname.endsWith('/albums')) return Response.json({ albums: [] });
    if (url.pathname === '/api/events') return Response.json({ events: [] });
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls.map((call) => {
      const url = new URL(String(call[0]), 'http://localhost');
      return `${url.pathname}${url.search}`;
    });
}

const at = (pathname: string, search = '') => ({ pathname, search }) as Location;

describe('an owner page’s first reads, sent before the app’s code has loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('sends the session and the album page’s reads once, and the page’s fetchers take them', async () => {
    const fetched = recordFetches();
    sendOwnerPageReads(at('/albums/ev1/al1'));
    const grid = `/api/events/ev1/media?albumId=al1&sort=uploaded&order=desc&limit=${firstPageSize}`;
    const sent = [
      '/api/auth/get-session',
      '/api/events',
      '/api/events/ev1',
      '/api/events/ev1/albums',
      grid,
    ];
    expect(fetched()).toEqual(sent);

    // The app starts: the same reads through its own fetchers, and nothing is asked twice.
    const client = new QueryClient();
    await prefetchOwnerPage(client, '/albums/ev1/al1');
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    const page = await firstPage('ev1', {
      albumId: 'al1',
      kind: null,
      sort: 'uploaded',
      promptId: null,
      cursor: null,
      limit: firstPageSize,
    });
    expect(page.liveCursor).toBe(7);
    for (const key of [eventsQueryKey, eventQueryKey('ev1'), albumsQueryKey('ev1')]) {
      // Settled on the early answers (this test's bodies need not pass every schema).
      await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'));
    }
    expect(fetched()).toEqual(sent);

    // Taken once: a later read of the same address goes to the server.
    await apiFetch('/api/events/ev1');
    expect(fetched()).toEqual([...sent, '/api/events/ev1']);
  });

  it('asks for the grid of the view in the address, and none for the guestbook', () => {
    const fetched = recordFetches();
    sendOwnerPageReads(at('/albums/ev2/al2', '?kind=video&sort=taken&prompt=p1'));
    expect(fetched()).toContain(
      `/api/events/ev2/media?albumId=al2&sort=taken&order=desc&limit=${firstPageSize}&kind=video&promptId=p1`,
    );
    sendOwnerPageReads(at('/albums/ev3/al3', '?view=guestbook'));
    expect(fetched().filter((path) => path.includes('ev3'))).toEqual([
      '/api/events/ev3',
      '/api/events/ev3/albums',
    ]);
  });

  it('sends the event page’s reads without a grid', () => {
    const fetched = recordFetches();
    sendOwnerPageReads(at('/events/album/ev4'));
    expect(fetched()).toEqual([
      '/api/auth/get-session',
      '/api/events',
      '/api/events/ev4',
      '/api/events/ev4/albums',
    ]);
  });

  it('sends nothing when the server saw no session, nor on other pages', () => {
    const fetched = recordFetches();
    document.head.innerHTML = '<meta name="momenty-session" content="none">';
    sendOwnerPageReads(at('/albums/ev1/al1'));
    document.head.innerHTML = '';
    sendOwnerPageReads(at('/public/ev1'));
    sendOwnerPageReads(at('/events'));
    sendOwnerPageReads(at('/'));
    expect(fetched()).toEqual([]);
  });

  it('asks again when the early answer failed or is older than 10 s', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    sendEarly(['/api/events/failed']);
    const again = vi.fn(async () => Response.json({ asked: 'again' }));
    expect(await (await earlyOr('/api/events/failed', again)).json()).toEqual({ asked: 'again' });
    expect(again).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', async () => Response.json({ asked: 'early' }));
    sendEarly(['/api/events/old'], 1_000);
    await earlyOr('/api/events/old', again, 11_001);
    expect(again).toHaveBeenCalledTimes(2);
    sendEarly(['/api/events/fresh'], 1_000);
    const fresh = await earlyOr('/api/events/fresh', again, 10_999);
    expect(await fresh.json()).toEqual({ asked: 'early' });
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('drops an answer nobody took within 10 s and lets its body go', async () => {
    vi.useFakeTimers();
    try {
      const answer = Response.json({ asked: 'early' });
      vi.stubGlobal('fetch', async () => answer);
      sendEarly(['/api/events/untaken']);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(answer.bodyUsed).toBe(false);
      // Cancelled: a body let go counts as used.
      await vi.advanceTimersByTimeAsync(1);
      expect(answer.bodyUsed).toBe(true);
      const again = vi.fn(async () => Response.json({ asked: 'again' }));
      await earlyOr('/api/events/untaken', again);
      expect(again).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
