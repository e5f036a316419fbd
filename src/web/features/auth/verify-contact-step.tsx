/** Verify contact: the account's address is not confirmed yet; send a code, or "Later". */
import { Button, Group, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useAsyncAction } from '../../app/use-async-action';
import { FormError } from './form-error';
import { StepHeader } from './step-header';

export interface VerifyContactStepProps {
  email: string;
  onSend: () => Promise<void>;
  onLater: () => Promise<void> | void;
  /** @default true; a dialog with its own title leaves it out. */
  withTitle?: boolean;
}

export function VerifyContactStep({
  email,
  onSend,
  onLater,
  withTitle = true,
}: VerifyContactStepProps) {
  const { t } = useTranslation();
  const send = useAsyncAction();
  const later = useAsyncAction();
  return (
    <Stack gap="lg">
      <StepHeader title={withTitle ? t('auth.verifyContact.title') : undefined}>
        <Trans
          i18nKey="auth.verifyContact.text"
          values={{ email }}
          components={{ strong: <strong /> }}
        />
      </StepHeader>
      <FormError error={send.error ?? later.error} />
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          size="md"
          leftSection={<IconMailCheck size={20} aria-hidden="true" />}
          onClick={() => void send.run(onSend)}
          loading={send.pending}
        >
          {t('auth.verifyContact.send')}
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={() => void later.run(async () => onLater())}
          loading={later.pending}
        >
          {t('auth.verifyContact.later')}
        </Button>
      </Group>
    </Stack>
  );
}
