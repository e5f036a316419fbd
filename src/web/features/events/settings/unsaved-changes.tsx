/**
 * Unsaved changes: a leave of the route (react-router's blocker) or of the
 * page (the browser's own beforeunload prompt) while the form differs from
 * what is stored asks first; the dialog offers to keep editing or discard.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Blocks route changes (other paths) and page unloads while `dirty`; returns the blocker. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}

export interface UnsavedChangesDialogProps {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

export function UnsavedChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
}: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title={t('eventSettings.unsaved.title')}
      centered
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">{t('eventSettings.unsaved.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            {t('eventSettings.unsaved.keep')}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {t('eventSettings.unsaved.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
