/** Forgot password: the account's e-mail address, to which a reset code is sent. */
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { validateEmail } from '../../../shared/domain/validation';
import { useAsyncAction } from '../../app/use-async-action';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { StepHeader } from './step-header';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (email: string) => Promise<void>;
  onBack: () => void;
  onContinue: () => void;
}

export function ForgotPasswordForm({
  email,
  onEmailChange,
  onSubmit,
  onBack,
  onContinue,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const action = useAsyncAction();
  const ready = validateEmail(email) === null;

  return (
    <Stack gap="lg">
      <StepHeader title={t('auth.forgotPassword.title')}>
        {t('auth.forgotPassword.text')}
      </StepHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void action.run(() => onSubmit(email));
        }}
      >
        <Stack gap="md">
          <EmailField autoComplete="username" value={email} onChange={onEmailChange} />
          <FormError error={action.error} onContinue={onContinue} />
          <Button type="submit" size="md" fullWidth disabled={!ready} loading={action.pending}>
            {t('auth.forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('auth.forgotPassword.backToSignIn')}
      </Button>
    </Stack>
  );
}
