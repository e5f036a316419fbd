/**
 * A new password with its strength meter and rules, and its confirmation,
 * which reports 'Passwords do not match' once something is typed in it.
 * Used by sign-up, the password reset and the update-password dialog.
 */
import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePasswordConfirmation } from '../../shared/domain/password';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel: string;
  confirmationLabel: string;
  /** An error of the password from the server (e.g. its policy), shown under the field. */
  passwordError?: string | null;
  disabled?: boolean;
}

export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel,
  confirmationLabel,
  passwordError,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const meterId = useId();
  const mismatch =
    confirmation !== '' ? validatePasswordConfirmation(password, confirmation) : null;

  return (
    <Stack gap="sm">
      <PasswordField
        label={passwordLabel}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        autoComplete="new-password"
        required
        disabled={disabled}
        error={passwordError || undefined}
        aria-describedby={password ? meterId : undefined}
      />
      {password !== '' && <PasswordStrength password={password} id={meterId} />}
      <PasswordField
        label={confirmationLabel}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        autoComplete="new-password"
        required
        disabled={disabled}
        error={mismatch ? t(mismatch) : undefined}
      />
    </Stack>
  );
}
