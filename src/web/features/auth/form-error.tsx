/** The failure of a sign-in step as an alert; "already signed in" also offers to go on to the events. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, useErrorMessage } from '../../app/api';

export interface FormErrorProps {
  error: unknown;
  /** Continues into the app when the failure is that someone is already signed in. */
  onContinue?: () => void;
}

export function isAlreadySignedIn(error: unknown): boolean {
  return error instanceof ApiError && error.key === 'errors.alreadySignedIn';
}

export function FormError({ error, onContinue }: FormErrorProps) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.9">
          {message(error)}
        </Text>
        {isAlreadySignedIn(error) && onContinue && (
          <Button size="xs" variant="white" color="red.9" onClick={onContinue}>
            {t('auth.alreadySignedIn.continue')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
