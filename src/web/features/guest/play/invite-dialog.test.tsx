// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../shared/i18n/en/index';
import { pl } from '../../../../shared/i18n/pl/index';
import { qrEncoder } from '../../../../test/web/qr-encoder';
import { renderWithProviders } from '../../../../test/web/render';
import InviteDialog from './invite-dialog';

// The QR encoder, or one whose code never arrived while `qrEncoder.missing` is set.
vi.mock('qrcode', async (importOriginal) =>
  (await import('../../../../test/web/qr-encoder')).missableEncoder(await importOriginal()),
);

afterEach(() => {
  qrEncoder.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const event = { id: 'abcDEF123_-x', name: 'Wesele Zosi i Łukasza', passwordProtected: false };
const link = `${window.location.origin}/public/abcDEF123_-x`;

describe('the QR code for the person next to you', () => {
  it('shows the page link as a QR code and as text; no password note on an open page', async () => {
    renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    const qr = (await screen.findByRole('img', { name: pl.play.invite.qrAlt })) as HTMLImageElement;
    // The page's own address, no query, drawn as the slideshow's code is (useQrCode).
    expect(qr.src).toBe(
      await QRCode.toDataURL(link, { width: 480, margin: 1, errorCorrectionLevel: 'M' }),
    );
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(screen.queryByText(pl.play.invite.password)).toBeNull();
  });

  it('tells the guest to pass the password on when the page asks for one', async () => {
    renderWithProviders(
      <InviteDialog event={{ ...event, passwordProtected: true }} onClose={() => {}} />,
      { language: 'en' },
    );
    expect(await screen.findByText(en.play.invite.password)).toBeTruthy();
  });

  it('says "copied" only once the clipboard took the link, and how to copy by hand when it did not', async () => {
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { unmount } = renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: pl.play.invite.copy }));
    expect(await screen.findByText(pl.play.invite.copied)).toBeTruthy();
    expect(write).toHaveBeenCalledWith(link);
    unmount();

    write.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: pl.play.invite.copy }));
    expect(await screen.findByText(pl.play.invite.copyFailed)).toBeTruthy();
    expect(screen.queryByText(pl.play.invite.copied)).toBeNull();
  });

  it('offers the phone’s share sheet where there is one, with the link and the event’s name', async () => {
    const user = userEvent.setup();
    const without = renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: pl.play.invite.share })).toBeNull();
    without.unmount();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: pl.play.invite.share }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: event.name,
      text: pl.play.invite.shareText.replace('{{name}}', event.name),
      url: link,
    });
  });

  it('says why there is no code when the encoder did not arrive, and draws it on a retry', async () => {
    const user = userEvent.setup();
    qrEncoder.missing = true;
    renderWithProviders(<InviteDialog event={event} onClose={() => {}} />);
    // Told as it happens to a screen reader too, with the way to ask again inside the notice.
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(pl.play.invite.qrFailed);
    expect(within(notice).getByRole('button', { name: pl.play.invite.qrRetry })).toBeTruthy();
    expect(screen.queryByRole('img', { name: pl.play.invite.qrAlt })).toBeNull();
    // No "scan this code" without a code; the link is there to send or copy.
    expect(screen.queryByText(pl.play.invite.text)).toBeNull();
    expect(screen.getByTestId('invite-link').textContent).toBe(link);

    qrEncoder.reset();
    await user.click(screen.getByRole('button', { name: pl.play.invite.qrRetry }));
    const qr = (await screen.findByRole('img', { name: pl.play.invite.qrAlt })) as HTMLImageElement;
    expect(qr.src).toBe(
      await QRCode.toDataURL(link, { width: 480, margin: 1, errorCorrectionLevel: 'M' }),
    );
    expect(screen.queryByText(pl.play.invite.qrFailed)).toBeNull();
    expect(screen.getByText(pl.play.invite.text)).toBeTruthy();
  });

  it('tells a share sheet that could not open, and keeps quiet when the guest closed it', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    renderWithProviders(<InviteDialog event={event} onClose={() => {}} />, { language: 'en' });
    const button = screen.getByRole('button', { name: en.play.invite.share });
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('');

    share.mockImplementation(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    await user.click(button);
    expect(await screen.findByText(en.errors.shareFailed)).toBeTruthy();
  });
});
