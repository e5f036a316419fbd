// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsQueryKey } from '../features/events/api/get-events';
import { albumsQueryKey } from '../shared/api/albums';
import { eventQueryKey } from '../shared/api/get-event';
import { prefetchOwnerPage } from './prefetch';

function recordFetches() {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
}

describe('asking for an owner page’s data while the app starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('asks for the album page’s event, albums and the sidebar’s events at once', () => {
    const fetched = recordFetches();
    const client = new QueryClient();
    prefetchOwnerPage(client, '/albums/ev1/al1');
    expect(fetched().sort()).toEqual(['/api/events', '/api/events/ev1', '/api/events/ev1/albums']);
    // In the page's own queries, so the page asks nothing again.
    for (const key of [eventsQueryKey, eventQueryKey('ev1'), albumsQueryKey('ev1')]) {
      expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
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
