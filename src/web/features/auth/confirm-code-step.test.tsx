// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../test/web/render';
import { toAuthError } from '../../app/auth/auth-request';
import { ConfirmCodeStep } from './confirm-code-step';
import { resendCooldownSeconds } from './resend-code';

afterEach(() => vi.useRealTimers());

describe('ConfirmCodeStep', () => {
  it('a new code clears the error about the old one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmit = vi.fn(() => Promise.reject(toAuthError({ code: 'INVALID_OTP', status: 400 })));
    const onResend = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <ConfirmCodeStep
        title="Potwierdź"
        text="Wpisz kod"
        email="anna@example.test"
        submitLabel="Potwierdź"
        onSubmit={onSubmit}
        onResend={onResend}
      />,
      { language: 'pl' },
    );
    const [first] = screen.getAllByRole('textbox', { name: pl.auth.code.label });
    await user.type(first as HTMLElement, '123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
    expect((await screen.findByRole('alert')).textContent).toContain('Nieprawidłowy kod');

    const resend = screen.getByRole('button', { name: pl.auth.code.resend });
    for (let second = 0; second <= resendCooldownSeconds; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    await waitFor(() => expect(resend).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: pl.auth.code.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(pl.auth.code.resent.replace('{{email}}', 'anna@example.test')),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
