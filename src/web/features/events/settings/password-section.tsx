/**
 * The guests' password: on/off, setting, changing and removing it
 * (PUT /api/events/{id}/password). A typed password belongs to the settings'
 * draft: the form's "Save changes" sets it together with everything else, and
 * "Set password" here sets it at once. The hint under the switch says what is
 * stored, and that a typed password is not until it is saved. The stored hash
 * is never shown; `hasPassword` tells whether one is set.
 */
import { Alert, Button, Group, Modal, PasswordInput, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxEventPasswordLength, minEventPasswordLength } from '../../../../shared/api/events';
import { useErrorMessage } from '../../../app/api';
import type { EventDetail } from '../../../shared/api/get-event';
import { useSetEventPassword } from './api/settings';

/** The typed password of the settings' draft: null while the field is closed. */
export type PasswordDraft = {
  value: string | null;
  /** The i18n key of what is wrong with it, set by a save. */
  error: string | null;
};

export interface PasswordSectionProps {
  event: EventDetail;
  draft: PasswordDraft;
  onDraftChange: (draft: PasswordDraft) => void;
}

/** Whether a typed password has the allowed length. */
export function passwordLengthOk(value: string): boolean {
  const length = [...value].length;
  return length >= minEventPasswordLength && length <= maxEventPasswordLength;
}

export function PasswordSection({ event, draft, onDraftChange }: PasswordSectionProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const setPassword = useSetEventPassword(event.id);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const prefix = 'eventSettings.features.password';
  const serverError = setPassword.error ? errorMessage(setPassword.error) : null;
  const protectedNow = event.hasPassword;
  const editing = draft.value !== null;
  const value = draft.value ?? '';
  const fieldError = draft.error ? t(draft.error) : null;
  const setEditing = (open: boolean) => onDraftChange({ value: open ? value : null, error: null });
  const setValue = (next: string) => onDraftChange({ value: next, error: null });
  const setFieldError = (key: string | null) => onDraftChange({ value: draft.value, error: key });

  const save = () => {
    if (!passwordLengthOk(value)) {
      setFieldError('validation.eventPassword.length');
      return;
    }
    setFieldError(null);
    setPassword.mutate(value, {
      onSuccess: () => {
        onDraftChange({ value: null, error: null });
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
    onDraftChange({ value: null, error: null });
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
        description={t(
          editing && value !== ''
            ? protectedNow
              ? `${prefix}.hintChangePending`
              : `${prefix}.hintPending`
            : protectedNow
              ? `${prefix}.hintOn`
              : `${prefix}.hintOff`,
        )}
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
            onChange={(change) => setValue(change.currentTarget.value)}
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
