/** The "Sign in" tab: e-mail and password, with "Forgot password?". */
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../../app/use-async-action';
import { PasswordField } from '../../ui/password-field';
import type { Credentials } from './auth-api';
import classes from './auth-panel.module.css';
import { EmailField } from './email-field';
import { FormError } from './form-error';

export interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (credentials: Credentials) => Promise<void>;
  onForgotPassword: () => void;
  onContinue: () => void;
}

export function SignInForm({
  email,
  onEmailChange,
  onSubmit,
  onForgotPassword,
  onContinue,
}: SignInFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const action = useAsyncAction();
  const ready = email.trim() !== '' && password !== '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void action.run(() => onSubmit({ email, password }));
      }}
    >
      <Stack gap="md">
        <EmailField autoComplete="username" value={email} onChange={onEmailChange} />
        <Stack gap={6}>
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onForgotPassword}
            className={classes.inlineLink}
          >
            {t('auth.signIn.forgotPassword')}
          </Anchor>
        </Stack>
        <FormError error={action.error} onContinue={onContinue} />
        <Button type="submit" size="md" fullWidth disabled={!ready} loading={action.pending}>
          {t('auth.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
