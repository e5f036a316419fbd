/**
 * "Two-step verification": shows whether it is on, turns it on (password →
 * QR code and the secret with a copy button → the app's first 6-digit code →
 * backup codes) and off (password).
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/api';
import { useSiteName } from '../../app/site-config';
import { useAsyncAction } from '../../app/use-async-action';
import { useQrCode } from '../../shared/use-qr-code';
import { CodeInput, codeLength } from '../../ui/code-input';
import { PasswordField } from '../../ui/password-field';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, totpSecret } from './api/account-api';
import classes from './two-factor-modal.module.css';

export interface TwoFactorModalProps {
  opened: boolean;
  onClose: () => void;
  /** Whether two-step verification is on now. */
  enabled: boolean;
  /** Called after it was turned on or off (to reload the session). */
  onChanged: () => Promise<unknown>;
}

type Step =
  | { name: 'status' }
  | { name: 'setup'; totpURI: string; backupCodes: string[] }
  | { name: 'backupCodes'; backupCodes: string[] };

function ErrorAlert({ error }: { error: unknown }) {
  const message = useErrorMessage();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
    >
      {message(error)}
    </Alert>
  );
}

function CopyTextButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          size="xs"
          onClick={copy}
          leftSection={
            copied ? (
              <IconCheck size={16} aria-hidden="true" />
            ) : (
              <IconCopy size={16} aria-hidden="true" />
            )
          }
        >
          {copied ? t('auth.twoFactor.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

function QrImage({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const qr = useQrCode(uri, 228);

  if (qr.state === 'failed') {
    // The key below can be typed in instead; the code can be asked for again.
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.8" role="alert">
          {t('errors.qrFailed')}
        </Text>
        <Button variant="default" size="xs" onClick={qr.retry}>
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <div className={classes.qr}>
      {qr.state === 'ready' && (
        <Image src={qr.src} alt={t('auth.twoFactor.qrAlt', { siteName })} w={228} h={228} />
      )}
    </div>
  );
}

function StatusStep({
  enabled,
  onEnabled,
  onDisabled,
}: {
  enabled: boolean;
  onEnabled: (setup: { totpURI: string; backupCodes: string[] }) => void;
  onDisabled: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const action = useAsyncAction();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (password === '') return;
        void action.run(async () => {
          if (enabled) {
            await disableTwoFactor(password);
            await onDisabled();
          } else {
            onEnabled(await enableTwoFactor(password));
          }
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm" className={classes.text}>
          {t('auth.twoFactor.intro')}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('auth.twoFactor.status')}:
          </Text>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
            {enabled ? t('auth.twoFactor.on') : t('auth.twoFactor.off')}
          </Badge>
        </Group>
        <PasswordField
          label={t('auth.fields.password')}
          description={t('auth.twoFactor.passwordPrompt')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        <ErrorAlert error={action.error} />
        <Group justify="flex-end">
          <Button
            type="submit"
            color={enabled ? 'red' : undefined}
            variant={enabled ? 'light' : 'filled'}
            disabled={password === ''}
            loading={action.pending}
          >
            {enabled ? t('auth.twoFactor.disable') : t('auth.twoFactor.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SetupStep({
  totpURI,
  onConfirmed,
}: {
  totpURI: string;
  onConfirmed: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const action = useAsyncAction();
  // A new attempt gets fresh boxes (the code input only completes once per mount).
  const [attempt, setAttempt] = useState(0);
  const secret = totpSecret(totpURI);

  function confirm(value: string) {
    void action.run(async () => {
      try {
        await confirmTwoFactor(value);
      } catch (error) {
        setCode('');
        setAttempt((value) => value + 1);
        throw error;
      }
      await onConfirmed();
    });
  }

  return (
    <Stack gap="md">
      <Text size="sm" className={classes.text}>
        {t('auth.twoFactor.scan')}
      </Text>
      <QrImage uri={totpURI} />
      <Stack gap={6}>
        <Text size="sm" className={classes.text}>
          {t('auth.twoFactor.secretLabel')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center" className={classes.secretRow}>
          <Code className={classes.secret}>{secret}</Code>
          <CopyTextButton value={secret.replace(/\s/g, '')} label={t('auth.twoFactor.copy')} />
        </Group>
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === codeLength) confirm(code);
        }}
      >
        <Stack gap="md">
          <Text size="sm" className={classes.text}>
            {t('auth.twoFactor.confirmPrompt')}
          </Text>
          <CodeInput
            key={attempt}
            label={t('auth.code.appLabel')}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (action.error && value !== '') action.reset();
            }}
            onComplete={confirm}
            disabled={action.pending}
            autoFocus={attempt > 0}
          />
          <ErrorAlert error={action.error} />
          <Group justify="flex-end">
            <Button type="submit" disabled={code.length !== codeLength} loading={action.pending}>
              {t('auth.twoFactor.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function BackupCodesStep({ backupCodes, onDone }: { backupCodes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        radius="md"
        icon={<IconCheck size={20} aria-hidden="true" />}
      >
        {t('auth.twoFactor.enabled')}
      </Alert>
      <Text fw={600}>{t('auth.twoFactor.backupTitle')}</Text>
      <Text size="sm" className={classes.text}>
        {t('auth.twoFactor.backupText')}
      </Text>
      <SimpleGrid component="ul" cols={2} spacing="xs" className={classes.codes}>
        {backupCodes.map((backupCode) => (
          <li key={backupCode}>
            <Code className={classes.backupCode}>{backupCode}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <CopyTextButton value={backupCodes.join('\n')} label={t('auth.twoFactor.copyCodes')} />
        <Button onClick={onDone}>{t('auth.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}

export function TwoFactorModal({ opened, onClose, enabled, onChanged }: TwoFactorModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'status' });

  function close() {
    setStep({ name: 'status' });
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('auth.twoFactor.title')} radius="lg" centered>
      {step.name === 'status' && (
        <StatusStep
          enabled={enabled}
          onEnabled={(setup) => setStep({ name: 'setup', ...setup })}
          onDisabled={async () => {
            await onChanged();
            notifications.show({ color: 'teal', message: t('auth.twoFactor.disabledNotice') });
            close();
          }}
        />
      )}
      {step.name === 'setup' && (
        <SetupStep
          totpURI={step.totpURI}
          onConfirmed={async () => {
            await onChanged();
            setStep({ name: 'backupCodes', backupCodes: step.backupCodes });
          }}
        />
      )}
      {step.name === 'backupCodes' && (
        <BackupCodesStep backupCodes={step.backupCodes} onDone={close} />
      )}
    </Modal>
  );
}
