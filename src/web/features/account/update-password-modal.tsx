/**
 * "Update password": the current password, a new one (strength meter and
 * rules) and its confirmation. Save stays disabled until all three are filled,
 * the new one matches its confirmation and breaks no rule. Outcomes: a wrong
 * current password reads 'Incorrect password', a refusal by the policy the
 * rule's message, anything else 'Failed to update password'; success closes
 * the dialog with 'Password has been updated'.
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSavePassword } from '../../../shared/domain/password';
import { ApiError, networkErrorKey } from '../../app/api';
import { isPasswordPolicyFailure } from '../../app/auth/auth-request';
import { useAsyncAction } from '../../app/use-async-action';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { PasswordField } from '../../ui/password-field';
import { changePassword } from './api/account-api';

export interface UpdatePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Where a failure is shown: under the current or the new password, or as a general alert. */
export function describePasswordChangeFailure(error: unknown): {
  field: 'current' | 'new' | null;
  key: string;
} {
  if (!(error instanceof ApiError)) return { field: null, key: 'errors.passwordUpdateFailed' };
  if (error.key === 'errors.incorrectPassword') return { field: 'current', key: error.key };
  if (isPasswordPolicyFailure(error)) {
    const key = error.key.startsWith('validation.password.')
      ? error.key
      : 'validation.password.tooShort';
    return { field: 'new', key };
  }
  if (error.key === networkErrorKey || error.key === 'errors.rateLimited') {
    return { field: null, key: error.key };
  }
  return { field: null, key: 'errors.passwordUpdateFailed' };
}

export function UpdatePasswordModal({ opened, onClose }: UpdatePasswordModalProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const action = useAsyncAction();
  const failure = action.error ? describePasswordChangeFailure(action.error) : null;
  const failureText =
    failure && t(failure.key, action.error instanceof ApiError ? action.error.params : {});

  function close() {
    setCurrent('');
    setNext('');
    setConfirmation('');
    action.reset();
    onClose();
  }

  function save() {
    void action.run(async () => {
      await changePassword(current, next);
      notifications.show({ color: 'teal', message: t('auth.updatePassword.success') });
      close();
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('auth.updatePassword.title')}
      radius="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSavePassword(current, next, confirmation)) save();
        }}
      >
        <Stack gap="md">
          <PasswordField
            label={t('auth.fields.currentPassword')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
              if (failure?.field === 'current') action.reset();
            }}
            error={failure?.field === 'current' ? failureText : undefined}
            data-autofocus
          />
          <NewPasswordFields
            password={next}
            confirmation={confirmation}
            onPasswordChange={(value) => {
              setNext(value);
              if (failure?.field === 'new') action.reset();
            }}
            onConfirmationChange={setConfirmation}
            passwordLabel={t('auth.fields.newPassword')}
            confirmationLabel={t('auth.fields.confirmNewPassword')}
            passwordError={failure?.field === 'new' ? failureText : null}
          />
          {failure && failure.field === null && (
            <Alert
              color="red"
              variant="light"
              radius="md"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {failureText}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={action.pending}>
              {t('common.actions.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!canSavePassword(current, next, confirmation)}
              loading={action.pending}
            >
              {t('auth.updatePassword.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
