// @vitest-environment jsdom
/**
 * The guest page against a fake of the public API at the fetch boundary:
 * every state, the password prompt, the language, and the checks of the
 * upload, guestbook and voice dialogs with the shared limits.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent, PublicEventResponse } from '../../../shared/api/public';
import { shellPasswordAttribute } from '../../../shared/api/public-constants';
import { MB } from '../../../shared/domain/limits';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { openPublicEvent } from '../../../test/web/public-event';
import { renderWithProviders } from '../../../test/web/render';
import { GuestPage } from './guest-page';
import { adoptShell } from './shell-handover';

const openEvent: PublicEvent = openPublicEvent();

const teaser = { id: 'e1', name: openEvent.name, language: 'pl' as const, style: {} };

interface Answer {
  status: number;
  body?: unknown;
}

let routes: Record<string, Answer | ((init?: RequestInit) => Answer)>;
let calls: { url: string; init?: RequestInit }[];

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  // Mantine's autosizing textarea listens to font loading, which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
  // A browser that names no language we speak: the event's language applies.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  calls = [];
  routes = {
    'GET /api/public/events/e1/media': { status: 200, body: { items: [], nextCursor: null } },
    'GET /api/public/events/e1/guestbook': { status: 200, body: { items: [], nextCursor: null } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input).split('?')[0] ?? '';
      calls.push({ url: String(input), init });
      const route = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!route) return json(404, { error: 'errors.routeNotFound', message: '', status: 404 });
      const answer = typeof route === 'function' ? route(init) : route;
      return json(answer.status, answer.body);
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

function serve(answer: PublicEventResponse) {
  routes['GET /api/public/events/e1'] = { status: 200, body: answer };
}

function renderPage(path = '/public/e1') {
  return renderWithProviders(<GuestPage eventId="e1" />, { path, language: 'pl' });
}

const fill = (text: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );

describe('GuestPage states', () => {
  it('shows the open page in the event language with the three buttons enabled', async () => {
    serve({ access: 'open', event: openEvent });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: openEvent.name })).toBeTruthy();
    const upload = screen.getByRole('button', { name: pl.guestPage.buttons.shareMemories });
    expect((upload as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: pl.guestPage.message })).toBeTruthy();
    expect(await screen.findByText(pl.guest.gallery.empty)).toBeTruthy();
  });

  it('keeps the loaded page when a later refetch fails (a dropped connection)', async () => {
    serve({ access: 'open', event: openEvent });
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: openEvent.name })).toBeTruthy();
    const eventCalls = () =>
      calls.filter((call) => call.url.split('?')[0] === '/api/public/events/e1').length;
    const before = eventCalls();
    routes['GET /api/public/events/e1'] = () => {
      throw new TypeError('Failed to fetch');
    };
    await act(() => queryClient.refetchQueries({ queryKey: ['public-event', 'e1'] }));
    expect(eventCalls()).toBeGreaterThan(before);
    expect(screen.getByRole('heading', { level: 1, name: openEvent.name })).toBeTruthy();
    expect(screen.queryByText(pl.guest.loadFailed)).toBeNull();
    expect(screen.getByRole('button', { name: pl.guestPage.buttons.shareMemories })).toBeTruthy();
  });

  it('says the event is gone when a later read finds it deleted, instead of offering uploads that would fail', async () => {
    serve({ access: 'open', event: openEvent });
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: openEvent.name })).toBeTruthy();
    routes['GET /api/public/events/e1'] = {
      status: 404,
      body: { error: 'errors.eventNotFound', message: 'Event not found', status: 404 },
    };
    await act(() => queryClient.refetchQueries({ queryKey: ['public-event', 'e1'] }));
    expect(await screen.findByText(pl.guest.notFound.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: pl.guestPage.buttons.shareMemories })).toBeNull();
  });

  it('before activation says from when uploads open and disables the buttons', async () => {
    serve({ access: 'open', event: { ...openEvent, uploadState: 'notYetActive' } });
    renderPage();
    expect(
      await screen.findByText(fill(pl.guest.state.notYetActive, { date: '20 czerwca 2026' })),
    ).toBeTruthy();
    const upload = screen.getByRole('button', { name: pl.guestPage.buttons.shareMemories });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
  });

  it('after the upload window says how many days the plan allowed (in English with ?lang=en)', async () => {
    serve({ access: 'open', event: { ...openEvent, uploadState: 'ended' } });
    renderPage('/public/e1?lang=en');
    expect(await screen.findByText(fill(en.guest.state.ended, { days: 7 }))).toBeTruthy();
    expect(
      (
        screen.getByRole('button', {
          name: en.guestPage.buttons.shareMemories,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('says when the owner turned uploads off, and that the demo is a demo', async () => {
    serve({ access: 'open', event: { ...openEvent, uploadState: 'disabled' } });
    const { unmount } = renderPage();
    expect(await screen.findByText(pl.guest.state.disabled)).toBeTruthy();
    // No photos, and none can be added now: the gallery invites nobody to add the first.
    expect(await screen.findByText(pl.guest.gallery.emptyClosed)).toBeTruthy();
    expect(screen.queryByText(pl.guest.gallery.empty)).toBeNull();
    unmount();
    serve({ access: 'open', event: { ...openEvent, uploadState: 'disabled', demo: true } });
    renderPage();
    expect(await screen.findByText(pl.guest.state.demo)).toBeTruthy();
    // The demo offers its visitor a way to start their own event.
    expect(screen.getByRole('link', { name: pl.guest.demoSignUp }).getAttribute('href')).toBe(
      '/?tab=signUp&lang=pl',
    );
  });

  it.each([
    ['unpaid', pl.guest.unavailable.unpaid.title],
    ['expired', pl.guest.unavailable.expired.title],
  ] as const)('an %s event shows only its name and why', async (reason, title) => {
    serve({ access: 'unavailable', reason, event: teaser });
    renderPage();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: openEvent.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: pl.guestPage.buttons.shareMemories })).toBeNull();
  });

  it('a link to no event says the event was not found', async () => {
    routes['GET /api/public/events/e1'] = {
      status: 404,
      body: { error: 'errors.eventNotFound', message: 'Event not found', status: 404 },
    };
    renderPage();
    expect(await screen.findByText(pl.guest.notFound.title)).toBeTruthy();
  });

  it('a full event says so instead of offering the upload button; a wish still fits', async () => {
    serve({
      access: 'open',
      event: { ...openEvent, allowance: { files: 0, videos: 0, videoAllowed: true } },
    });
    renderPage();
    expect(await screen.findByText(pl.guest.limits.full)).toBeTruthy();
    expect(screen.queryByRole('button', { name: pl.guestPage.buttons.shareMemories })).toBeNull();
    expect(screen.queryByRole('button', { name: pl.guestPage.voice })).toBeNull();
    expect(screen.getByRole('button', { name: pl.guestPage.message })).toBeTruthy();
  });

  it("speaks the browser's language before the event's", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'pl']);
    serve({ access: 'open', event: openEvent });
    renderPage();
    expect(
      await screen.findByRole('button', { name: en.guestPage.buttons.shareMemories }),
    ).toBeTruthy();
  });

  it('follows the event language unless the guest chooses another on the page', async () => {
    serve({ access: 'open', event: { ...openEvent, language: 'en' } });
    const { user, router } = renderPage();
    expect(
      await screen.findByRole('button', { name: en.guestPage.buttons.shareMemories }),
    ).toBeTruthy();
    await user.click(screen.getByText('PL'));
    expect(
      await screen.findByRole('button', { name: pl.guestPage.buttons.shareMemories }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?lang=pl');
    expect(localStorage.getItem('momenty-guest-language:e1')).toBe('pl');
  });
});

describe('password prompt', () => {
  it('says a wrong password and too many attempts, and opens the page with the right one', async () => {
    let unlocked = false;
    routes['GET /api/public/events/e1'] = () =>
      unlocked
        ? { status: 200, body: { access: 'open', event: openEvent } }
        : { status: 200, body: { access: 'locked', event: teaser } };
    const attempts: Answer[] = [
      {
        status: 401,
        body: { error: 'errors.incorrectPassword', message: '', status: 401, data: { seconds: 0 } },
      },
      { status: 429, body: { error: 'errors.rateLimited', message: '', status: 429 } },
      { status: 204 },
    ];
    routes['POST /api/public/events/e1/unlock'] = () => {
      const answer = attempts.shift() ?? { status: 500 };
      if (answer.status === 204) unlocked = true;
      return answer;
    };
    const { user } = renderPage();
    expect(await screen.findByText(pl.guest.password.title)).toBeTruthy();
    const field = screen.getByLabelText(pl.guest.password.label);
    await user.click(screen.getByRole('button', { name: pl.guest.password.submit }));
    expect(await screen.findByText(pl.validation.required)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/unlock'))).toBe(false);

    await user.type(field, 'zle-haslo');
    await user.click(screen.getByRole('button', { name: pl.guest.password.submit }));
    expect(await screen.findByText(pl.errors.incorrectPassword)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: pl.guest.password.submit }));
    expect(await screen.findByText(pl.guest.password.tooManyAttempts)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: pl.guest.password.submit }));
    expect(
      await screen.findByRole('button', { name: pl.guestPage.buttons.shareMemories }),
    ).toBeTruthy();
    const unlock = calls.filter((call) => call.url.endsWith('/unlock')).at(-1);
    expect(JSON.parse(String(unlock?.init?.body))).toEqual({ password: 'zle-haslo' });
  });
});

describe('the password typed in the first HTML, before the page had come', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    adoptShell(document.createElement('div'));
  });

  /** The first HTML's field with `typed` in it, handed over as the page starts. */
  function handOver(typed: string, address: string) {
    const shell = document.createElement('div');
    shell.innerHTML = `<input type="password" ${shellPasswordAttribute}>`;
    const field = shell.querySelector('input');
    if (field) field.value = typed;
    window.history.replaceState(null, '', address);
    adoptShell(shell);
  }

  it('is sent when "enter" was tapped there, and the page opens', async () => {
    let unlocked = false;
    routes['GET /api/public/events/e1'] = () =>
      unlocked
        ? { status: 200, body: { access: 'open', event: openEvent } }
        : { status: 200, body: { access: 'locked', event: teaser } };
    routes['POST /api/public/events/e1/unlock'] = () => {
      unlocked = true;
      return { status: 204 };
    };
    handOver('Sto-lat-2026', '/public/e1?lang=pl#unlock');
    // The mark is taken off the address: a reload does not send the password again.
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?lang=pl');
    renderPage();
    expect(
      await screen.findByRole('button', { name: pl.guestPage.buttons.shareMemories }),
    ).toBeTruthy();
    const sent = calls.filter((call) => call.url.endsWith('/unlock'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ password: 'Sto-lat-2026' });
  });

  it('waits in the field when "enter" was not tapped; an empty field tapped says it is required', async () => {
    routes['GET /api/public/events/e1'] = () => ({
      status: 200,
      body: { access: 'locked', event: teaser },
    });
    handOver('Sto-lat', '/public/e1');
    const first = renderPage();
    const field = (await screen.findByLabelText(pl.guest.password.label)) as HTMLInputElement;
    expect(field.value).toBe('Sto-lat');
    expect(calls.some((call) => call.url.endsWith('/unlock'))).toBe(false);
    first.unmount();

    handOver('', '/public/e1#unlock');
    renderPage();
    expect(await screen.findByText(pl.validation.required)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/unlock'))).toBe(false);
  });
});

describe('password prompt at a venue', () => {
  it('shows the wait the server gives this phone and sends nothing until it has passed', async () => {
    routes['GET /api/public/events/e1'] = () => ({
      status: 200,
      body: { access: 'locked', event: teaser },
    });
    routes['POST /api/public/events/e1/unlock'] = () => ({
      status: 401,
      body: { error: 'errors.incorrectPassword', message: '', status: 401, data: { seconds: 25 } },
    });
    const { user } = renderPage();
    const field = await screen.findByLabelText(pl.guest.password.label);
    await user.type(field, 'zle');
    await user.click(screen.getByRole('button', { name: pl.guest.password.submit }));
    expect(
      await screen.findByText(
        /^Nieprawidłowe hasło\. Kolejna próba z tego telefonu za 2[345] sekund\.$/,
      ),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: pl.guest.password.submit });
    expect(submit.hasAttribute('disabled')).toBe(true);
    // Typing again keeps the wait in view; nothing is sent before it has passed.
    await user.type(field, 'x');
    expect(screen.getByText(/^Kolejna próba z tego telefonu za 2[345] sekund\.$/)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(calls.filter((call) => call.url.endsWith('/unlock'))).toHaveLength(1);
  });
});

/** A file whose first bytes are what its name says (a JPEG, an ISO media file), or text. */
function fileOf(name: string, type: string, size: number, text = false): File {
  const ascii = (value: string) => [...value].map((c) => c.charCodeAt(0));
  const head = text
    ? ascii('Hello, this is not a photo')
    : /\.(jpe?g)$/.test(name)
      ? [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF')]
      : /\.heic$/.test(name)
        ? [0, 0, 0, 24, ...ascii('ftypheic'), 0, 0, 0, 0]
        : [0, 0, 0, 24, ...ascii('ftypisom'), 0, 0, 0, 0];
  const file = new File([new Uint8Array(head)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('upload dialog', () => {
  it('opens with the picked files and checks them with the shared limits', async () => {
    serve({
      access: 'open',
      event: { ...openEvent, allowance: { files: 3, videos: 1, videoAllowed: true } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: openEvent.name });
    const input = screen.getByTestId('media-input') as HTMLInputElement;
    expect(input.accept).toContain('image/jpeg');
    expect(input.accept).toContain('image/heic');
    expect(input.multiple).toBe(true);

    await user.upload(input, [
      fileOf('a.mp4', 'video/mp4', 5 * MB),
      fileOf('b.mov', 'video/quicktime', 5 * MB),
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 2 }))).toBeTruthy();
    expect(
      await within(dialog).findByText(fill(pl.guest.limits.videosPerBatch, { extra: 1 })),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: pl.guest.upload.submit }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(
      within(dialog).getByRole('button', { name: fill(pl.guest.upload.remove, { name: 'b.mov' }) }),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // A photo over 20 MB, named.
    await user.upload(input, fileOf('duze.jpg', 'image/jpeg', 21 * MB));
    expect(
      within(dialog).getByText(
        fill(pl.guest.upload.fileError, {
          name: 'duze.jpg',
          error: pl.validation.upload.photoTooLarge,
        }),
      ),
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', {
        name: fill(pl.guest.upload.remove, { name: 'duze.jpg' }),
      }),
    );

    // A text file named .jpg is refused on the phone, by its bytes.
    await user.upload(input, fileOf('notatka.jpg', 'image/jpeg', 2000, true));
    expect(
      await within(dialog).findByText(fill(pl.guest.limits.notMedia, { name: 'notatka.jpg' })),
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', {
        name: fill(pl.guest.upload.remove, { name: 'notatka.jpg' }),
      }),
    );

    // More files than the event can still take: the guest's words, Send off.
    await user.upload(input, [
      fileOf('1.jpg', 'image/jpeg', MB),
      fileOf('2.jpg', 'image/jpeg', MB),
      fileOf('3.heic', '', MB),
    ]);
    const limitText =
      'To wydarzenie przyjmie jeszcze tylko 3 zdjęcia lub filmy: usuń z listy 1, aby wysłać resztę.';
    expect(await within(dialog).findByText(limitText)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/pakiet/i);
    const send = within(dialog).getByRole('button', { name: pl.guest.upload.submit });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(send);
    expect(calls.some((call) => call.url.endsWith('/batches'))).toBe(false);
  });

  it('offers the album choice only when the event has several albums', async () => {
    serve({
      access: 'open',
      event: {
        ...openEvent,
        albums: [
          { id: 'a1', name: 'Główny', isDefault: true },
          { id: 'a2', name: 'Ceremonia', isDefault: false },
        ],
      },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: openEvent.name });
    await user.upload(
      screen.getByTestId('media-input') as HTMLInputElement,
      fileOf('a.jpg', 'image/jpeg', MB),
    );
    const dialog = await screen.findByRole('dialog');
    // The phone's own picker: a native select, which always opens within reach.
    const album = within(dialog).getByRole('combobox', { name: pl.guest.upload.album });
    expect(album.tagName).toBe('SELECT');
    expect((album as HTMLSelectElement).value).toBe('a1');
    expect(within(album).getByRole('option', { name: 'Ceremonia' })).toBeTruthy();
    expect(within(dialog).getByText(fill(pl.guest.counter, { count: 0, max: 350 }))).toBeTruthy();
  });
});

describe('guestbook dialog', () => {
  it('needs a name and a message and counts the characters', async () => {
    serve({ access: 'open', event: openEvent });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: pl.guestPage.message }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: pl.guest.guestbook.submit }));
    expect(within(dialog).getByText(pl.validation.guestbook.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(pl.validation.guestbook.messageRequired)).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(pl.guest.guestbook.message) }),
      'Sto lat!',
    );
    expect(within(dialog).getByText(fill(pl.guest.counter, { count: 8, max: 350 }))).toBeTruthy();
    const textarea = within(dialog).getByRole('textbox', {
      name: new RegExp(pl.guest.guestbook.message),
    }) as HTMLTextAreaElement;
    expect(textarea.maxLength).toBe(350);
    expect(calls.some((call) => call.url.endsWith('/batches'))).toBe(false);
  });
});

describe('what the page keeps for the guest', () => {
  it('keeps a wish closed by mistake, and offers the name last sent in the next dialog, also after a reload', async () => {
    serve({ access: 'open', event: openEvent });
    const sent: unknown[] = [];
    routes['POST /api/public/events/e1/batches'] = (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { batchId: 'b1', albumId: 'a1', alreadyUploaded: [] } };
    };
    const { user, unmount } = renderPage();
    const wishButton = await screen.findByRole('button', { name: pl.guestPage.message });
    await user.click(wishButton);
    let dialog = await screen.findByRole('dialog');
    const nameField = () =>
      within(dialog).getByRole('textbox', {
        name: new RegExp(pl.guest.guestbook.name),
      }) as HTMLInputElement;
    const messageField = () =>
      within(dialog).getByRole('textbox', {
        name: new RegExp(pl.guest.guestbook.message),
      }) as HTMLTextAreaElement;
    expect(nameField().value).toBe('');
    await user.type(nameField(), 'Ciocia Basia');
    await user.type(messageField(), 'Sto lat, młoda paro!');
    // Closed by mistake: the wish is there when the guestbook opens again.
    await user.click(within(dialog).getByRole('button', { name: pl.common.actions.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(wishButton);
    dialog = await screen.findByRole('dialog');
    expect(nameField().value).toBe('Ciocia Basia');
    expect(messageField().value).toBe('Sto lat, młoda paro!');
    await user.click(within(dialog).getByRole('button', { name: pl.guest.guestbook.submit }));
    expect(await screen.findByText(pl.guest.progress.guestbookDone)).toBeTruthy();
    expect(sent).toMatchObject([{ guestName: 'Ciocia Basia', message: 'Sto lat, młoda paro!' }]);
    await user.click(
      within(screen.getByTestId('upload-panel')).getByRole('button', {
        name: pl.common.actions.close,
      }),
    );

    // The next dialog offers the name; the wish, sent, is not offered again.
    await user.upload(
      screen.getByTestId('media-input') as HTMLInputElement,
      fileOf('a.jpg', 'image/jpeg', MB),
    );
    dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('textbox', { name: pl.guest.upload.name }) as HTMLInputElement)
        .value,
    ).toBe('Ciocia Basia');
    unmount();

    // A reload: the name is still offered, and the guestbook starts empty.
    const again = renderPage();
    await again.user.click(await screen.findByRole('button', { name: pl.guestPage.message }));
    dialog = await screen.findByRole('dialog');
    expect(nameField().value).toBe('Ciocia Basia');
    expect(messageField().value).toBe('');
  });
  it('keeps photos and their message closed by mistake: the upload button shows them again', async () => {
    serve({
      access: 'open',
      event: {
        ...openEvent,
        albums: [
          { id: 'a1', name: 'Główny', isDefault: true },
          { id: 'a2', name: 'Ceremonia', isDefault: false },
        ],
      },
    });
    const { user, unmount } = renderPage();
    const uploadButton = await screen.findByRole('button', {
      name: pl.guestPage.buttons.shareMemories,
    });
    const input = screen.getByTestId('media-input') as HTMLInputElement;
    await user.upload(input, [
      fileOf('a.jpg', 'image/jpeg', MB),
      fileOf('b.jpg', 'image/jpeg', MB),
    ]);
    let dialog = await screen.findByRole('dialog');
    const messageField = () =>
      within(dialog).getByRole('textbox', { name: pl.guest.upload.message }) as HTMLTextAreaElement;
    const albumField = () =>
      within(dialog).getByRole('combobox', { name: pl.guest.upload.album }) as HTMLSelectElement;
    await user.type(messageField(), 'Z pierwszego tańca');
    await user.selectOptions(albumField(), 'a2');
    await user.click(within(dialog).getByRole('button', { name: pl.common.actions.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The upload button opens the same photos, message and album, ready to send or add to.
    await user.click(uploadButton);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 2 }))).toBeTruthy();
    expect(within(dialog).getByText('b.jpg')).toBeTruthy();
    expect(messageField().value).toBe('Z pierwszego tańca');
    expect(albumField().value).toBe('a2');
    await user.upload(input, fileOf('c.jpg', 'image/jpeg', MB));
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 3 }))).toBeTruthy();

    // "Remove all" empties the list; the message stays.
    await user.click(within(dialog).getByRole('button', { name: pl.guest.upload.removeAll }));
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 0 }))).toBeTruthy();
    expect(messageField().value).toBe('Z pierwszego tańca');
    await user.click(within(dialog).getByRole('button', { name: pl.common.actions.close }));
    unmount();

    // After a reload the files are gone with the page; the message comes with the next photos.
    const again = renderPage();
    await screen.findByRole('button', { name: pl.guestPage.buttons.shareMemories });
    await again.user.upload(
      screen.getByTestId('media-input') as HTMLInputElement,
      fileOf('d.jpg', 'image/jpeg', MB),
    );
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 1 }))).toBeTruthy();
    expect(messageField().value).toBe('Z pierwszego tańca');
  });

  it('a challenge answers only photos its own picker brought: a picker closed empty changes nothing', async () => {
    serve({
      access: 'open',
      event: { ...openEvent, prompts: [{ id: 'p1', title: 'Selfie z Panną Młodą' }] },
    });
    const { user } = renderPage();
    const uploadButton = await screen.findByRole('button', {
      name: pl.guestPage.buttons.shareMemories,
    });
    const challengeButton = screen.getByRole('button', {
      name: `${pl.play.challenges.send}: Selfie z Panną Młodą`,
    });
    const answering = fill(pl.play.challenges.answering, { title: 'Selfie z Panną Młodą' });
    const input = screen.getByTestId('media-input') as HTMLInputElement;
    const close = () =>
      user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: pl.common.actions.close }),
      );

    // Photos from the page's button, kept after a close.
    await user.click(uploadButton);
    await user.upload(input, fileOf('a.jpg', 'image/jpeg', MB));
    expect(within(await screen.findByRole('dialog')).queryByText(answering)).toBeNull();
    await close();

    // The challenge's picker is closed without a photo: the kept photo answers nothing.
    await user.click(challengeButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(uploadButton);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('a.jpg')).toBeTruthy();
    expect(within(dialog).queryByText(answering)).toBeNull();
    await close();

    // Its picker brings a photo: the dialog says the photos now answer the challenge, and a
    // close and the page's button keep that.
    await user.click(challengeButton);
    await user.upload(input, fileOf('b.jpg', 'image/jpeg', MB));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(answering)).toBeTruthy();
    expect(within(dialog).getByText(fill(pl.guest.upload.chosen, { count: 2 }))).toBeTruthy();
    await close();
    await user.click(uploadButton);
    expect(within(await screen.findByRole('dialog')).getByText(answering)).toBeTruthy();
  });
});

describe('voice dialog', () => {
  it('says clearly when the browser cannot record (no MediaRecorder)', async () => {
    serve({ access: 'open', event: openEvent });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: pl.guestPage.voice }));
    // The dialog is its own chunk: give its import time on a loaded machine.
    expect(
      await screen.findByText(pl.guest.voice.unsupported, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('gallery', () => {
  it('lists the media newest first with placeholders and is left out when the owner hides it', async () => {
    routes['GET /api/public/events/e1/media'] = {
      status: 200,
      body: {
        items: [
          {
            id: 'm2',
            kind: 'video',
            albumId: 'a1',
            width: 640,
            height: 360,
            durationMs: 12_000,
            placeholder: 'data:image/png;base64,AAAA',
            urls: {
              thumb: '/media/e1/m2/thumb',
              large: null,
              original: '/media/e1/m2/original',
              poster: '/media/e1/m2/poster',
            },
            guestName: 'Ania',
            promptId: null,
            createdAt: '2026-06-20T18:00:00.000Z',
          },
        ],
        nextCursor: null,
      },
    };
    serve({ access: 'open', event: openEvent });
    const { unmount } = renderPage();
    const tile = await screen.findByTestId('gallery-item');
    expect(tile.getAttribute('style')).toContain('data:image/png;base64,AAAA');
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/media/e1/m2/poster');
    expect(tile.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(tile).getByText('0:12')).toBeTruthy();
    unmount();

    calls = [];
    serve({ access: 'open', event: { ...openEvent, galleryVisible: false } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: openEvent.name });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/guestbook'))).toBe(true));
    expect(screen.queryByText(pl.guest.gallery.title)).toBeNull();
    expect(calls.some((call) => call.url.includes('/media'))).toBe(false);
  });
});
