/**
 * What goes with the picked photos and videos: the files (add more, remove),
 * an optional name and message, and the album when the event has several.
 * The shared limits are checked before anything is sent.
 */
import { Alert, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxBatchMessageLength,
  maxGuestNameLength,
  type PublicEvent,
} from '../../../../shared/api/public';
import {
  formatSize,
  maxFilesPerBatch,
  maxPhotoBytes,
  maxVideoBytes,
  maxVideosPerBatch,
} from '../../../../shared/domain/limits';
import { checkPickedFiles } from '../file-checks';
import { FileList } from './file-list';
import { GuestModal } from './guest-modal';
import { useViolationText } from './use-violation-text';

export interface UploadFields {
  guestName: string;
  message: string;
  albumId: string | undefined;
}

export interface UploadDialogProps {
  event: PublicEvent;
  opened: boolean;
  files: readonly File[];
  onRemove: (index: number) => void;
  onAddMore: () => void;
  onClose: () => void;
  onSend: (fields: UploadFields) => void;
}

export function UploadDialog({
  event,
  opened,
  files,
  onRemove,
  onAddMore,
  onClose,
  onSend,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const violationText = useViolationText();
  const [guestName, setGuestName] = useState('');
  const [message, setMessage] = useState('');
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const violation = checkPickedFiles(event, files);
  const filesError =
    files.length === 0
      ? tried
        ? t('guest.upload.empty')
        : null
      : violation
        ? violationText(violation, files)
        : null;
  const messageTooLong = message.trim().length > maxBatchMessageLength;

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTried(true);
    if (files.length === 0 || violation || messageTooLong) return;
    onSend({ guestName, message, albumId: albumId ?? undefined });
  }

  const remaining = event.allowance.files;
  return (
    <GuestModal opened={opened} onClose={onClose} title={t('guest.upload.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('guest.upload.limits', {
              files: maxFilesPerBatch,
              videos: maxVideosPerBatch,
              photo: formatSize(maxPhotoBytes),
              video: formatSize(maxVideoBytes),
            })}
            {remaining !== null && ` ${t('guest.upload.remaining', { count: remaining })}`}
            {!event.allowance.videoAllowed && ` ${t('guest.upload.noVideo')}`}
          </Text>
          <FileList
            files={files}
            onRemove={onRemove}
            invalidIndex={
              typeof violation?.params.index === 'number' ? violation.params.index : undefined
            }
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {t('guest.upload.chosen', { count: files.length })}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={onAddMore}
              disabled={files.length >= maxFilesPerBatch}
            >
              {t('guest.upload.addMore')}
            </Button>
          </Group>
          {filesError && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {filesError}
            </Alert>
          )}
          {event.albums.length > 1 && (
            <Select
              label={t('guest.upload.album')}
              data={event.albums.map((album) => ({ value: album.id, label: album.name }))}
              value={
                albumId ??
                event.albums.find((album) => album.isDefault)?.id ??
                event.albums[0]?.id ??
                null
              }
              onChange={setAlbumId}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <TextInput
            label={t('guest.upload.name')}
            value={guestName}
            onChange={(change) => setGuestName(change.currentTarget.value)}
            maxLength={maxGuestNameLength}
            autoComplete="name"
          />
          <Textarea
            label={t('guest.upload.message')}
            value={message}
            onChange={(change) => setMessage(change.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={maxBatchMessageLength}
            description={t('guest.counter', { count: message.length, max: maxBatchMessageLength })}
            error={messageTooLong ? t('validation.guestbook.messageTooLong') : null}
          />
          <Button type="submit" size="md" fullWidth>
            {t('guest.upload.submit')}
          </Button>
        </Stack>
      </form>
    </GuestModal>
  );
}
