/**
 * The event's settings in a modal over the event page (full screen on
 * phones). Closing it with unsaved changes asks to discard or keep editing.
 */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../shared/api/get-event';
import { EventSettingsForm } from './event-settings';
import classes from './settings.module.css';
import type { SettingsTab } from './settings-model';
import { UnsavedChangesDialog } from './unsaved-changes';

export interface SettingsModalProps {
  event: EventDetail;
  opened: boolean;
  onClose: () => void;
  initialTab?: SettingsTab;
}

export function SettingsModal({ event, opened, onClose, initialTab }: SettingsModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    if (!dirty) {
      onClose();
      return;
    }
    // Asked after the key press that closed (Escape) has finished its way up to the window:
    // otherwise the question's own Escape handling takes the same press as "keep editing".
    window.setTimeout(() => setAsking(true), 0);
  };

  const discard = () => {
    setAsking(false);
    setDirty(false);
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={t('eventSettings.title')}
        fullScreen={phone}
        size="72rem"
        closeButtonProps={{ 'aria-label': t('eventSettings.close') }}
        classNames={{ body: classes.modalBody, title: classes.modalTitle }}
      >
        {opened && (
          <EventSettingsForm event={event} initialTab={initialTab} onDirtyChange={setDirty} />
        )}
      </Modal>
      <UnsavedChangesDialog
        opened={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={discard}
      />
    </>
  );
}
