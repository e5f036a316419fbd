// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { labelledInput } from '../../../test/web/queries';
import { renderWithProviders } from '../../../test/web/render';
import { ApiError } from '../../app/api';
import { toAuthError } from '../../app/auth/auth-request';
import { UpdatePasswordModal } from './update-password-modal';

// The server's answers, as a plain function: with a vi.fn() mock here, Vitest reported the rejection
// the dialog handles as the test's own failure.
const server = vi.hoisted(() => ({
  calls: [] as [string, string][],
  answer: (): Promise<void> => Promise.resolve(),
}));
vi.mock('./api/account-api', () => ({
  changePassword: (current: string, next: string) => {
    server.calls.push([current, next]);
    return server.answer();
  },
}));

function answerWith(error: unknown) {
  server.answer = () => Promise.reject(error);
}

function renderModal(language: 'pl' | 'en' = 'pl') {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<UpdatePasswordModal opened onClose={onClose} />, {
    language,
  });
  const t = language === 'pl' ? pl : en;
  const dialog = screen.getByRole('dialog', { name: t.auth.updatePassword.title });
  const form = {
    current: labelledInput(t.auth.fields.currentPassword),
    next: labelledInput(t.auth.fields.newPassword),
    confirmation: labelledInput(t.auth.fields.confirmNewPassword),
    save: within(dialog).getByRole('button', { name: t.auth.updatePassword.save }),
  };
  async function fill(current: string, next: string, confirmation = next) {
    await rendered.user.clear(form.current);
    if (current) await rendered.user.type(form.current, current);
    await rendered.user.clear(form.next);
    if (next) await rendered.user.type(form.next, next);
    await rendered.user.clear(form.confirmation);
    if (confirmation) await rendered.user.type(form.confirmation, confirmation);
  }
  return { ...rendered, onClose, form, fill, dialog };
}

/** The error shown under an input, if any. */
function fieldError(input: HTMLElement): string | null {
  const root = input.closest('.mantine-InputWrapper-root');
  return root?.querySelector('.mantine-InputWrapper-error')?.textContent ?? null;
}

beforeEach(() => {
  server.calls = [];
  server.answer = () => Promise.resolve();
});

describe('UpdatePasswordModal', () => {
  it('enables Save only when all three are filled, match and break no rule', async () => {
    const { form, fill } = renderModal();
    expect(form.save).toHaveProperty('disabled', true);

    await fill('', 'Nowe#Haslo1');
    expect(form.save).toHaveProperty('disabled', true); // no current password

    await fill('Stare#Haslo1', 'Nowe#Haslo1', 'Nowe#Haslo2');
    expect(form.save).toHaveProperty('disabled', true);
    expect(screen.getByText(pl.validation.password.mismatch)).toBeDefined();

    await fill('Stare#Haslo1', 'nowehaslo', 'nowehaslo');
    expect(form.save).toHaveProperty('disabled', true); // breaks rules
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await fill('Stare#Haslo1', 'Nowe#Haslo1');
    expect(form.save).toHaveProperty('disabled', false);
  });

  it("shows 'Incorrect password' under the current password when it is wrong", async () => {
    answerWith(
      toAuthError(
        { code: 'INVALID_PASSWORD', status: 400 },
        {
          codes: { INVALID_PASSWORD: 'errors.incorrectPassword' },
          fallback: 'errors.passwordUpdateFailed',
        },
      ),
    );
    const { form, fill, user, onClose } = renderModal('en');
    await fill('Wrong#Pass1', 'Nowe#Haslo1');
    await user.click(form.save);
    await vi.waitFor(() => expect(fieldError(form.current)).toBe('Incorrect password'));
    expect(onClose).not.toHaveBeenCalled();
    expect(server.calls).toEqual([['Wrong#Pass1', 'Nowe#Haslo1']]);
  });

  it('shows the rule the server refused under the new password', async () => {
    answerWith(
      toAuthError({
        code: 'PASSWORD_POLICY',
        status: 400,
        errors: ['validation.password.specialCharacter'],
      }),
    );
    const { form, fill, user } = renderModal();
    await fill('Stare#Haslo1', 'Nowe#Haslo1');
    await user.click(form.save);
    await vi.waitFor(() =>
      expect(fieldError(form.next)).toBe(pl.validation.password.specialCharacter),
    );
  });

  it('reads a too-short refusal with the too-short message', async () => {
    answerWith(toAuthError({ code: 'PASSWORD_TOO_SHORT', status: 400 }));
    const { form, fill, user } = renderModal('en');
    await fill('Stare#Haslo1', 'Nowe#Haslo1');
    await user.click(form.save);
    await vi.waitFor(() => expect(fieldError(form.next)).toBe(en.validation.password.tooShort));
  });

  it("says 'Failed to update password' for anything else", async () => {
    answerWith(new ApiError({ key: 'errors.internal', status: 500 }));
    const { form, fill, user } = renderModal('en');
    await fill('Stare#Haslo1', 'Nowe#Haslo1');
    await user.click(form.save);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update password');
  });

  it("closes with 'Password has been updated' on success", async () => {
    const { form, fill, user, onClose } = renderModal('en');
    await fill('Stare#Haslo1', 'Nowe#Haslo1');
    await user.click(form.save);
    expect(await screen.findByText('Password has been updated')).toBeDefined();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
