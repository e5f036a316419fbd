/**
 * Confirm reset password: the e-mailed code and a new password (same rules
 * and meter as at sign-up) with its confirmation; a new code can be sent.
 */
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { passwordErrors, validatePasswordConfirmation } from '../../../shared/domain/password';
import { useAsyncAction } from '../../app/use-async-action';
import { CodeInput, codeLength } from '../../ui/code-input';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { FormError } from './form-error';
import { ResendCode } from './resend-code';
import { StepHeader } from './step-header';

export interface ResetPasswordFormProps {
  email: string;
  onSubmit: (code: string, password: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}

export function ResetPasswordForm({ email, onSubmit, onResend, onBack }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const action = useAsyncAction();
  const ready =
    code.length === codeLength &&
    passwordErrors(password).length === 0 &&
    validatePasswordConfirmation(password, confirmation) === null;

  return (
    <Stack gap="lg">
      <StepHeader title={t('auth.resetPassword.title')} focus={false}>
        <Trans
          i18nKey="auth.resetPassword.text"
          values={{ email }}
          components={{ strong: <strong /> }}
        />
      </StepHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void action.run(() => onSubmit(code, password));
        }}
      >
        <Stack gap="md">
          <CodeInput label={t('auth.code.label')} value={code} onChange={setCode} autoFocus />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
            passwordLabel={t('auth.fields.newPassword')}
            confirmationLabel={t('auth.fields.confirmNewPassword')}
          />
          <FormError error={action.error} />
          <Button type="submit" size="md" fullWidth disabled={!ready} loading={action.pending}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <ResendCode
        email={email}
        onResend={async () => {
          await onResend();
          // The error was about the old code; the new one is typed afresh.
          action.reset();
          setCode('');
        }}
      />
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
