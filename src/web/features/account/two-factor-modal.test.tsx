// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../shared/i18n/pl/index';
import { qrEncoder } from '../../../test/web/qr-encoder';
import { labelledInput } from '../../../test/web/queries';
import { renderWithProviders } from '../../../test/web/render';
import { TwoFactorModal } from './two-factor-modal';

const totpURI = 'otpauth://totp/Momenty:ola%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Momenty';

// The server's answer to "turn it on", at the module that calls it.
vi.mock('./api/account-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/account-api')>()),
  enableTwoFactor: async () => ({ totpURI, backupCodes: ['aaaa-bbbb', 'cccc-dddd'] }),
}));

// The QR encoder, or one whose code never arrived while `qrEncoder.missing` is set.
vi.mock('qrcode', async (importOriginal) =>
  (await import('../../../test/web/qr-encoder')).missableEncoder(await importOriginal()),
);

afterEach(() => {
  qrEncoder.reset();
});

describe('turning on two-step verification', () => {
  it('says the QR code did not load, keeps the key to type in, and draws the code on a retry', async () => {
    const user = userEvent.setup();
    qrEncoder.missing = true;
    renderWithProviders(
      <TwoFactorModal opened onClose={() => {}} enabled={false} onChanged={async () => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    await user.type(labelledInput(pl.auth.fields.password), 'dobre-haslo-123');
    await user.click(within(dialog).getByRole('button', { name: pl.auth.twoFactor.enable }));

    expect(await screen.findByText(pl.errors.qrFailed)).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();

    qrEncoder.reset();
    await user.click(screen.getByRole('button', { name: pl.common.actions.retry }));
    const qr = await screen.findByRole('img');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText(pl.errors.qrFailed)).toBeNull();
  });
});
