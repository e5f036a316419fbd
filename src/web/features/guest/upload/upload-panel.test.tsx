// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pl } from '../../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../testing/render';
import type { EngineSnapshot, UploadItem } from './upload-engine';
import { UploadPanel } from './upload-panel';

const item = (
  index: number,
  status: UploadItem['status'],
  extra: Partial<UploadItem> = {},
): UploadItem => ({
  index,
  name: `zdjecie-${index}.jpg`,
  size: 1000,
  type: 'image/jpeg',
  status,
  bytesSent: status === 'done' ? 1000 : 0,
  error: null,
  transient: false,
  ...extra,
});

const base: EngineSnapshot = {
  phase: 'finished',
  items: [],
  batchError: null,
  batchErrorTransient: false,
  bytesSent: 0,
  bytesTotal: 0,
  slow: false,
  remainingSeconds: null,
};

function renderPanel(snapshot: EngineSnapshot) {
  const handlers = {
    onRetry: vi.fn(),
    onPause: vi.fn(),
    onResume: vi.fn(),
    onContinue: vi.fn(),
    onClose: vi.fn(),
  };
  const result = renderWithProviders(
    <UploadPanel snapshot={snapshot} kind="upload" {...handlers} />,
  );
  return { ...result, handlers };
}

describe('UploadPanel', () => {
  it('never says done while a file failed: the reason, a retry per file and for all', async () => {
    const { user, handlers } = renderPanel({
      ...base,
      items: [
        item(0, 'done'),
        item(1, 'skipped'),
        item(2, 'failed', {
          error: { key: 'errors.fileLimitReached', params: { plan: 'trial', limit: 10 } },
        }),
        item(3, 'failed', { error: { key: 'errors.someNewerServerError', params: {} } }),
      ],
    });
    expect(screen.queryByText(pl.guest.progress.thanks)).toBeNull();
    expect(screen.getByText(pl.guest.progress.incompleteTitle)).toBeTruthy();
    expect(
      screen.getByText(
        'Wysłano 2 z 4, nie udało się: 2. Pliki są nadal wybrane: spróbuj ponownie.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        pl.errors.fileLimitReached.replace('{{plan}}', 'trial').replace('{{limit}}', '10'),
      ),
    ).toBeTruthy();
    // A key this client does not know reads as a plain failure, never as a raw key.
    expect(screen.getByText(pl.errors.fileUploadFailed)).toBeTruthy();
    await user.click(
      screen.getAllByRole('button', { name: pl.common.actions.retry })[0] as HTMLElement,
    );
    expect(handlers.onRetry).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: pl.guest.progress.retryAll }));
    expect(handlers.onRetry).toHaveBeenLastCalledWith();
  });

  it('thanks when everything arrived and counts what was already there', () => {
    renderPanel({ ...base, items: [item(0, 'done'), item(1, 'skipped')] });
    expect(screen.getByText(pl.guest.progress.thanks)).toBeTruthy();
    expect(screen.getByText(/Przesłane już wcześniej: 1\./)).toBeTruthy();
  });

  it('asks continue or wait on a slow connection', async () => {
    const { user, handlers } = renderPanel({
      ...base,
      phase: 'uploading',
      items: [item(0, 'uploading', { bytesSent: 200 })],
      bytesSent: 200,
      bytesTotal: 1000,
      slow: true,
      remainingSeconds: 600,
    });
    expect(screen.getByText(pl.guest.slow.title)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: pl.guest.slow.wait }));
    expect(handlers.onPause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: pl.guest.slow.continue }));
    expect(handlers.onContinue).toHaveBeenCalled();
  });
});
