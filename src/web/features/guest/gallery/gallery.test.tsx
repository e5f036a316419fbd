// @vitest-environment jsdom
/**
 * The guest gallery while something the guest sent is being prepared: it says the photo will
 * show here, and never invites the guest to add the first photo they have just sent.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicMedia } from '../../../../shared/api/public';
import { en } from '../../../../shared/i18n/en/index';
import { pl } from '../../../../shared/i18n/pl/index';
import { publicMedia } from '../../../../test/web/album';
import { renderWithProviders } from '../../../../test/web/render';
import { Gallery } from './gallery';

let items: PublicMedia[];

beforeEach(() => {
  items = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      return new Response(JSON.stringify({ items, nextCursor: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('Gallery', () => {
  it('invites the first photo when it is empty and nothing of the guest is on its way', async () => {
    renderWithProviders(<Gallery eventId="e1" uploadsOpen />, { language: 'pl' });
    expect(await screen.findByText(pl.guest.gallery.empty)).toBeTruthy();
    expect(screen.queryByText(pl.guest.gallery.preparing)).toBeNull();
  });

  it('empty while the guest’s photo is prepared: says it will show here, invites nothing', async () => {
    renderWithProviders(<Gallery eventId="e1" uploadsOpen preparing />, { language: 'pl' });
    const note = await screen.findByText(pl.guest.gallery.preparing);
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByText(pl.guest.gallery.empty)).toBeNull();
  });

  it('with photos of others while the guest’s is prepared: the photos and the same note', async () => {
    items = [publicMedia('m1')];
    renderWithProviders(<Gallery eventId="e1" uploadsOpen preparing />, { language: 'en' });
    expect(await screen.findAllByTestId('gallery-item')).toHaveLength(1);
    expect(screen.getByText(en.guest.gallery.preparing).getAttribute('role')).toBe('status');
  });
});
