// @vitest-environment jsdom
/**
 * An event that could not be loaded, on both owner pages of one event: not there (the way back to
 * the events), or a failed request (a retry that asks again and shows the event).
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../test/web/render';
import { EventPage } from './event-page/event-page';
import { SettingsPage } from './settings/settings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = [
  ['the event’s page', (id: string) => <EventPage eventId={id} />],
  ['its settings', (id: string) => <SettingsPage eventId={id} />],
] as const;

describe.each(pages)('%s', (_name, page) => {
  it('says the event is not there and leads back to the events', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: 'errors.eventNotFound', status: 404, message: 'Nie znaleziono wydarzenia' },
        { status: 404 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(page('nope'));
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.events.page.notFound.title }),
    ).toBeTruthy();
    expect(screen.getByText(pl.events.page.notFound.text)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: pl.events.page.notFound.back }).getAttribute('href'),
    ).toBe('/events');
    expect(screen.queryByRole('button', { name: pl.events.page.retry })).toBeNull();
  });

  it('offers a retry when the request failed, and the retry asks again', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: 'errors.internal', status: 500, message: 'Coś poszło nie tak' },
        { status: 500 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(page('e1'));
    const retry = await screen.findByRole('button', { name: pl.events.page.retry });
    expect(screen.getByText(pl.events.page.loadFailed)).toBeTruthy();
    expect(screen.queryByText(pl.events.page.notFound.title)).toBeNull();
    const asked = fetch.mock.calls.length;
    fireEvent.click(retry);
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(asked));
  });
});
