// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { MyItem } from '../../../../shared/api/public';
import { pl } from '../../../../shared/i18n/pl/index';
import { openPublicEvent } from '../../../../test/web/public-event';
import { renderWithProviders } from '../../../../test/web/render';
import MyUploadsDialog from './my-uploads-dialog';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const item: MyItem = {
  id: 'm1',
  kind: 'photo',
  message: null,
  state: 'processing',
  thumb: null,
  guestName: 'Ciocia Basia',
  promptId: null,
  createdAt: '2026-06-20T18:00:00.000Z',
  deletableUntil: null,
};

it('keeps the list shown when a later check fails on a weak connection', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let offline = false;
  const reads = vi.fn(async () => {
    if (offline) throw new TypeError('Failed to fetch');
    return Response.json({ items: [item] });
  });
  vi.stubGlobal('fetch', reads);
  const event = openPublicEvent({});
  renderWithProviders(<MyUploadsDialog event={event} language="pl" onClose={() => {}} />);
  expect(await screen.findByText(pl.play.mine.state.processing)).toBeTruthy();

  // While a photo is being prepared the list checks again: that check fails.
  offline = true;
  await vi.advanceTimersByTimeAsync(5_000);
  expect(reads.mock.calls.length).toBeGreaterThan(1);
  expect(screen.getByText(pl.play.mine.state.processing)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
