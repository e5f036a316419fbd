/**
 * The "Sign up" tab: e-mail, a new password with its strength meter and rules,
 * its confirmation and the acceptance of the terms and the privacy policy.
 * Submitting stays disabled while anything is wrong or a request is pending.
 */
import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { passwordErrors, validatePasswordConfirmation } from '../../../shared/domain/password';
import { validateEmail } from '../../../shared/domain/validation';
import { useAsyncAction } from '../../app/use-async-action';
import { NewPasswordFields } from '../../ui/new-password-fields';
import type { Credentials } from './auth-api';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { LegalLink } from './legal-link';

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (credentials: Credentials, termsAccepted: boolean) => Promise<void>;
  onContinue: () => void;
}

/** Whether the sign-up form may be sent. */
export function canSignUp(input: {
  email: string;
  password: string;
  confirmation: string;
  acceptedTerms: boolean;
}): boolean {
  return (
    validateEmail(input.email) === null &&
    passwordErrors(input.password).length === 0 &&
    validatePasswordConfirmation(input.password, input.confirmation) === null &&
    input.acceptedTerms
  );
}

export function SignUpForm({ email, onEmailChange, onSubmit, onContinue }: SignUpFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const action = useAsyncAction();
  const emailError = emailTouched && email.trim() !== '' ? validateEmail(email) : null;
  const ready = canSignUp({ email, password, confirmation, acceptedTerms });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void action.run(() => onSubmit({ email, password }, acceptedTerms));
      }}
    >
      <Stack gap="md">
        <EmailField
          autoComplete="email"
          value={email}
          onChange={onEmailChange}
          onBlur={() => setEmailTouched(true)}
          error={emailError ? t(emailError) : undefined}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordLabel={t('auth.fields.password')}
          confirmationLabel={t('auth.fields.confirmPassword')}
        />
        <Checkbox
          checked={acceptedTerms}
          onChange={(event) => setAcceptedTerms(event.currentTarget.checked)}
          required
          label={
            <Trans
              i18nKey="auth.signUp.acceptTerms"
              components={{
                terms: <LegalLink to="/terms" />,
                privacy: <LegalLink to="/privacy" />,
              }}
            />
          }
        />
        <FormError error={action.error} onContinue={onContinue} />
        <Button type="submit" size="md" fullWidth disabled={!ready} loading={action.pending}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
