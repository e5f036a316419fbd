/**
 * For an owner whose e-mail address is not confirmed: a banner that opens the
 * verify flow in a dialog (send a code, enter it, or "Later").
 */
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/session';
import { sendVerificationCode, verifyEmail } from './auth-api';
import classes from './auth-panel.module.css';
import { ConfirmCodeStep } from './confirm-code-step';
import { VerifyContactStep } from './verify-contact-step';

export interface VerifyEmailModalProps {
  email: string;
  opened: boolean;
  onClose: () => void;
  /** Called once the address is confirmed. */
  onVerified: () => Promise<unknown>;
}

export function VerifyEmailModal({ email, opened, onClose, onVerified }: VerifyEmailModalProps) {
  const { t } = useTranslation();
  const [codeSent, setCodeSent] = useState(false);

  function close() {
    setCodeSent(false);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('auth.verifyModal.title')} radius="lg" centered>
      {codeSent ? (
        <ConfirmCodeStep
          text={
            <Trans
              i18nKey="auth.confirmVerify.text"
              values={{ email }}
              components={{ strong: <strong className={classes.email} /> }}
            />
          }
          email={email}
          submitLabel={t('auth.confirmVerify.submit')}
          onSubmit={async (code) => {
            await verifyEmail(email, code, 'verify');
            await onVerified();
            notifications.show({ color: 'teal', message: t('auth.confirmVerify.done') });
            close();
          }}
          onResend={() => sendVerificationCode(email)}
          laterLabel={t('auth.confirmVerify.later')}
          onLater={close}
        />
      ) : (
        <VerifyContactStep
          email={email}
          withTitle={false}
          onSend={async () => {
            await sendVerificationCode(email);
            setCodeSent(true);
          }}
          onLater={close}
        />
      )}
    </Modal>
  );
}

/** Nothing once the address is confirmed. */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user, refresh } = useAuth();
  const [opened, setOpened] = useState(false);
  if (!user || user.emailVerified) return null;

  return (
    <>
      <Alert
        color="clay"
        variant="light"
        radius="lg"
        title={t('auth.verifyBanner.title')}
        icon={<IconMailExclamation size={22} aria-hidden="true" />}
        classNames={{ title: classes.bannerTitle }}
      >
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" className={classes.bannerText}>
            {t('auth.verifyBanner.text', { email: user.email })}
          </Text>
          <Button size="sm" onClick={() => setOpened(true)}>
            {t('auth.verifyBanner.action')}
          </Button>
        </Group>
      </Alert>
      <VerifyEmailModal
        email={user.email}
        opened={opened}
        onClose={() => setOpened(false)}
        onVerified={refresh}
      />
    </>
  );
}
