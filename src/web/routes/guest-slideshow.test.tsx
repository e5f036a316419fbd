// @vitest-environment jsdom
/** The guest slideshow against a fake of the public API at the fetch and EventSource boundary. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent, PublicEventResponse, PublicMedia } from '../../shared/api/public';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { FakeEventSource } from '../../test/web/fake-event-source';
import { openPublicEvent } from '../../test/web/public-event';
import { qrEncoder } from '../../test/web/qr-encoder';
import { renderWithProviders, testConfig } from '../../test/web/render';
import { guestLink } from '../shared/guest-link';
import { GuestSlideshow } from './guest-slideshow';

const event: PublicEvent = openPublicEvent({
  plan: 'premium',
  uploadWindow: {
    firstDay: '2026-06-20',
    lastDay: '2026-07-19',
    days: 30,
    end: '2026-07-19T21:59:59.999Z',
  },
  slideshowVisible: true,
  allowance: { files: null, videos: null, videoAllowed: true },
});

const photo: PublicMedia = {
  id: 'm1',
  kind: 'photo',
  albumId: 'a1',
  width: 800,
  height: 600,
  durationMs: null,
  placeholder: null,
  urls: {
    thumb: '/media/e1/m1/thumb.webp',
    large: '/media/e1/m1/large.webp',
    original: '/media/e1/m1/original',
    poster: null,
  },
  guestName: 'Zofia',
  promptId: null,
  createdAt: '2026-06-20T18:00:00.000Z',
};

let answer: PublicEventResponse;
let requests: string[];

beforeEach(() => {
  FakeEventSource.forget();
  requests = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url.split('?')[0] === '/api/public/events/e1') return Response.json(answer);
      if (url.startsWith('/api/public/events/e1/media'))
        return Response.json({ items: [photo], nextCursor: null });
      if (url.startsWith('/api/public/events/e1/guestbook'))
        return Response.json({ items: [], nextCursor: null });
      return Response.json(
        { error: 'errors.notFound', status: 404, message: 'x' },
        { status: 404 },
      );
    }),
  );
});

// The QR encoder, or one whose code never arrived while `qrEncoder.missing` is set.
vi.mock('qrcode', async (importOriginal) =>
  (await import('../../test/web/qr-encoder')).missableEncoder(await importOriginal()),
);

afterEach(() => {
  qrEncoder.reset();
  vi.unstubAllGlobals();
});

describe('the guest slideshow', () => {
  it('asks for the password first, like the guest page', async () => {
    answer = { access: 'locked', event: { id: 'e1', name: event.name, language: 'pl', style: {} } };
    renderWithProviders(<GuestSlideshow eventId="e1" />);
    expect(await screen.findByText(pl.guest.password.title)).toBeTruthy();
    expect(requests.some((url) => url.includes('/media'))).toBe(false);
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([]);
  });

  it('says it is not available when the owner does not show it', async () => {
    answer = { access: 'open', event: { ...event, slideshowVisible: false } };
    renderWithProviders(<GuestSlideshow eventId="e1" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.slideshow.notShown.title }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: pl.slideshow.notShown.back }).getAttribute('href'),
    ).toBe('/public/e1?lang=pl');
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([]);
  });

  it('shows the public photos, follows the guest stream and draws the QR code', async () => {
    answer = { access: 'open', event: { ...event, language: 'en' } };
    // A phone that names no language we speak: the event's language applies.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    renderWithProviders(<GuestSlideshow eventId="e1" />);
    await screen.findByTestId('slideshow');
    expect(
      document.querySelector('[data-testid="slide"][data-current]')?.getAttribute('data-media-id'),
    ).toBe('m1');
    expect(FakeEventSource.all.map((source) => source.url)).toEqual(['/api/public/events/e1/live']);
    // The QR code's drawing code loads on demand: slow on a busy machine (the tests' 5 s wait).
    await waitFor(() =>
      expect(screen.getByAltText(en.slideshow.qrAlt).getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
    expect(
      screen.getByRole('link', { name: en.slideshow.controls.exit }).getAttribute('href'),
    ).toBe('/public/e1?lang=en');
  });

  it('draws the QR code once the connection is back when its encoder did not arrive at the start', async () => {
    answer = { access: 'open', event };
    qrEncoder.missing = true;
    renderWithProviders(<GuestSlideshow eventId="e1" />);
    await screen.findByTestId('slideshow');
    // The show runs without the code meanwhile (the failure has reached the screen by then).
    await waitFor(() => expect(qrEncoder.refused).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByAltText(pl.slideshow.qrAlt)).toBeNull();
    expect(document.querySelector('[data-testid="slide"][data-current]')).toBeTruthy();

    qrEncoder.reset();
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(screen.getByAltText(pl.slideshow.qrAlt).getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
  });

  it('encodes the site’s guest link', () => {
    expect(guestLink('e1', `${testConfig.baseUrl}/`)).toBe('http://localhost:3000/public/e1');
  });
});
