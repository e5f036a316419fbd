/** The modals of the albums section: create, rename, and delete with the typed phrase. */
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateAlbumName } from '../../shared/domain/validation';
import { useErrorMessage } from '../app/api';
import { useAsyncAction } from '../app/use-async-action';
import { DeletePhraseInput, useDeletePhrase } from './delete-phrase';

export interface AlbumNameModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the name; a rejection is shown in the modal. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for an album name (required, at most 100 characters). */
export function AlbumNameModal(props: AlbumNameModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened && <AlbumNameForm {...props} />}
    </Modal>
  );
}

function AlbumNameForm({ submitLabel, initialName, onClose, onSubmit }: AlbumNameModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(initialName ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const action = useAsyncAction();
  const serverError = action.error ? errorMessage(action.error) : null;
  const busy = action.pending;

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    const invalid = validateAlbumName(name);
    setFieldError(invalid ? t(invalid) : null);
    action.reset();
    if (invalid) return;
    await action.run(async () => {
      await onSubmit(name.trim());
      onClose();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('events.page.albums.nameLabel')}
          placeholder={t('events.page.albums.namePlaceholder')}
          value={name}
          onChange={(change) => setName(change.currentTarget.value)}
          error={fieldError}
          required
          data-autofocus
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('events.page.albums.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface DeleteAlbumModalProps {
  opened: boolean;
  albumName: string;
  onClose: () => void;
  /** Deletes with the typed phrase; a rejection is shown in the modal. */
  onConfirm: (confirmation: string) => Promise<unknown>;
}

/** Deleting an album: the button stays disabled until the phrase of the UI language is typed. */
export function DeleteAlbumModal(props: DeleteAlbumModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('events.page.albums.deleteModal.title')}
      centered
    >
      {props.opened && <DeleteAlbumForm {...props} />}
    </Modal>
  );
}

function DeleteAlbumForm({ albumName, onClose, onConfirm }: DeleteAlbumModalProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const confirm = useDeletePhrase();
  const action = useAsyncAction();
  const serverError = action.error ? errorMessage(action.error) : null;
  const busy = action.pending;

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    if (!confirm.matches) return;
    await action.run(async () => {
      await onConfirm(confirm.typed);
      onClose();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('events.page.albums.deleteModal.text', { name: albumName })}</Text>
        <DeletePhraseInput
          confirm={confirm}
          label={(phrase) => t('events.page.albums.deleteModal.phraseLabel', { phrase })}
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('events.page.albums.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!confirm.matches} loading={busy}>
            {t('events.page.albums.deleteModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
