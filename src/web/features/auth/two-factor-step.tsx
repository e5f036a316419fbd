/**
 * Confirm sign-in: the second factor of an account with two-step verification,
 * a 6-digit code from the authenticator app or one of the backup codes.
 */
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../app/site-config';
import { useAsyncAction } from '../../app/use-async-action';
import { CodeInput, codeLength } from '../../ui/code-input';
import { FormError } from './form-error';
import { StepHeader } from './step-header';

export interface TwoFactorStepProps {
  onSubmitCode: (code: string) => Promise<void>;
  onSubmitBackupCode: (code: string) => Promise<void>;
  onBack: () => void;
}

export function TwoFactorStep({ onSubmitCode, onSubmitBackupCode, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const action = useAsyncAction();
  // A new attempt gets fresh boxes (the code input only completes once per mount).
  const [attempt, setAttempt] = useState(0);
  const ready = useBackup ? backupCode.trim() !== '' : code.length === codeLength;

  function submitCode(value: string) {
    void action.run(async () => {
      try {
        await onSubmitCode(value);
      } catch (error) {
        // A wrong code is typed again from the first box.
        setCode('');
        setAttempt((value) => value + 1);
        throw error;
      }
    });
  }

  function submit() {
    if (!ready) return;
    if (useBackup) void action.run(() => onSubmitBackupCode(backupCode));
    else submitCode(code);
  }

  return (
    <Stack gap="lg">
      <StepHeader title={t('auth.confirmSignIn.title')} focus={false}>
        {useBackup
          ? t('auth.confirmSignIn.backupText')
          : t('auth.confirmSignIn.text', { siteName })}
      </StepHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {useBackup ? (
            <TextInput
              label={t('auth.confirmSignIn.backupLabel')}
              value={backupCode}
              onChange={(event) => setBackupCode(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              data-autofocus
              autoFocus
            />
          ) : (
            <CodeInput
              key={attempt}
              label={t('auth.code.appLabel')}
              value={code}
              onChange={(value) => {
                setCode(value);
                if (action.error && value !== '') action.reset();
              }}
              onComplete={submitCode}
              disabled={action.pending}
              autoFocus
            />
          )}
          <FormError error={action.error} />
          <Button type="submit" size="md" fullWidth disabled={!ready} loading={action.pending}>
            {t('auth.confirmSignIn.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setUseBackup((value) => !value);
            action.reset();
          }}
        >
          {useBackup ? t('auth.confirmSignIn.useApp') : t('auth.confirmSignIn.useBackupCode')}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onBack}
        >
          {t('auth.confirmSignIn.backToSignIn')}
        </Button>
      </Stack>
    </Stack>
  );
}
