// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsQueryKey } from '../features/events/api/get-events';
import { firstPage } from '../features/gallery/grid-prefetch';
import { firstPageSize } from '../features/gallery/page-request';
import { albumsQueryKey } from '../shared/api/albums';
import { eventQueryKey } from '../shared/api/get-event';
import { sessionQueryKey } from './auth/session';
import { firstReadsWaitMs, whenArrivedOrAfter } from './first-reads';
import { prefetchOwnerPage } from './prefetch';

function recordFetches() {
  const page = {
    items: [],
    nextCursor: null,
    counts: { all: 0, photo: 0, video: 0, audio: 0 },
    liveCursor: 3,
  };
  const fetchMock = vi.fn(async (url: string) =>
    url.includes('/media?') ? Response.json(page) : new Response('{}', { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
}

describe('asking for an owner page’s data while the app starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('asks for the album page’s event, albums, grid and the sidebar’s events at once', () => {
    const fetched = recordFetches();
    const client = new QueryClient();
    prefetchOwnerPage(client, '/albums/ev1/al1');
    expect(fetched().sort()).toEqual([
      '/api/events',
      '/api/events/ev1',
      '/api/events/ev1/albums',
      `/api/events/ev1/media?albumId=al1&sort=uploaded&order=desc&limit=${firstPageSize}`,
    ]);
    // In the page's own queries, so the page asks nothing again.
    for (const key of [eventsQueryKey, eventQueryKey('ev1'), albumsQueryKey('ev1')]) {
      expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    }
  });

  it('hands the grid its first page once, for the view in the address', async () => {
    const fetched = recordFetches();
    prefetchOwnerPage(new QueryClient(), '/albums/ev1/al1', '?kind=video&sort=taken');
    const media = () => fetched().filter((url) => url.includes('/media?'));
    expect(media()).toEqual([
      `/api/events/ev1/media?albumId=al1&sort=taken&order=desc&limit=${firstPageSize}&kind=video`,
    ]);
    const request = {
      albumId: 'al1',
      kind: 'video',
      sort: 'taken',
      promptId: null,
      cursor: null,
      limit: firstPageSize,
    } as const;
    expect((await firstPage('ev1', request)).liveCursor).toBe(3);
    expect(media()).toHaveLength(1);
    // Taken once: the next first page (a reload) is asked for again, and so is another view.
    await firstPage('ev1', request);
    expect(media()).toHaveLength(2);
    prefetchOwnerPage(new QueryClient(), '/albums/ev1/al1', '?kind=video&sort=taken');
    await firstPage('ev1', { ...request, sort: 'uploaded' });
    expect(media()).toHaveLength(4);
  });

  it('resolves once the session, the event, its albums, the events and the grid have all arrived', async () => {
    const release: (() => void)[] = [];
    const fetchMock = vi.fn(
      (url: string | URL) =>
        new Promise<Response>((resolve) => {
          const path = String(url);
          release.push(() =>
            resolve(
              path.includes('/media?')
                ? Response.json({
                    items: [],
                    nextCursor: null,
                    counts: { all: 0, photo: 0, video: 0, audio: 0 },
                    liveCursor: 1,
                  })
                : path.includes('get-session')
                  ? Response.json(null)
                  : Response.json({}),
            ),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    let done = false;
    const reads = prefetchOwnerPage(client, '/albums/ev1/al1').then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(release).toHaveLength(5));
    for (const answer of release.slice(0, 4)) answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    release[4]?.();
    await reads;
    expect(client.getQueryState(sessionQueryKey)?.status).toBe('success');
  });

  it('lets the first render wait for the reads, never longer than the limit', async () => {
    vi.useFakeTimers();
    try {
      let arrived!: () => void;
      let waited = false;
      void whenArrivedOrAfter(new Promise<void>((resolve) => (arrived = resolve))).then(() => {
        waited = true;
      });
      await vi.advanceTimersByTimeAsync(firstReadsWaitMs - 1);
      expect(waited).toBe(false);
      arrived();
      await vi.advanceTimersByTimeAsync(0);
      expect(waited).toBe(true);

      let late = false;
      void whenArrivedOrAfter(new Promise<void>(() => {})).then(() => {
        late = true;
      });
      await vi.advanceTimersByTimeAsync(firstReadsWaitMs);
      expect(late).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does the same for the event page', () => {
    const fetched = recordFetches();
    prefetchOwnerPage(new QueryClient(), '/events/album/ev2');
    expect(fetched()).toContain('/api/events/ev2/albums');
  });

  it('asks nothing when the server saw no session, nor on other pages', () => {
    const fetched = recordFetches();
    document.head.innerHTML = '<meta name="momenty-session" content="none">';
    prefetchOwnerPage(new QueryClient(), '/albums/ev1/al1');
    document.head.innerHTML = '';
    prefetchOwnerPage(new QueryClient(), '/public/ev1');
    prefetchOwnerPage(new QueryClient(), '/events');
    expect(fetched()).toEqual([]);
  });
});
