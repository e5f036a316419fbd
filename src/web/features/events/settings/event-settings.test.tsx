// @vitest-environment jsdom

import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../../../../shared/api/events';
import { defaultEventSettings } from '../../../../shared/api/events';
import { MB } from '../../../../shared/domain/limits';
import { en } from '../../../../shared/i18n/en/index';
import { pl } from '../../../../shared/i18n/pl/index';
import { startingWith } from '../../../../test/patterns';
import { renderRoutes, renderWithProviders } from '../../../../test/web/render';
import { albumsQueryKey } from '../../../shared/api/albums';
import { eventQueryKey } from '../../../shared/api/get-event';
import { EventPage } from '../event-page/event-page';
import { SettingsModal } from './settings-modal';
import { parseSettingsTab } from './settings-model';
import { SettingsPage } from './settings-page';

const s = pl.eventSettings;

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
  filesLimit: 10,
  createdAt: '2026-05-01T10:00:00.000Z',
  role: 'owner',
  description: '',
  type: 'wedding',
  guestCount: null,
  language: 'pl',
  settings: defaultEventSettings,
  style: {},
  hasPassword: false,
  videosCount: 0,
  albumsCount: 1,
  limits: { files: 10, videos: 1, albums: 2 },
  periods: {
    uploadStart: '2026-04-30T22:00:00.000Z',
    uploadEnd: '2026-05-07T21:59:59.999Z',
    downloadEnd: '2026-05-14T21:59:59.999Z',
  },
  guestUrl: 'http://localhost:3000/public/e1',
  expiresAt: '2026-08-12T21:59:59.999Z',
  zipStatus: 'WAITING',
};

type Call = { url: string; method: string; body: unknown };

/** Stubs fetch: every call is recorded and answered by `answer` (default: the event as saved). */
function stubApi(answer?: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const raw = init.body;
      const call = {
        url,
        method: init.method ?? 'GET',
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      if (answer) return answer(call);
      return Response.json({ event });
    }),
  );
  return calls;
}

function renderSettings(
  options: { event?: EventDetail; language?: 'pl' | 'en'; tab?: string } = {},
) {
  return renderRoutes(
    [
      {
        path: '/events/settings/:eventId',
        element: <SettingsPage eventId="e1" tab={parseSettingsTab(options.tab)} />,
      },
      { path: '/events/album/:eventId', element: <p>Strona wydarzenia</p> },
    ],
    {
      path: '/events/settings/e1',
      language: options.language ?? 'pl',
      queries: [[eventQueryKey('e1'), options.event ?? event]],
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('event settings', () => {
  it('keeps the form and what the host typed when a re-read of the event fails', async () => {
    stubApi(() =>
      Response.json({ error: 'errors.unavailable', status: 503, message: 'x' }, { status: 503 }),
    );
    const { user, queryClient } = renderSettings();
    const name = () =>
      screen.getByRole('textbox', { name: pl.events.create.details.name }) as HTMLInputElement;
    await user.type(name(), '!');
    await act(() => queryClient.invalidateQueries({ queryKey: eventQueryKey('e1') }));
    expect(queryClient.getQueryState(eventQueryKey('e1'))?.status).toBe('error');
    // React has drawn the page after the failed answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(name().value).toBe(`${event.name}!`);
    expect(screen.queryByText(pl.events.page.loadFailed)).toBeNull();
  });

  it('asks before leaving the route with unsaved changes: keep editing, then discard', async () => {
    const calls = stubApi();
    const { user, router } = renderSettings();
    const name = screen.getByRole('textbox', { name: pl.events.create.details.name });
    await user.clear(name);
    await user.type(name, 'Nowa nazwa');
    expect(screen.getByText(s.unsavedNote)).toBeTruthy();

    await user.click(screen.getByRole('link', { name: s.back }));
    const dialog = await screen.findByRole('dialog', { name: s.unsaved.title });
    await user.click(within(dialog).getByRole('button', { name: s.unsaved.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/events/settings/e1');
    expect(
      (screen.getByRole('textbox', { name: pl.events.create.details.name }) as HTMLInputElement)
        .value,
    ).toBe('Nowa nazwa');

    await user.click(screen.getByRole('link', { name: s.back }));
    await user.click(
      within(await screen.findByRole('dialog', { name: s.unsaved.title })).getByRole('button', {
        name: s.unsaved.discard,
      }),
    );
    expect(await screen.findByText('Strona wydarzenia')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('leaves without asking when nothing changed, and warns the browser on unload only when dirty', async () => {
    stubApi();
    const { user } = renderSettings();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: pl.events.create.details.name }), '!');
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: s.discard }));
    await user.click(screen.getByRole('link', { name: s.back }));
    expect(await screen.findByText('Strona wydarzenia')).toBeTruthy();
  });

  it('asks before closing the modal with unsaved changes', async () => {
    stubApi();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SettingsModal event={event} opened onClose={onClose} />, {
      queries: [[eventQueryKey('e1'), event]],
    });
    await user.type(screen.getByRole('textbox', { name: pl.events.create.details.name }), '!');
    await user.click(screen.getByRole('button', { name: s.close }));
    const ask = await screen.findByRole('dialog', { name: s.unsaved.title });
    await user.click(within(ask).getByRole('button', { name: s.unsaved.keep }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: s.close }));
    await user.click(
      within(await screen.findByRole('dialog', { name: s.unsaved.title })).getByRole('button', {
        name: s.unsaved.discard,
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the modal at once when nothing changed', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SettingsModal event={event} opened onClose={onClose} />, {
      queries: [[eventQueryKey('e1'), event]],
    });
    await user.click(screen.getByRole('button', { name: s.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: s.unsaved.title })).toBeNull();
  });

  it('turns uploads off only after the confirmation, and saves just that change', async () => {
    const calls = stubApi((call) =>
      Response.json({
        event: {
          ...event,
          settings: { ...event.settings, ...(call.body as { settings: object }).settings },
        },
      }),
    );
    const { user } = renderSettings({ tab: 'features' });
    const uploads = screen.getByRole('switch', {
      name: startingWith(s.features.uploads),
    }) as HTMLInputElement;
    expect(uploads.checked).toBe(true);

    await user.click(uploads);
    let confirm = await screen.findByRole('dialog', { name: s.features.uploadsOff.title });
    await user.click(within(confirm).getByRole('button', { name: s.features.uploadsOff.cancel }));
    expect(uploads.checked).toBe(true);
    expect(screen.getByText(s.savedNote)).toBeTruthy();

    await user.click(uploads);
    confirm = await screen.findByRole('dialog', { name: s.features.uploadsOff.title });
    await user.click(within(confirm).getByRole('button', { name: s.features.uploadsOff.confirm }));
    expect(uploads.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(s.saved)).toBeTruthy();
    expect(calls).toEqual([
      { url: '/api/events/e1', method: 'PATCH', body: { settings: { uploadsEnabled: false } } },
    ]);
    // Turning uploads on again needs no confirmation.
    await user.click(uploads);
    expect(uploads.checked).toBe(true);
    expect(screen.queryByRole('dialog', { name: s.features.uploadsOff.title })).toBeNull();
  });

  it('hides the guest gallery (an upload-only page) without asking, saving just that change', async () => {
    const calls = stubApi();
    const { user } = renderSettings({ tab: 'features' });
    const gallery = screen.getByRole('switch', {
      name: startingWith(s.features.gallery),
    }) as HTMLInputElement;
    expect(gallery.checked).toBe(true);
    await user.click(gallery);
    expect(gallery.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          url: '/api/events/e1',
          method: 'PATCH',
          body: { settings: { guestGalleryVisible: false } },
        },
      ]),
    );
  });

  it('offers the slideshow only on Premium, with an upgrade hint elsewhere', async () => {
    const { unmount } = renderSettings({ tab: 'features' });
    const slideshow = screen.getByRole('switch', {
      name: startingWith(s.features.slideshow),
    }) as HTMLInputElement;
    expect(slideshow.disabled).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: s.features.slideshowInterval }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.getByText(s.features.slideshowPremium)).toBeTruthy();
    expect(screen.getByRole('link', { name: s.features.upgrade }).getAttribute('href')).toBe(
      '/events/e1/upgrade',
    );
    unmount();

    const calls = stubApi();
    const { user } = renderSettings({
      tab: 'features',
      event: { ...event, plan: 'premium', paid: true },
    });
    const premium = screen.getByRole('switch', {
      name: startingWith(s.features.slideshow),
    }) as HTMLInputElement;
    expect(premium.disabled).toBe(false);
    expect(screen.queryByText(s.features.slideshowPremium)).toBeNull();
    await user.click(premium);
    const interval = screen.getByRole('textbox', { name: s.features.slideshowInterval });
    await user.clear(interval);
    await user.type(interval, '12');
    await user.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      settings: { slideshowVisible: true, slideshowIntervalSeconds: 12 },
    });
  });

  it('checks a background image by type and size before sending it', async () => {
    const calls = stubApi();
    renderSettings({ tab: 'guest-page' });
    const input = document.querySelector('input[name="background-mobile"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');

    const text = new File(['hello'], 'tlo.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText(s.guestPage.background.invalidType)).toBeTruthy();

    const huge = new File([new Uint8Array(10 * MB + 1)], 'tlo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(
      await screen.findByText(s.guestPage.background.tooLarge.replace('{{max}}', '10 MB')),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    const fine = new File([new Uint8Array(10 * MB)], 'tlo.webp', { type: 'image/webp' });
    fireEvent.change(input, { target: { files: [fine] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/events/e1/backgrounds/mobile');
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.body).toBe(fine);
  });

  it('takes a background image dropped on its field, with the same checks', async () => {
    const calls = stubApi();
    renderSettings({ tab: 'guest-page' });
    const field = screen.getByRole('group', { name: s.guestPage.background.desktop });
    const dragged = (files: File[]) => ({
      dataTransfer: { types: ['Files'], files, dropEffect: '' },
    });

    const text = new File(['hello'], 'tlo.txt', { type: 'text/plain' });
    fireEvent.dragOver(field, dragged([text]));
    expect(field.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(field, dragged([text]));
    expect(field.hasAttribute('data-dragging')).toBe(false);
    expect(await screen.findByText(s.guestPage.background.invalidType)).toBeTruthy();
    expect(calls).toHaveLength(0);

    const fine = new File([new Uint8Array(1000)], 'tlo.jpg', { type: 'image/jpeg' });
    fireEvent.dragOver(field, dragged([fine]));
    fireEvent.drop(field, dragged([fine]));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/events/e1/backgrounds/desktop');
    expect(calls[0]?.body).toBe(fine);
  });

  it('shows the server’s refusal of an image in the interface language', async () => {
    stubApi(() =>
      Response.json(
        { error: 'errors.invalidFileType', status: 415, message: 'Unsupported file type' },
        { status: 415 },
      ),
    );
    renderSettings({ tab: 'guest-page', language: 'en' });
    const input = document.querySelector('input[name="background-desktop"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(100)], 'fake.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(en.errors.invalidFileType)).toBeTruthy();
  });

  it('says the settings could not be saved, in the user’s language, and keeps the changes', async () => {
    stubApi(() =>
      Response.json(
        { error: 'errors.slideshowNotInPlan', status: 403, message: 'Slideshow not in plan' },
        { status: 403 },
      ),
    );
    const { user } = renderSettings({ language: 'en' });
    await user.type(screen.getByRole('textbox', { name: en.events.create.details.name }), '!');
    await user.click(screen.getByRole('button', { name: en.eventSettings.save }));
    const alert = await screen.findByRole('alert', { name: en.errors.saveSettingsFailed });
    expect(within(alert).getByText(en.errors.slideshowNotInPlan)).toBeTruthy();
    expect(screen.getByText(en.eventSettings.unsavedNote)).toBeTruthy();
  });

  it('puts a server validation issue on its field and a client one before any request', async () => {
    const calls = stubApi(() =>
      Response.json(
        {
          error: 'errors.validation',
          status: 400,
          message: 'Validation failed',
          data: { issues: [{ path: 'guestCount', message: 'validation.event.guestCountInvalid' }] },
        },
        { status: 400 },
      ),
    );
    const { user } = renderSettings();
    const name = screen.getByRole('textbox', { name: pl.events.create.details.name });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(pl.validation.event.nameRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(name, 'Wesele');
    await user.type(
      screen.getByRole('textbox', { name: pl.events.create.details.guestCount }),
      '50',
    );
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(pl.validation.event.guestCountInvalid)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows the dates read-only with the support address', () => {
    renderSettings();
    expect(screen.getByText('20 czerwca 2026')).toBeTruthy();
    expect(screen.getByText('1 maja 2026')).toBeTruthy();
    expect(screen.getByText('7 maja 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pomoc@example.test' }).getAttribute('href')).toBe(
      'mailto:pomoc@example.test',
    );
    expect(screen.queryByLabelText(pl.events.create.details.date)).toBeNull();
  });

  it('updates the live preview before saving', async () => {
    const { user } = renderSettings({ tab: 'guest-page' });
    const preview = screen.getByRole('region', { name: pl.guestPage.previewLabel });
    await user.type(screen.getByRole('textbox', { name: s.guestPage.texts.topText }), 'Zapraszamy');
    expect(within(preview).getByText('Zapraszamy')).toBeTruthy();
    await user.click(
      screen.getByRole('switch', { name: startingWith(s.guestPage.buttons.oneButton) }),
    );
    expect(within(preview).queryByText(pl.guestPage.message)).toBeNull();
    expect(screen.getByText(s.unsavedNote)).toBeTruthy();
  });

  it('warns while the button text would be hard to read on the button, and saving stays open', async () => {
    const { user } = renderSettings({ tab: 'guest-page' });
    const hint = () => screen.queryByText(s.guestPage.buttons.lowContrast);
    expect(hint()).toBeNull();
    const button = screen.getByRole('textbox', { name: s.guestPage.buttons.color });
    await user.clear(button);
    await user.type(button, '#b5838d');
    await waitFor(() => expect(hint()?.getAttribute('role')).toBe('status'));
    expect(screen.getByRole('button', { name: s.save })).toHaveProperty('disabled', false);
    await user.clear(button);
    await user.type(button, '#94646e');
    await waitFor(() => expect(hint()).toBeNull());
    // A near-white text still reads; a black one on that button does not.
    const text = screen.getByRole('textbox', { name: s.guestPage.buttons.textColor });
    await user.clear(text);
    await user.type(text, '#fafafa');
    await waitFor(() => expect(hint()).toBeNull());
    await user.clear(text);
    await user.type(text, '#000000');
    await waitFor(() => expect(hint()).not.toBeNull());
  });

  it('opens from the event page, whose style preview links to the guest page tab', async () => {
    const { user } = renderWithProviders(<EventPage eventId="e1" />, {
      queries: [
        [eventQueryKey('e1'), { ...event, style: { topText: { text: 'Zapraszamy' } } }],
        [albumsQueryKey('e1'), []],
      ],
    });
    const preview = screen.getByRole('region', { name: pl.guestPage.previewLabel });
    expect(within(preview).getByText('Zapraszamy')).toBeTruthy();
    expect(screen.getByRole('link', { name: s.preview.edit }).getAttribute('href')).toBe(
      '/events/settings/e1?tab=guest-page',
    );
    await user.click(screen.getByRole('button', { name: s.open }));
    const dialog = await screen.findByRole('dialog', { name: s.title });
    expect(
      within(dialog).getByRole('tab', { name: s.tabs.details }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('tab', { name: s.tabs.share }));
    expect(within(dialog).getByDisplayValue(event.guestUrl)).toBeTruthy();
  });

  it('Save sets a typed guests’ password with the rest, even from another tab', async () => {
    act(() => notifications.clean());
    const calls = stubApi((call) =>
      call.url.endsWith('/password')
        ? new Response(null, { status: 204 })
        : Response.json({ event }),
    );
    const { user } = renderSettings({ tab: 'features' });
    const f = s.features.password;
    await user.click(screen.getByRole('switch', { name: startingWith(f.toggle) }));
    await user.type(screen.getByLabelText(f.new), 'Goscie2026');
    // The hint tells the truth: nothing is protected until the password is saved.
    expect(screen.getByText(f.hintPending)).toBeTruthy();
    expect(screen.getByText(s.unsavedNote)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: s.tabs.details }));
    await user.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/password'))).toEqual([
        { url: '/api/events/e1/password', method: 'PUT', body: { password: 'Goscie2026' } },
      ]),
    );
    expect(await screen.findByText(s.saved)).toBeTruthy();
    expect(screen.getByText(s.savedNote)).toBeTruthy();
  });

  it('Save refuses a typed password of the wrong length and says nothing is saved', async () => {
    act(() => notifications.clean());
    const calls = stubApi();
    const { user } = renderSettings({ tab: 'features' });
    const f = s.features.password;
    await user.click(screen.getByRole('switch', { name: startingWith(f.toggle) }));
    await user.type(screen.getByLabelText(f.new), 'abc');
    await user.click(screen.getByRole('tab', { name: s.tabs.details }));
    await user.click(screen.getByRole('button', { name: s.save }));
    // Back on the features tab, at the field, with the reason.
    expect(await screen.findByText(pl.validation.eventPassword.length)).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.queryByText(s.saved)).toBeNull();
    expect(screen.getByText(s.unsavedNote)).toBeTruthy();
  });

  it('a moderator sees no settings but may print the kit, which changes nothing', async () => {
    stubApi();
    renderSettings({ event: { ...event, role: 'moderator' } });
    expect(screen.getByText(pl.members.panel.settingsOwnerOnly)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: pl.events.create.details.name })).toBeNull();
    expect(screen.getByRole('heading', { name: pl.printKit.title })).toBeTruthy();
    expect(screen.getByTestId('print-kit-download').getAttribute('href')).toMatch(
      /^\/api\/events\/e1\/print-kit/,
    );
  });

  it('counts a typed but unset guests’ password as unsaved when closing', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SettingsModal event={event} opened onClose={onClose} initialTab="features" />,
      { queries: [[eventQueryKey('e1'), event]] },
    );
    await user.click(
      screen.getByRole('switch', { name: startingWith(s.features.password.toggle) }),
    );
    await user.type(screen.getByLabelText(s.features.password.new), 'Goscie2026');
    await user.click(screen.getByRole('button', { name: s.close }));
    expect(await screen.findByRole('dialog', { name: s.unsaved.title })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
