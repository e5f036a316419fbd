// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { containing } from '../../../test/patterns';
import { renderWithProviders } from '../../../test/web/render';
import { type EventSummary, eventsQueryKey, listRefreshMs } from './api/get-events';
import { isExpired } from './event-phase';
import { EventsPage } from './events-page';

function event(overrides: Partial<EventSummary>): EventSummary {
  return {
    id: 'e1',
    name: 'Wesele Ani i Tomka',
    eventDate: '2026-06-20',
    plan: 'standard',
    paid: true,
    activationDate: '2026-06-20',
    timeZone: 'Europe/Warsaw',
    state: 'notYetActive',
    filesCount: 0,
    filesLimit: 500,
    createdAt: '2026-05-01T10:00:00.000Z',
    role: 'owner',
    periods: {
      uploadStart: '2026-06-19T22:00:00.000Z',
      uploadEnd: '2026-06-21T21:59:59.999Z',
      downloadEnd: '2026-07-21T21:59:59.999Z',
    },
    ...overrides,
  };
}

describe('EventsPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts the files again while an event takes photos, and not once none does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let events = [event({ state: 'uploading', filesCount: 3, filesLimit: 10 })];
    let offline = false;
    const reads = vi.fn(async () => {
      if (offline) throw new TypeError('Failed to fetch');
      return Response.json({ events });
    });
    vi.stubGlobal('fetch', reads);
    renderWithProviders(<EventsPage />);
    const files = (count: number) => `${count} / 10 plików`;
    expect(await screen.findByText(files(3))).toBeTruthy();

    events = [event({ state: 'uploading', filesCount: 5, filesLimit: 10 })];
    await vi.advanceTimersByTimeAsync(listRefreshMs);
    expect(await screen.findByText(files(5))).toBeTruthy();
    expect(reads).toHaveBeenCalledTimes(2);

    // A refresh that fails (the venue's Wi-Fi) keeps the list as it was, with no error.
    offline = true;
    const failing = reads.mock.calls.length;
    await vi.advanceTimersByTimeAsync(listRefreshMs + 10_000);
    expect(reads.mock.calls.length).toBeGreaterThan(failing);
    expect(screen.getByText(files(5))).toBeTruthy();
    expect(screen.queryByText(pl.errors.loadEventsFailed)).toBeNull();
    offline = false;
    const before = reads.mock.calls.length;

    // The upload window closed: the list stops asking.
    events = [event({ state: 'downloading', filesCount: 5, filesLimit: 10 })];
    await vi.advanceTimersByTimeAsync(listRefreshMs);
    await vi.advanceTimersByTimeAsync(3 * listRefreshMs);
    expect(reads.mock.calls.length - before).toBe(1);
  });

  it('lists the events with date, plan, state and files against the limit', () => {
    renderWithProviders(<EventsPage />, {
      queries: [
        [
          eventsQueryKey,
          [
            event({ state: 'uploading', filesCount: 12, filesLimit: 100, plan: 'basic' }),
            event({
              id: 'e2',
              name: 'Chrzciny Zosi',
              plan: 'premium',
              paid: false,
              eventDate: null,
              filesCount: 12,
              filesLimit: null,
            }),
            event({
              id: 'e3',
              name: 'Urodziny',
              plan: 'trial',
              state: 'downloading',
              filesCount: 1,
              filesLimit: 10,
            }),
            event({
              id: 'e4',
              name: 'Sylwester',
              state: 'expired',
              filesCount: 3,
              filesLimit: 500,
            }),
          ],
        ],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: pl.shell.events.title })).toBeDefined();
    const cards = screen.getAllByTestId('event-card');
    expect(cards).toHaveLength(4);
    const [wedding, christening, birthday, party] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const link = within(wedding).getByRole('link', { name: 'Wesele Ani i Tomka' });
    expect(link.getAttribute('href')).toBe('/events/album/e1');
    expect(within(wedding).getByText('20 czerwca 2026')).toBeDefined();
    expect(within(wedding).getByText('Pakiet Podstawowy')).toBeDefined();
    expect(within(wedding).getByText(pl.events.states.uploading)).toBeDefined();
    expect(within(wedding).getByText('12 / 100 plików')).toBeDefined();
    expect(within(wedding).queryByText(pl.events.card.payNow)).toBeNull();

    expect(within(christening).getByText(pl.shell.events.noDate)).toBeDefined();
    expect(within(christening).getByText('12 plików')).toBeDefined();
    expect(within(christening).getByText(pl.events.states.notYetActive)).toBeDefined();
    expect(
      within(christening).getByRole('link', { name: pl.events.card.payNow }).getAttribute('href'),
    ).toBe('/events/payment/e2');

    // A trial never shows "Pay now".
    expect(within(birthday).getByText('1 / 10 plików')).toBeDefined();
    expect(within(birthday).getByText(pl.events.states.downloading)).toBeDefined();
    expect(within(birthday).queryByText(pl.events.card.payNow)).toBeNull();

    expect(within(party).getByText(pl.events.states.expired)).toBeDefined();
    expect(within(party).getByText('3 / 500 plików')).toBeDefined();

    const create = screen.getByRole('link', {
      name: containing(pl.events.card.create.title),
    });
    expect(create.getAttribute('href')).toBe('/events/create');
  });

  it('formats dates and counts in English', () => {
    renderWithProviders(<EventsPage />, {
      language: 'en',
      queries: [[eventsQueryKey, [event({ filesCount: 1, filesLimit: null, state: 'uploading' })]]],
    });
    const card = screen.getByTestId('event-card');
    expect(within(card).getByText('20 June 2026')).toBeDefined();
    expect(within(card).getByText('1 file')).toBeDefined();
    expect(within(card).getByText('Standard plan')).toBeDefined();
    expect(within(card).getByText(en.events.states.uploading)).toBeDefined();
  });

  it('explains that events will appear here before the first one, with the create card', () => {
    renderWithProviders(<EventsPage notice={<p>banner</p>} />, {
      language: 'en',
      queries: [[eventsQueryKey, []]],
    });
    expect(screen.getByText(en.shell.events.empty.title)).toBeDefined();
    expect(screen.getByText(en.shell.events.empty.text)).toBeDefined();
    expect(screen.getByText('banner')).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: containing(en.events.card.create.title) })
        .getAttribute('href'),
    ).toBe('/events/create');
  });
});

describe('isExpired', () => {
  it('is true only after the download period the server worked out in the event’s zone', () => {
    const trial = event({
      plan: 'trial',
      periods: {
        uploadStart: '2026-04-30T22:00:00.000Z',
        uploadEnd: '2026-05-07T21:59:59.999Z',
        downloadEnd: '2026-05-14T21:59:59.999Z',
      },
    });
    expect(isExpired(trial, new Date('2026-05-14T21:59:59.999Z'))).toBe(false);
    expect(isExpired(trial, new Date('2026-05-14T22:00:00.000Z'))).toBe(true);
    const unreadable = event({
      periods: { uploadStart: 'x', uploadEnd: 'x', downloadEnd: 'not an instant' },
    });
    expect(isExpired(unreadable, new Date('2030-01-01'))).toBe(false);
  });
});
