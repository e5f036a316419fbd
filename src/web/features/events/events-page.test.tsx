// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../testing/render';
import { type EventSummary, eventsQueryKey } from './api/get-events';
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
    filesCount: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('EventsPage', () => {
  it('lists the events with their date and plan', () => {
    renderWithProviders(<EventsPage />, {
      queries: [
        [
          eventsQueryKey,
          [
            event({}),
            event({ id: 'e2', name: 'Chrzciny Zosi', plan: 'basic', paid: false, eventDate: null }),
          ],
        ],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: pl.shell.events.title })).toBeDefined();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [wedding, christening] = cards as [HTMLElement, HTMLElement];
    expect(within(wedding).getByRole('heading', { name: 'Wesele Ani i Tomka' })).toBeDefined();
    expect(within(wedding).getByText('20 czerwca 2026')).toBeDefined();
    expect(within(wedding).getByText('Pakiet: Standard')).toBeDefined();
    expect(within(christening).getByText(pl.shell.events.noDate)).toBeDefined();
    expect(within(christening).getByText(pl.shell.nav.unpaid)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('explains that events will appear here before the first one', () => {
    renderWithProviders(<EventsPage notice={<p>banner</p>} />, {
      language: 'en',
      queries: [[eventsQueryKey, []]],
    });
    expect(screen.getByText(en.shell.events.empty.title)).toBeDefined();
    expect(screen.getByText(en.shell.events.empty.text)).toBeDefined();
    expect(screen.getByText('banner')).toBeDefined();
  });
});

describe('isExpired', () => {
  it('is true only after the upload and download periods, in the event’s zone', () => {
    const trial = event({ plan: 'trial', createdAt: '2026-05-01T10:00:00.000Z' });
    // Trial: 7 upload days (1–7 May) and 7 download days (to 14 May, 23:59 in Warsaw).
    expect(isExpired(trial, new Date('2026-05-14T21:00:00Z'))).toBe(false);
    expect(isExpired(trial, new Date('2026-05-14T22:00:01Z'))).toBe(true);
    expect(isExpired(event({ timeZone: 'Not/AZone' }), new Date('2030-01-01'))).toBe(false);
  });
});
