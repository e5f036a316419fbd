// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../shared/api/gallery';
import { FakeEventSource } from '../../test/web/fake-event-source';
import { liveRetryDelays, useLiveEvents } from './use-live-events';

beforeEach(() => {
  FakeEventSource.forget();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveEvents', () => {
  it('delivers valid messages with credentials and ignores malformed ones', () => {
    const received: LiveMessage[] = [];
    const { result } = renderHook(() =>
      useLiveEvents('/api/events/e1/live', (message) => received.push(message)),
    );
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe('/api/events/e1/live');
    expect(source?.init?.withCredentials).toBe(true);
    expect(result.current.connected).toBe(false);
    act(() => source?.open());
    expect(result.current.connected).toBe(true);
    act(() => {
      source?.send('media.removed', JSON.stringify({ type: 'media.removed', ids: ['m1'] }));
      source?.send('media.removed', '{not json');
      source?.send('media.removed', JSON.stringify({ type: 'media.removed', ids: 'm1' }));
    });
    expect(received).toEqual([{ type: 'media.removed', ids: ['m1'] }]);
  });

  it('leaves reconnecting to the browser while it retries by itself', () => {
    vi.useFakeTimers();
    renderHook(() => useLiveEvents('/live', () => {}));
    const [source] = FakeEventSource.all;
    act(() => source?.open());
    act(() => source?.fail(false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('opens a new stream after the browser gave up and asks for a reset once it is open', () => {
    vi.useFakeTimers();
    const received: LiveMessage[] = [];
    const { result } = renderHook(() =>
      useLiveEvents('/live', (message) => received.push(message)),
    );
    const [first] = FakeEventSource.all;
    act(() => first?.open());
    act(() => first?.fail(true));
    expect(result.current.connected).toBe(false);
    expect(received).toEqual([]);
    act(() => vi.advanceTimersByTime(liveRetryDelays[0] - 1));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    const second = FakeEventSource.all[1];
    expect(second).toBeDefined();
    // Still down: the next try waits longer.
    act(() => second?.fail(true));
    act(() => vi.advanceTimersByTime(liveRetryDelays[1] - 1));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    const third = FakeEventSource.all[2];
    act(() => third?.open());
    expect(result.current.connected).toBe(true);
    expect(received).toEqual([{ type: 'reset' }]);
  });

  it('closes the stream and any pending retry when unmounted or disabled', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useLiveEvents('/live', () => {}, enabled),
      { initialProps: { enabled: true } },
    );
    const [first] = FakeEventSource.all;
    rerender({ enabled: false });
    expect(first?.readyState).toBe(2);
    rerender({ enabled: true });
    const second = FakeEventSource.all[1];
    act(() => second?.fail(true));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(2);
  });
});
