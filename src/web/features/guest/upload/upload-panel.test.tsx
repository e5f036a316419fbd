// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pl } from '../../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../../test/web/render';
import type { WhereShown } from '../play/where-shown';
import type { EngineSnapshot, UploadItem } from './upload-engine';
import { UploadPanel, type UploadPanelProps } from './upload-panel';

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
  ready: false,
  ...extra,
});

const base: EngineSnapshot = {
  phase: 'finished',
  items: [],
  batchError: null,
  bytesSent: 0,
  bytesTotal: 0,
  slow: false,
  remainingSeconds: null,
  restored: false,
};

function renderPanel(
  snapshot: EngineSnapshot,
  shown: WhereShown = 'gallery',
  kind: UploadPanelProps['kind'] = 'upload',
) {
  const handlers = {
    onPause: vi.fn(),
    onResume: vi.fn(),
    onContinue: vi.fn(),
    onClose: vi.fn(),
  };
  const result = renderWithProviders(
    <UploadPanel snapshot={snapshot} kind={kind} shown={shown} {...handlers} />,
  );
  return { ...result, handlers };
}

describe('UploadPanel', () => {
  it('never promises the gallery for a file that cannot be shown', () => {
    renderPanel({ ...base, items: [item(0, 'unviewable')] });
    expect(screen.getByText(/^Zapisano \(1\)\./)).toBeTruthy();
    expect(screen.queryByText(/pojawi/)).toBeNull();
    expect(screen.getAllByText(/nie da się go wyświetlić/).length).toBeGreaterThan(0);
  });

  it('names the files this phone no longer has and asks for them again', () => {
    renderPanel({ ...base, items: [item(0, 'done'), item(1, 'lost'), item(2, 'lost')] });
    expect(
      screen.getByText(
        'Zapisano 1 z 3. Ten telefon nie ma już 2 plików (zdjecie-1.jpg, zdjecie-2.jpg): wybierz je ponownie (zapisane pliki nie zostaną wysłane drugi raz).',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(pl.guest.progress.status.lost)).toHaveLength(2);
  });

  it('calls a recording a voice message, never by the file name the server gets', () => {
    const recording = { name: 'voice-message.webm', type: 'audio/webm' };
    renderPanel(
      { ...base, phase: 'uploading', items: [item(0, 'uploading', recording)] },
      'gallery',
      'voice',
    );
    expect(screen.getByText(pl.guest.voice.title)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: `${pl.guest.voice.title}: 0%` })).toBeTruthy();
    expect(screen.queryByText(/voice-message/)).toBeNull();
  });

  it('never says done while a file was refused: the reason in guest words, no retry', () => {
    renderPanel({
      ...base,
      items: [
        item(0, 'done'),
        item(1, 'skipped'),
        item(2, 'refused', {
          error: { key: 'errors.fileLimitReached', params: { plan: 'trial', limit: 10 } },
        }),
        item(3, 'refused', { error: { key: 'errors.someNewerServerError', params: {} } }),
      ],
    });
    expect(screen.queryByText(pl.guest.progress.thanks)).toBeNull();
    expect(screen.getByText(pl.guest.progress.incompleteTitle)).toBeTruthy();
    expect(
      screen.getByText('Zapisano 2 z 4. 2 plików nie udało się wysłać: powód jest obok każdego.'),
    ).toBeTruthy();
    // The plan's limit in a guest's words: nothing about plans or upgrading.
    expect(screen.getByText(pl.guest.limits.noMoreFiles)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/pakiet|Pakiet/);
    // A key this client does not know reads as a plain failure, never as a raw key.
    expect(screen.getByText(pl.errors.fileUploadFailed)).toBeTruthy();
    // A retry cannot help a refusal: none is offered.
    expect(screen.queryByRole('button', { name: pl.common.actions.retry })).toBeNull();
  });

  it('waiting for the connection is calm: no alert, no failure, the files wait', () => {
    renderPanel({
      ...base,
      phase: 'uploading',
      items: [item(0, 'done'), item(1, 'offline', { bytesSent: 400 })],
      bytesSent: 1400,
      bytesTotal: 2000,
      remainingSeconds: 0,
    });
    expect(screen.getByTestId('upload-waiting').textContent).toContain(pl.guest.progress.offline);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(pl.guest.progress.status.offline)).toBeTruthy();
    expect(screen.queryByText(pl.guest.progress.incompleteTitle)).toBeNull();
    // No time left is promised while the connection is away.
    expect(screen.queryByText(/Zostało około/)).toBeNull();
  });

  it('a server without room for new files says so, not that the connection is away', () => {
    const full = { key: 'errors.storageFull', params: {} };
    renderPanel({
      ...base,
      phase: 'uploading',
      items: [item(0, 'done'), item(1, 'offline', { bytesSent: 0, error: full })],
      bytesSent: 1000,
      bytesTotal: 2000,
      remainingSeconds: 0,
    });
    const waiting = screen.getByTestId('upload-waiting');
    expect(waiting.textContent).toContain(pl.guest.progress.serverFull);
    expect(waiting.textContent).not.toContain(pl.guest.progress.offline);
    expect(screen.getByText(pl.guest.progress.status.serverFull)).toBeTruthy();
    expect(screen.queryByText(pl.guest.progress.status.offline)).toBeNull();
    // Calm as well: the file waits and goes on by itself.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(pl.guest.progress.incompleteTitle)).toBeNull();
  });

  it('a stored file the server cannot show says so, never "will appear in the gallery" alone', () => {
    renderPanel({ ...base, items: [item(0, 'done'), item(1, 'unviewable')] });
    expect(screen.getByText(pl.guest.progress.status.unviewable)).toBeTruthy();
    expect(screen.getByText(/1 plik jest zapisany, ale nie da się go wyświetlić/)).toBeTruthy();
  });

  it('promises the gallery only where the photos are shown: now, at the reveal, or never', () => {
    const done = { ...base, items: [item(0, 'done'), item(1, 'done')] };
    const { unmount } = renderPanel(done, 'gallery');
    expect(screen.getByText(/Za chwilę pojawią się w galerii\./)).toBeTruthy();
    unmount();

    const atReveal = renderPanel(done, 'atReveal');
    expect(screen.getByText(/Pokażemy je w galerii w chwili odsłony\./)).toBeTruthy();
    expect(screen.queryByText(/Za chwilę/)).toBeNull();
    atReveal.unmount();

    renderPanel({ ...base, items: [item(0, 'done')] }, 'hostsOnly');
    expect(screen.getByText('Zapisano (1). Trafi do gospodarzy.')).toBeTruthy();
    expect(screen.queryByText(/galerii/)).toBeNull();
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
