/** A full-screen overlay with a spinner and a message, announced politely to screen readers. */
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** What is happening; defaults to "Loading…". */
  message?: string;
  /** @default true */
  visible?: boolean;
}

export function LoadingOverlay({ message, visible = true }: LoadingOverlayProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className={classes.overlay} role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="md" className={classes.content}>
        <Loader size="lg" aria-hidden="true" />
        <Text size="lg" ta="center" className={classes.message}>
          {message ?? t('common.loading')}
        </Text>
      </Stack>
    </div>
  );
}
