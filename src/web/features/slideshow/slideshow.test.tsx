// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../../../shared/api/events';
import { defaultEventSettings } from '../../../shared/api/events';
import type { OwnerMedia } from '../../../shared/api/gallery';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { FakeEventSource } from '../../../test/web/fake-event-source';
import { renderWithProviders } from '../../../test/web/render';
import { eventQueryKey } from '../../shared/api/get-event';
import { OwnerSlideshow } from './owner-slideshow';
import { qrToggleKey } from './slideshow-player';

const event: EventDetail = {
  id: 'e1',
  name: 'Wesele Ani i Tomka',
  eventDate: '2026-06-20',
  plan: 'premium',
  paid: true,
  activationDate: '2026-06-20',
  timeZone: 'Europe/Warsaw',
  state: 'uploading',
  filesCount: 3,
  filesLimit: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  role: 'owner',
  description: '',
  type: 'wedding',
  guestCount: null,
  language: 'pl',
  settings: { ...defaultEventSettings, slideshowIntervalSeconds: 7 },
  style: {} as EventDetail['style'],
  hasPassword: false,
  videosCount: 0,
  albumsCount: 1,
  limits: { files: null, videos: null, albums: 10 },
  periods: {
    uploadStart: '2026-06-20T00:00:00.000Z',
    uploadEnd: '2026-07-20T00:00:00.000Z',
    downloadEnd: '2026-08-29T00:00:00.000Z',
  },
  guestUrl: 'http://localhost:3000/public/e1',
  expiresAt: '2026-08-29T00:00:00.000Z',
  zipStatus: 'WAITING',
};

function item(id: string, minute: number, extra: Partial<OwnerMedia> = {}): OwnerMedia {
  return {
    id,
    kind: 'photo',
    albumId: 'a1',
    width: 800,
    height: 600,
    durationMs: null,
    placeholder: null,
    urls: {
      thumb: `/media/e1/${id}/thumb.webp`,
      large: `/media/e1/${id}/large.webp`,
      original: `/media/e1/${id}/original`,
      poster: null,
    },
    guestName: 'Zofia Żółkiewska',
    promptId: null,
    createdAt: `2026-06-20T18:${String(minute).padStart(2, '0')}:00.000Z`,
    state: 'ready',
    hidden: false,
    takenAt: null,
    size: 1000,
    mime: 'image/jpeg',
    originalName: `${id}.jpg`,
    batchId: `b-${id}`,
    message: null,
    ...extra,
  };
}

let mediaItems: OwnerMedia[] = [];
/** What `GET /api/events/e1` answers when the show reloads the event. */
/** `null`: the read fails (the server busy, the hall's Wi-Fi gone). */
let storedEvent: EventDetail | null = event;
const requests: string[] = [];

beforeEach(() => {
  FakeEventSource.forget();
  requests.length = 0;
  localStorage.clear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.startsWith('/api/events/e1/media'))
        return Response.json({
          items: mediaItems,
          nextCursor: null,
          counts: { all: mediaItems.length, photo: mediaItems.length, video: 0, audio: 0 },
          liveCursor: 0,
        });
      if (url.startsWith('/api/events/e1/guestbook'))
        return Response.json({ items: [], nextCursor: null, total: 0 });
      if (url.startsWith('/api/events/e1/prompts'))
        return Response.json({ prompts: [{ id: 'p1', title: 'Najlepszy ruch na parkiecie' }] });
      if (url === '/api/events/e1')
        return storedEvent
          ? Response.json({ event: storedEvent })
          : Response.json(
              { error: 'errors.unavailable', status: 503, message: 'x' },
              { status: 503 },
            );
      return Response.json(
        { error: 'errors.notFound', status: 404, message: 'x' },
        { status: 404 },
      );
    }),
  );
  // Only the show's timers are faked: the page's promises and React run as usual. Testing
  // Library's waitFor moves fake timers through `jest.advanceTimersByTime` (a few ms per poll).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderShow(detail: EventDetail = event, language: 'pl' | 'en' = 'en') {
  return renderWithProviders(<OwnerSlideshow eventId="e1" />, {
    language,
    queries: [[eventQueryKey('e1'), detail]],
  });
}

const currentSlide = () =>
  document.querySelector('[data-testid="slide"][data-current]')?.getAttribute('data-media-id');

describe('the owner slideshow', () => {
  it('shows ready, visible photos oldest first and moves on at the event interval', async () => {
    mediaItems = [
      item('c', 3),
      item('a', 1),
      item('hidden', 2, { hidden: true }),
      item('processing', 4, { state: 'processing' }),
      item('b', 2),
    ];
    renderShow();
    await screen.findByTestId('slideshow');
    expect(requests.some((url) => url.includes('order=asc'))).toBe(true);
    expect(currentSlide()).toBe('a');
    expect(screen.getByTestId('slideshow-position').textContent).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(6000));
    expect(currentSlide()).toBe('a');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide()).toBe('b');
    act(() => vi.advanceTimersByTime(7000));
    expect(currentSlide()).toBe('c');
    act(() => vi.advanceTimersByTime(7000));
    expect(currentSlide()).toBe('a');
    expect(FakeEventSource.all.map((source) => source.url)).toEqual(['/api/events/e1/live']);
  });

  it('shows a photo’s challenge over it, unless the hosts turned the titles off', async () => {
    mediaItems = [item('a', 1, { promptId: 'p1' })];
    const view = renderShow();
    expect((await screen.findByTestId('slide-challenge')).textContent).toBe(
      'Najlepszy ruch na parkiecie',
    );
    view.unmount();
    renderShow({ ...event, settings: { ...event.settings, slideshowPromptTitles: false } });
    await screen.findByTestId('slideshow');
    expect(screen.queryByTestId('slide-challenge')).toBeNull();
  });

  it('in reveal mode waits, and on "reveal now" plays the reveal and starts with the first photo', async () => {
    mediaItems = [item('b', 2), item('a', 1)];
    const waiting: EventDetail = {
      ...event,
      settings: { ...event.settings, revealMode: 'hand', revealAt: null },
    };
    storedEvent = {
      ...waiting,
      settings: { ...waiting.settings, revealAt: '2026-01-01T00:00:00Z' },
    };
    renderShow(waiting, 'pl');
    expect(await screen.findByTestId('wall-waiting')).toBeTruthy();
    expect(screen.getByText(pl.play.wall.waitingHand)).toBeTruthy();
    expect(requests.some((url) => url.startsWith('/api/events/e1/media'))).toBe(false);
    const [source] = FakeEventSource.all;
    if (!source) throw new Error('no live stream');
    expect(source.url).toBe('/api/events/e1/live');
    act(() => source.emit({ type: 'event.updated' }));
    expect(await screen.findByTestId('wall-revealing')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await screen.findByTestId('slideshow');
    expect(currentSlide()).toBe('a');
    storedEvent = event;
  });

  it('keeps the show on the screen when a re-read of the event fails', async () => {
    mediaItems = [item('a', 1), item('b', 2)];
    const { queryClient } = renderShow();
    await screen.findByTestId('slideshow');
    const [source] = FakeEventSource.all;
    if (!source) throw new Error('no live stream');
    storedEvent = null;
    const reads = () => requests.filter((url) => url === '/api/events/e1').length;
    const before = reads();
    act(() => source.emit({ type: 'event.updated' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    // The failed answer is taken in (the query's state settles) before the page is looked at.
    await waitFor(() =>
      expect(queryClient.getQueryState(eventQueryKey('e1'))?.status).toBe('error'),
    );
    expect(screen.getByTestId('slideshow')).toBeTruthy();
    expect(screen.queryByText(en.slideshow.loadFailed)).toBeNull();
    storedEvent = event;
  });

  it('shows a new upload next once it is ready, and drops removed ones', async () => {
    mediaItems = [item('a', 1), item('b', 2), item('c', 3)];
    renderShow();
    await screen.findByTestId('slideshow');
    const [source] = FakeEventSource.all;
    if (!source) throw new Error('no live stream');
    // Still processing: not shown yet.
    act(() => source.emit({ type: 'media.added', item: item('new', 30, { state: 'processing' }) }));
    expect(screen.getByTestId('slideshow-position').textContent).toBe('1 / 3');
    act(() => source.emit({ type: 'media.updated', item: item('new', 30) }));
    expect(screen.getByTestId('slideshow-position').textContent).toBe('1 / 4');
    act(() => vi.advanceTimersByTime(7000));
    expect(currentSlide()).toBe('new');
    act(() => source.emit({ type: 'media.removed', ids: ['b'] }));
    act(() => vi.advanceTimersByTime(7000));
    expect(currentSlide()).toBe('c');
    // Hidden by the owner: it leaves the show.
    act(() => source.emit({ type: 'media.updated', item: item('c', 3, { hidden: true }) }));
    expect(currentSlide()).toBe('a');
  });

  it('waits for the first photos with the QR code large, then shows the first upload', async () => {
    mediaItems = [];
    renderShow(event, 'pl');
    expect(await screen.findByText(pl.slideshow.waiting)).toBeTruthy();
    // The event's guest link, drawn in the browser as on the guests' show.
    const qr = await screen.findByAltText(pl.slideshow.qrAlt);
    expect(qr.getAttribute('src')).toBe(
      await QRCode.toDataURL('http://localhost:3000/public/e1', {
        width: 480,
        margin: 1,
        errorCorrectionLevel: 'M',
      }),
    );
    const [source] = FakeEventSource.all;
    act(() => source?.emit({ type: 'media.added', item: item('first', 5) }));
    expect(currentSlide()).toBe('first');
    expect(screen.queryByText(pl.slideshow.waiting)).toBeNull();
  });

  it('remembers the QR code switched off', async () => {
    mediaItems = [item('a', 1)];
    const first = renderShow();
    await screen.findByTestId('slideshow');
    // The code is drawn in the browser: shown once drawn.
    expect(await screen.findByTestId('slideshow-qr')).toBeTruthy();
    act(() => screen.getByRole('button', { name: en.slideshow.controls.qrOff }).click());
    expect(screen.queryByTestId('slideshow-qr')).toBeNull();
    expect(localStorage.getItem(qrToggleKey)).toBe('off');
    first.unmount();
    renderShow();
    await screen.findByTestId('slideshow');
    expect(screen.queryByTestId('slideshow-qr')).toBeNull();
    expect(screen.getByRole('button', { name: en.slideshow.controls.qrOn })).toBeTruthy();
  });

  it('pauses with space and steps with the arrow keys', async () => {
    mediaItems = [item('a', 1), item('b', 2), item('c', 3)];
    renderShow();
    await screen.findByTestId('slideshow');
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()).toBe('a');
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' })));
    expect(currentSlide()).toBe('b');
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' })));
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' })));
    expect(currentSlide()).toBe('c');
  });

  it('shows a guestbook message between slides when messages are on', async () => {
    mediaItems = [item('a', 1), item('b', 2)];
    localStorage.setItem('momenty-slideshow-messages', 'on');
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/events/e1/guestbook')) {
        requests.push(String(input));
        return Response.json({
          items: [
            {
              id: 'g1',
              guestName: 'Łucja Ślęzak',
              message: 'Wszystkiego najlepszego, kochani!',
              createdAt: '2026-06-20T19:00:00.000Z',
              media: [],
              kind: 'guestbook',
              albumId: 'a1',
              hidden: false,
            },
          ],
          nextCursor: null,
          total: 1,
        });
      }
      return base ? base(input, init) : Response.error();
    });
    renderShow(event, 'pl');
    await screen.findByTestId('slideshow');
    await waitFor(() => expect(requests.some((url) => url.includes('/guestbook'))).toBe(true));
    await act(async () => {});
    for (let slide = 0; slide < 4; slide++) act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByText('Wszystkiego najlepszego, kochani!')).toBeTruthy();
    expect(screen.getByText('Od: Łucja Ślęzak')).toBeTruthy();
    act(() => vi.advanceTimersByTime(7000));
    expect(document.querySelector('[data-testid="slide-message"][data-current]')).toBeNull();
    // a, b, a, b, the message, then on with the order.
    expect(currentSlide()).toBe('a');
  });

  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('offers the upgrade instead on other plans (%s)', async (language, texts) => {
    mediaItems = [item('a', 1)];
    renderShow({ ...event, plan: 'standard' }, language);
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.slideshow.premiumOnly.title }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: texts.slideshow.premiumOnly.upgrade }).getAttribute('href'),
    ).toBe('/events/e1/upgrade');
    expect(screen.queryByTestId('slideshow')).toBeNull();
    expect(requests.some((url) => url.includes('/media'))).toBe(false);
    expect(FakeEventSource.all).toEqual([]);
  });
});
