/**
 * The guests' password: on/off, setting, changing and removing it
 * (PUT /api/events/{id}/password, saved at once). The stored hash is never
 * shown; `hasPassword` tells whether one is set.
 */
import { Alert, Button, Group, Modal, PasswordInput, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxEventPasswordLength, minEventPasswordLength } from '../../../../shared/api/events';
import { useErrorMessage } from '../../../app/api';
import type { EventDetail } from '../event-page/api/get-event';
import { useSetEventPassword } from './api/settings';

export function PasswordSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const setPassword = useSetEventPassword(event.id);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const prefix = 'eventSettings.features.password';
  const serverError = setPassword.error ? errorMessage(setPassword.error) : null;
  const protectedNow = event.hasPassword;

  const save = () => {
    const length = [...value].length;
    if (length < minEventPasswordLength || length > maxEventPasswordLength) {
      setFieldError(t('validation.eventPassword.length'));
      return;
    }
    setFieldError(null);
    setPassword.mutate(value, {
      onSuccess: () => {
        setEditing(false);
        setValue('');
        notifications.show({ color: 'teal', message: t(`${prefix}.saved`) });
      },
    });
  };

  const remove = () => {
    setPassword.mutate(null, {
      onSuccess: () => {
        setConfirmRemove(false);
        setEditing(false);
        notifications.show({ color: 'teal', message: t(`${prefix}.removed`) });
      },
      onError: () => setConfirmRemove(false),
    });
  };

  const cancel = () => {
    setEditing(false);
    setValue('');
    setFieldError(null);
    setPassword.reset();
  };

  // The password field sits inside the settings form: Enter saves the password, not the form.
  const onKeyDown = (key: KeyboardEvent<HTMLInputElement>) => {
    if (key.key === 'Enter') {
      key.preventDefault();
      save();
    }
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t(`${prefix}.toggle`)}
        description={t(protectedNow ? `${prefix}.hintOn` : `${prefix}.hintOff`)}
        checked={protectedNow || editing}
        disabled={setPassword.isPending}
        onChange={(change) => {
          if (change.currentTarget.checked) setEditing(true);
          else if (protectedNow) setConfirmRemove(true);
          else cancel();
        }}
      />
      {protectedNow && !editing && (
        <Group gap="sm">
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {t(`${prefix}.change`)}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => setConfirmRemove(true)}>
            {t(`${prefix}.remove`)}
          </Button>
        </Group>
      )}
      {editing && (
        <Stack gap="xs">
          <PasswordInput
            label={t(`${prefix}.new`)}
            description={t(`${prefix}.newHint`, {
              min: minEventPasswordLength,
              max: maxEventPasswordLength,
            })}
            value={value}
            onChange={(change) => {
              setValue(change.currentTarget.value);
              setFieldError(null);
            }}
            onKeyDown={onKeyDown}
            error={fieldError}
            maxLength={maxEventPasswordLength}
            autoComplete="new-password"
          />
          <Group gap="sm">
            <Button size="xs" onClick={save} loading={setPassword.isPending}>
              {protectedNow ? t(`${prefix}.change`) : t(`${prefix}.set`)}
            </Button>
            <Button size="xs" variant="default" onClick={cancel} disabled={setPassword.isPending}>
              {t(`${prefix}.cancel`)}
            </Button>
          </Group>
        </Stack>
      )}
      {serverError && (
        <Alert color="red" role="alert" p="xs">
          {serverError}
        </Alert>
      )}
      <Modal
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t(`${prefix}.removeTitle`)}
        centered
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">{t(`${prefix}.removeText`)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmRemove(false)} data-autofocus>
              {t(`${prefix}.cancel`)}
            </Button>
            <Button color="red" onClick={remove} loading={setPassword.isPending}>
              {t(`${prefix}.remove`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
