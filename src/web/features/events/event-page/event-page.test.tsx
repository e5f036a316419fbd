// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Album, EventDetail } from '../../../../shared/api/events';
import { defaultEventSettings } from '../../../../shared/api/events';
import { en } from '../../../../shared/i18n/en/index';
import { pl } from '../../../../shared/i18n/pl/index';
import { FakeEventSource } from '../../../../test/web/fake-event-source';
import { renderWithProviders } from '../../../../test/web/render';
import { albumsQueryKey } from '../../../shared/api/albums';
import { eventQueryKey } from '../../../shared/api/get-event';
import { EventPage } from './event-page';
import { refreshMs } from './use-event-live';

const event: EventDetail = {
  id: 'e1',
  name: 'Wesele Ani i Tomka',
  eventDate: '2026-06-20',
  plan: 'trial',
  paid: false,
  activationDate: '2026-05-01',
  timeZone: 'Europe/Warsaw',
  state: 'uploading',
  filesCount: 3,
  filesLimit: 30,
  createdAt: '2026-05-01T10:00:00.000Z',
  role: 'owner',
  description: '',
  type: 'wedding',
  guestCount: null,
  language: 'pl',
  settings: defaultEventSettings,
  style: {} as EventDetail['style'],
  hasPassword: false,
  videosCount: 0,
  albumsCount: 2,
  limits: { files: 30, videos: 0, albums: 2 },
  periods: {
    uploadStart: '2026-05-01T00:00:00.000Z',
    uploadEnd: '2026-05-08T00:00:00.000Z',
    downloadEnd: '2026-05-15T00:00:00.000Z',
  },
  guestUrl: 'http://localhost:3000/public/e1',
  expiresAt: '2026-05-15T00:00:00.000Z',
  zipStatus: 'WAITING',
};

const albums: Album[] = [
  { id: 'a1', name: 'Główny', isDefault: true, filesCount: 3, position: 0 },
  { id: 'a2', name: 'Ceremonia', isDefault: false, filesCount: 0, position: 1 },
];

function renderPage(language: 'pl' | 'en' = 'pl', shown: EventDetail = event) {
  return renderWithProviders(<EventPage eventId="e1" />, {
    language,
    queries: [
      [eventQueryKey('e1'), shown],
      [albumsQueryKey('e1'), albums],
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('EventPage', () => {
  it('says in plain words when guests can upload and until when everything can be downloaded', () => {
    const periods = {
      uploadStart: '2026-04-30T22:00:00.000Z',
      uploadEnd: '2026-05-07T21:59:59.999Z',
      downloadEnd: '2026-05-14T21:59:59.999Z',
    };
    renderPage('pl', { ...event, periods });
    expect(screen.getByTestId('event-windows').textContent).toBe(
      'Goście mogą przesyłać pliki od 1 maja 2026 do 7 maja 2026. Pobrać wszystko możesz do 14 maja 2026.',
    );
    cleanup();
    renderPage('en', { ...event, periods });
    expect(screen.getByTestId('event-windows').textContent).toBe(
      'Guests can upload from 1 May 2026 to 7 May 2026. You can download everything until 14 May 2026.',
    );
  });

  it('shows the header, the share panel and the albums; the default album has no delete', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: event.name })).toBeTruthy();
    expect(screen.getByDisplayValue(event.guestUrl)).toBeTruthy();
    const qr = screen.getByAltText(pl.events.page.share.qrAlt.replace('{{name}}', event.name));
    expect(qr.getAttribute('src')).toBe('/api/events/e1/qr.png');
    // An image that did not load says so and is asked for again on a retry.
    fireEvent.error(qr);
    expect(screen.getByText(pl.errors.qrFailed).getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: pl.common.actions.retry }));
    expect(
      screen
        .getByAltText(pl.events.page.share.qrAlt.replace('{{name}}', event.name))
        .getAttribute('src'),
    ).toBe('/api/events/e1/qr.png');
    expect(screen.queryByText(pl.errors.qrFailed)).toBeNull();
    const [main, ceremony] = screen.getAllByTestId('album-card') as [HTMLElement, HTMLElement];
    expect(within(main).queryByRole('button', { name: /Usuń album/ })).toBeNull();
    expect(within(ceremony).getByRole('button', { name: /Usuń album Ceremonia/ })).toBeTruthy();
  });

  it('sends the guest link through the phone’s share sheet, where there is one', async () => {
    // A computer's browser: no share sheet, no button.
    const computer = renderPage();
    expect(screen.queryByRole('button', { name: pl.events.page.share.send })).toBeNull();
    computer.unmount();

    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderPage('en', { ...event, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: en.events.page.share.send }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: event.name,
      text: en.printKit.linkPreview,
      url: event.guestUrl,
    });
    expect(screen.queryByText(en.errors.shareFailed)).toBeNull();

    // The invitation is the guests': in the event's language, whatever the host's screen speaks.
    // Its texts are fetched with the panel; never a raw key.
    cleanup();
    share.mockClear();
    const { i18n } = renderPage('pl', { ...event, language: 'en' });
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'translation')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: pl.events.page.share.send }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0].text).toBe(en.printKit.linkPreview);

    // Closed by the owner: nothing to say. Refused: said, with the copy beside it.
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    fireEvent.click(screen.getByRole('button', { name: pl.events.page.share.send }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(pl.errors.shareFailed)).toBeNull();
    share.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: pl.events.page.share.send }));
    expect(await screen.findByText(pl.errors.shareFailed)).toBeTruthy();
  });

  it.each([
    [
      'pl',
      'Tryb odsłony i wyzwania foto są w pakietach Standard i Premium.',
      'Przejdź na Standard lub Premium',
    ],
    [
      'en',
      'Reveal mode and photo challenges come with the Standard and Premium plans.',
      'Upgrade to Standard or Premium',
    ],
  ] as const)(
    'on a trial, names in %s the plans with photo challenges and leads to the upgrade',
    (language, text, link) => {
      renderPage(language);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
        '/events/e1/upgrade',
      );
    },
  );

  it.each(['owner', 'cohost', 'moderator'] as const)('leads a %s to the print kit', (role) => {
    renderPage('pl', { ...event, role });
    expect(
      screen.getByRole('link', { name: pl.events.page.share.printKit }).getAttribute('href'),
    ).toBe('/events/settings/e1?tab=share');
  });

  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('enables delete only once the %s phrase is typed', async (language, texts) => {
    const { user } = renderPage(language);
    const deleteLabel = texts.events.page.albums.deleteLabel.replace('{{name}}', 'Ceremonia');
    await user.click(screen.getByRole('button', { name: deleteLabel }));
    const dialog = await screen.findByRole('dialog');
    const phrase = language === 'pl' ? 'usunięcie nieodwracalne' : 'permanent delete';
    expect(within(dialog).getByText(new RegExp(phrase))).toBeTruthy();
    const submit = within(dialog).getByRole('button', {
      name: texts.events.page.albums.deleteModal.submit,
    });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const input = within(dialog).getByRole('textbox');
    // The other language's phrase does not count.
    await user.type(input, language === 'pl' ? 'permanent delete' : 'usunięcie nieodwracalne');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, phrase);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the album limit from the server in the interface language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: 'errors.albumLimitReached',
            status: 403,
            message: 'Album limit reached',
            data: { plan: 'trial', limit: 2 },
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPage('en');
    await user.click(screen.getByRole('button', { name: en.events.page.albums.add }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: en.events.page.albums.createModal.submit }),
    );
    expect(await within(dialog).findByText(en.validation.album.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox'), 'Wesele');
    await user.click(
      within(dialog).getByRole('button', { name: en.events.page.albums.createModal.submit }),
    );
    const expected = en.errors.albumLimitReached
      .replace('{{plan}}', en.events.plans.trial)
      .replace('{{limit}}', '2');
    await waitFor(() => expect(screen.getByText(expected)).toBeTruthy());
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderPage();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(() => Promise.reject(new Error('denied'))) },
    });
    await user.click(screen.getByRole('button', { name: pl.events.page.share.copy }));
    expect(await screen.findByText(pl.errors.linkCopyFailed)).toBeTruthy();
  });

  it('counts the files live while guests send: a burst of photos is one refresh', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const requests: string[] = [];
    let stored = event.filesCount;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = String(input).split('?')[0] ?? '';
        requests.push(path);
        if (path === '/api/events/e1')
          return Response.json({ event: { ...event, filesCount: stored } });
        if (path === '/api/events/e1/albums')
          return Response.json({
            albums: albums.map((album, index) =>
              index === 0 ? { ...album, filesCount: stored } : album,
            ),
          });
        return Response.json(
          { error: 'errors.routeNotFound', status: 404, message: '' },
          { status: 404 },
        );
      }),
    );
    // "3 / 30 plików": the files used against the plan's limit.
    const label = (count: number) => new RegExp(`^${count} / 30 `);
    renderPage();
    expect(screen.getByText(label(3))).toBeTruthy();
    expect(FakeEventSource.current?.url).toBe('/api/events/e1/live');
    // Three photos arrive; the page asks once, a moment later.
    stored = 6;
    for (const id of ['m1', 'm2', 'm3'])
      act(() => FakeEventSource.current?.emit({ type: 'media.removed', ids: [id] }));
    const eventReads = () => requests.filter((path) => path === '/api/events/e1');
    expect(eventReads()).toEqual([]);
    expect(await screen.findByText(label(6), {}, { timeout: refreshMs + 3_000 })).toBeTruthy();
    expect(eventReads()).toHaveLength(1);
    expect(requests).toContain('/api/events/e1/albums');
  });

  it('keeps what it shows when a refresh fails, and says so when the event is gone', async () => {
    let answer = () =>
      Response.json({ error: 'errors.unavailable', status: 503, message: 'x' }, { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/events/e1' ? answer() : Response.json({}, { status: 404 }),
      ),
    );
    const { queryClient } = renderPage('pl', { ...event, state: 'expired' });
    const heading = () => screen.queryByRole('heading', { level: 1, name: event.name });
    expect(heading()).toBeTruthy();
    // A refresh on a weak connection fails: the page stays as it was.
    await act(() => queryClient.invalidateQueries({ queryKey: eventQueryKey('e1') }));
    expect(queryClient.getQueryState(eventQueryKey('e1'))?.status).toBe('error');
    expect(heading()).toBeTruthy();
    expect(screen.queryByText(pl.events.page.loadFailed)).toBeNull();
    // The event was deleted (or the host removed from it): the page says it is not there.
    answer = () =>
      Response.json({ error: 'errors.eventNotFound', status: 404, message: 'x' }, { status: 404 });
    await act(() => queryClient.invalidateQueries({ queryKey: eventQueryKey('e1') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.events.page.notFound.title }),
    ).toBeTruthy();
  });

  it('follows no stream once the event has expired', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.forget();
    renderPage('pl', { ...event, state: 'expired' });
    expect(FakeEventSource.current).toBeNull();
  });

  it('shows a friendly page for an unknown event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'errors.eventNotFound', status: 404, message: 'Event not found' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<EventPage eventId="nope" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.events.page.notFound.title }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: pl.events.page.notFound.back }).getAttribute('href'),
    ).toBe('/events');
  });
});
