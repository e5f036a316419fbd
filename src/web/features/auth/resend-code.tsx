/**
 * "Send a new code", available again after a cooldown so that a code that is
 * on its way is not replaced by the next one in a hurry.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../../app/use-async-action';
import classes from './auth-panel.module.css';
import { FormError } from './form-error';

/** Seconds before another code can be asked for. */
export const resendCooldownSeconds = 30;

export interface ResendCodeProps {
  email: string;
  onResend: () => Promise<void>;
  /** Start ready to send (no code was sent just now). @default false */
  ready?: boolean;
}

export function ResendCode({ email, onResend, ready = false }: ResendCodeProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(ready ? 0 : resendCooldownSeconds);
  const [sent, setSent] = useState(false);
  const action = useAsyncAction();

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  function resend() {
    void action.run(async () => {
      setSent(false);
      await onResend();
      setSent(true);
      setRemaining(resendCooldownSeconds);
    });
  }

  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        onClick={resend}
        disabled={remaining > 0}
        loading={action.pending}
        className={classes.resend}
      >
        {t('auth.code.resend')}
      </Button>
      {remaining > 0 && (
        <Text size="xs" c="dimmed">
          {t('auth.code.resendIn', { seconds: remaining })}
        </Text>
      )}
      {sent && (
        <Text size="sm" c="teal.9" role="status">
          {t('auth.code.resent', { email })}
        </Text>
      )}
      <FormError error={action.error} />
    </Stack>
  );
}
