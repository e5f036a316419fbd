/**
 * Deleting an event for good: a danger zone at the end of the settings that
 * spells out what goes (files, guestbook, downloads, the guest link), and a
 * dialog that asks for the typed phrase. On success the owner lands on the
 * event list with a notice; a failure says so and changes nothing.
 */
import { Alert, Button, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import type { EventDetail } from '../../../shared/api/get-event';
import { DeletePhraseInput, useDeletePhrase } from '../../../shared/delete-phrase';
import { useDeleteEvent } from './api/settings';
import classes from './settings.module.css';

/** The danger zone of the settings: what deleting means, and the button that asks. */
export function DeleteEventSection({ event }: { event: Pick<EventDetail, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Paper className={classes.dangerZone} component="section" aria-labelledby="danger-zone-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} id="danger-zone-title" className={classes.dangerTitle}>
          {t('eventSettings.delete.zoneTitle')}
        </Title>
        <Text size="sm">{t('eventSettings.delete.zoneText')}</Text>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setOpened(true)}
        >
          {t('eventSettings.delete.open')}
        </Button>
      </Stack>
      <DeleteEventModal event={event} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}

export interface DeleteEventModalProps {
  event: Pick<EventDetail, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/** Asks for the typed phrase, then deletes the event and goes to the event list. */
export function DeleteEventModal({ event, opened, onClose }: DeleteEventModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('eventSettings.delete.title')} centered>
      {opened && <DeleteEventForm event={event} onClose={onClose} />}
    </Modal>
  );
}

function DeleteEventForm({ event, onClose }: Omit<DeleteEventModalProps, 'opened'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteEvent(event.id);
  const confirm = useDeletePhrase();
  const failure = remove.error
    ? remove.error instanceof ApiError && remove.error.key === 'errors.deletePhraseMismatch'
      ? t('errors.deletePhraseMismatch')
      : t('errors.deleteEventFailed')
    : null;

  const submit = (form: FormEvent) => {
    form.preventDefault();
    // The dialog sits inside the settings form in React's tree: its submit is not a Save.
    form.stopPropagation();
    if (!confirm.matches || remove.isPending) return;
    remove.mutate(confirm.typed, {
      onSuccess: () => {
        onClose();
        notifications.show({
          color: 'teal',
          message: t('eventSettings.delete.done', { name: event.name }),
        });
        navigate('/events', { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('eventSettings.delete.lead', { name: event.name })}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('eventSettings.delete.files')}</List.Item>
          <List.Item>{t('eventSettings.delete.guestbook')}</List.Item>
          <List.Item>{t('eventSettings.delete.downloads')}</List.Item>
          <List.Item>{t('eventSettings.delete.link')}</List.Item>
        </List>
        <Text size="sm">{t('eventSettings.delete.noUndo')}</Text>
        <DeletePhraseInput
          confirm={confirm}
          label={(phrase) => t('eventSettings.delete.phraseLabel', { phrase })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Stack gap="xs">
          <Button type="submit" color="red" disabled={!confirm.matches} loading={remove.isPending}>
            {t('eventSettings.delete.submit')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('eventSettings.delete.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
