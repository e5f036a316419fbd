// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerGuestbookEntry } from '../../../shared/api/gallery';
import { en } from '../../../shared/i18n/en/index';
import { renderWithProviders } from '../../testing/render';
import { GuestbookView } from './guestbook-view';
import { ownerMedia } from './testing';

function entry(id: string, overrides: Partial<OwnerGuestbookEntry> = {}): OwnerGuestbookEntry {
  return {
    id,
    kind: 'guestbook',
    albumId: 'a1',
    hidden: false,
    guestName: 'Gżegżółka Źdźbło',
    message: 'Wszystkiego najlepszego na nowej drodze życia!',
    createdAt: '2026-06-20T18:00:00.000Z',
    media: [],
    ...overrides,
  };
}

let entries: OwnerGuestbookEntry[];
let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  entries = [
    entry('g1', { hidden: true, media: [ownerMedia('att1', { batchId: 'g1' })] }),
    entry('g2', {
      kind: 'voice',
      guestName: 'Wujek Staś',
      message: '',
      media: [ownerMedia('voice1', { kind: 'audio', durationMs: 9000 })],
    }),
  ];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      const match = /\/guestbook\/([^/?]+)$/.exec(input);
      if (method === 'GET') return Response.json({ items: entries, nextCursor: null, total: 2 });
      if (match && method === 'PATCH') {
        const found = entries.find((item) => item.id === match[1]) as OwnerGuestbookEntry;
        return Response.json({ entry: { ...found, hidden: body.hidden } });
      }
      if (match && method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(
        { error: 'errors.unexpected', status: 500, message: 'x' },
        { status: 500 },
      );
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('GuestbookView', () => {
  it('lists every entry with the hidden badge, the voice player and the PDF links', async () => {
    renderWithProviders(<GuestbookView eventId="e1" albumId="a1" />, { language: 'en' });
    const [hidden, voice] = (await screen.findAllByTestId('guestbook-entry')) as HTMLElement[];
    expect(calls[0]?.url).toBe('/api/events/e1/guestbook?albumId=a1&limit=50');
    expect(within(hidden as HTMLElement).getByText('Gżegżółka Źdźbło')).toBeTruthy();
    expect(within(hidden as HTMLElement).getByText(en.album.guestbook.hidden)).toBeTruthy();
    expect(within(voice as HTMLElement).queryByText(en.album.guestbook.hidden)).toBeNull();
    expect(within(voice as HTMLElement).getByLabelText(en.album.guestbook.voice)).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `${en.album.guestbook.pdf}: A5` }).getAttribute('href'),
    ).toBe('/api/events/e1/guestbook.pdf?size=a5&albumId=a1');
  });

  it('shows a hidden entry to guests again and deletes one after confirmation', async () => {
    const { user } = renderWithProviders(<GuestbookView eventId="e1" albumId="a1" />, {
      language: 'en',
    });
    await screen.findAllByTestId('guestbook-entry');
    await user.click(
      screen.getByRole('button', { name: `${en.album.guestbook.show}: Gżegżółka Źdźbło` }),
    );
    await waitFor(() => expect(screen.queryByText(en.album.guestbook.hidden)).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { hidden: false } });
    await user.click(
      screen.getByRole('button', { name: `${en.album.guestbook.delete}: Wujek Staś` }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.album.guestbook.deleteSubmit }));
    await waitFor(() => expect(screen.getAllByTestId('guestbook-entry')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/events/e1/guestbook/g2' });
  });

  it('opens an attachment in the lightbox', async () => {
    const { user } = renderWithProviders(<GuestbookView eventId="e1" albumId="a1" />, {
      language: 'en',
    });
    await screen.findAllByTestId('guestbook-entry');
    await user.click(
      screen.getByRole('button', {
        name: en.album.guestbook.attachment.replace('{{name}}', 'Gżegżółka Źdźbło'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 1')).toBeTruthy();
  });
});
