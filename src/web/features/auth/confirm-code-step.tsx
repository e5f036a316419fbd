/**
 * A step that asks for the 6-digit code e-mailed to the owner: confirm sign-up
 * and confirm verify. It submits once six digits are in, offers a new code
 * after a cooldown and, when allowed, "Later".
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../../app/use-async-action';
import { CodeInput, codeLength } from '../../ui/code-input';
import { FormError } from './form-error';
import { ResendCode } from './resend-code';
import { StepHeader } from './step-header';

export interface ConfirmCodeStepProps {
  /** Left out inside a dialog that has its own title. */
  title?: string;
  text: ReactNode;
  email: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  laterLabel?: string;
  onLater?: () => Promise<void> | void;
  /** Continues into the app when someone turns out to be signed in already. */
  onContinue?: () => void;
}

export function ConfirmCodeStep({
  title,
  text,
  email,
  submitLabel,
  onSubmit,
  onResend,
  laterLabel,
  onLater,
  onContinue,
}: ConfirmCodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const action = useAsyncAction();
  const later = useAsyncAction();
  // A new attempt gets fresh boxes (the code input only completes once per mount).
  const [attempt, setAttempt] = useState(0);
  const complete = code.length === codeLength;

  function submit(value: string) {
    void action.run(async () => {
      try {
        await onSubmit(value);
      } catch (error) {
        // A wrong code is typed again from the first box.
        setCode('');
        setAttempt((value) => value + 1);
        throw error;
      }
    });
  }

  return (
    <Stack gap="lg">
      <StepHeader title={title} focus={false}>
        {text}
      </StepHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) submit(code);
        }}
      >
        <Stack gap="md">
          <CodeInput
            key={attempt}
            label={t('auth.code.label')}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (action.error && value !== '') action.reset();
            }}
            onComplete={submit}
            disabled={action.pending}
            autoFocus
          />
          <FormError error={action.error ?? later.error} onContinue={onContinue} />
          <Button type="submit" fullWidth size="md" disabled={!complete} loading={action.pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" align="flex-start" gap="sm">
        <ResendCode
          email={email}
          onResend={async () => {
            await onResend();
            // The error was about the old code: a new one starts clean, from the first box.
            action.reset();
            setCode('');
            setAttempt((value) => value + 1);
          }}
        />
        {onLater && laterLabel && (
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => void later.run(async () => onLater())}
            loading={later.pending}
          >
            {laterLabel}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('auth.code.spamHint')}
      </Text>
    </Stack>
  );
}
