// @vitest-environment jsdom
/**
 * Photos picked in the page's first HTML, before the page's script had arrived: the picker is
 * kept out of sight when the page takes over, and the page opens its upload dialog with what was
 * picked there, then or later; a queue from an earlier visit is continued first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '../../../shared/api/public';
import { shellPickerAttribute } from '../../../shared/api/public-constants';
import { pl } from '../../../shared/i18n/pl/index';
import { openPublicEvent } from '../../../test/web/public-event';
import { renderWithProviders } from '../../../test/web/render';
import { GuestPage } from './guest-page';
import { adoptShell } from './shell-handover';
import { writeUnfinishedNames } from './upload/queue-names';
import { useUploads } from './upload/use-uploads';

const event: PublicEvent = openPublicEvent();

function shellWithPicker(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<main class="gs"><nav><label class="gs-btn"><input type="file" class="gs-pick" multiple ${shellPickerAttribute}>Podziel się</label></nav></main>`;
  document.body.append(root);
  return root;
}

const photo = (name: string) =>
  new File([new Uint8Array([255, 216, 255, 224])], name, { type: 'image/jpeg' });

function pickIn(input: HTMLInputElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input).split('?')[0] ?? '';
      const body =
        url === '/api/public/events/e1'
          ? { access: 'open', event }
          : { items: [], nextCursor: null };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const picker of document.querySelectorAll(`[${shellPickerAttribute}]`)) picker.remove();
});

describe('adoptShell', () => {
  it('keeps the first HTML’s picker in the document, out of sight and out of reach', () => {
    const root = shellWithPicker();
    const input = root.querySelector('input') as HTMLInputElement;
    adoptShell(root);
    root.replaceChildren();
    expect(input.isConnected).toBe(true);
    expect(input.parentElement).toBe(document.body);
    expect(input.getAttribute('aria-hidden')).toBe('true');
    expect(input.tabIndex).toBe(-1);
    expect(input.style.pointerEvents).toBe('none');
    expect(input.getAttribute('class')).toBeNull();
  });
});

describe('the page and the first HTML’s picker', () => {
  it('opens the upload dialog with what was picked before it started, and with later picks', async () => {
    const root = shellWithPicker();
    const input = root.querySelector('input') as HTMLInputElement;
    pickIn(input, [photo('pierwszy-taniec.jpg')]);
    adoptShell(root);
    root.remove();
    renderWithProviders(<GuestPage eventId="e1" />, { path: '/public/e1', language: 'pl' });
    const dialog = await screen.findByRole('dialog', { name: pl.guest.upload.title });
    expect(within(dialog).getByText('Wybrane pliki: 1')).toBeTruthy();
    // The picker was still open: what the guest picks there now joins the same dialog.
    pickIn(input, [photo('tort.jpg'), photo('toast.jpg')]);
    expect(await within(dialog).findByText('Wybrane pliki: 3')).toBeTruthy();
  });
});

describe('the page and the first HTML’s "message" and "voice"', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('opens the dialog whose link was tapped before it started, and takes the mark off the address', async () => {
    window.history.replaceState(null, '', '/public/e1?lang=pl#message');
    adoptShell(document.createElement('div'));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/public/e1?lang=pl');
    renderWithProviders(<GuestPage eventId="e1" />, { path: '/public/e1', language: 'pl' });
    expect(await screen.findByRole('dialog', { name: pl.guest.guestbook.title })).toBeTruthy();
  });

  it('opens the voice message', async () => {
    window.history.replaceState(null, '', '/public/e1#voice');
    adoptShell(document.createElement('div'));
    renderWithProviders(<GuestPage eventId="e1" />, { path: '/public/e1', language: 'pl' });
    expect(await screen.findByRole('dialog', { name: pl.guest.voice.title })).toBeTruthy();
  });

  it('opens nothing without a mark, and waits while a queue of an earlier visit is continued', async () => {
    window.history.replaceState(null, '', '/public/e1#other');
    adoptShell(document.createElement('div'));
    expect(window.location.hash).toBe('#other');
    const first = renderWithProviders(<GuestPage eventId="e1" />, {
      path: '/public/e1',
      language: 'pl',
    });
    expect(await screen.findByText(pl.guest.gallery.empty)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    writeUnfinishedNames('e1', ['pierwszy-taniec.jpg']);
    window.history.replaceState(null, '', '/public/e1#message');
    adoptShell(document.createElement('div'));
    renderWithProviders(<GuestPage eventId="e1" />, { path: '/public/e1', language: 'pl' });
    // Opened once that queue is done: taken while it ran, the tap would have been lost.
    expect(await screen.findByRole('dialog', { name: pl.guest.guestbook.title })).toBeTruthy();
  });
});

describe('useUploads', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it('is busy from its first render when a queue of an earlier visit is to be continued', () => {
    writeUnfinishedNames('e1', ['pierwszy-taniec.jpg']);
    const busy: boolean[] = [];
    const { unmount } = renderHook(
      () => {
        const uploads = useUploads('e1', true);
        busy.push(uploads.busy);
        return uploads;
      },
      { wrapper },
    );
    expect(busy[0]).toBe(true);
    unmount();
  });

  it('is not busy when nothing waits, or when the event takes no uploads', () => {
    const busy: boolean[] = [];
    renderHook(
      () => {
        busy.push(useUploads('e1', true).busy);
      },
      { wrapper },
    );
    writeUnfinishedNames('e2', ['a.jpg']);
    renderHook(
      () => {
        busy.push(useUploads('e2', false).busy);
      },
      { wrapper },
    );
    expect(busy.every((value) => value === false)).toBe(true);
  });
});
