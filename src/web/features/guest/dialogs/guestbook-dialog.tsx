/**
 * A guestbook entry: name and message (both required, the message at most 350
 * characters, with a counter) and up to 3 attached photos or videos.
 */
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  guestbookLimits,
  maxGuestNameLength,
  type PublicEvent,
} from '../../../../shared/api/public';
import { checkPickedFiles, mediaAccept } from '../file-checks';
import classes from './dialogs.module.css';
import { FileList } from './file-list';
import { GuestModal } from './guest-modal';
import { useViolationText } from './use-violation-text';

export interface GuestbookFields {
  guestName: string;
  message: string;
  files: File[];
}

export function GuestbookDialog({
  event,
  opened,
  onClose,
  onSend,
}: {
  event: PublicEvent;
  opened: boolean;
  onClose: () => void;
  onSend: (fields: GuestbookFields) => void;
}) {
  const { t } = useTranslation();
  const violationText = useViolationText();
  const input = useRef<HTMLInputElement>(null);
  const [guestName, setGuestName] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);

  const nameError =
    tried && guestName.trim() === '' ? t('validation.guestbook.nameRequired') : null;
  const messageError =
    tried && message.trim() === ''
      ? t('validation.guestbook.messageRequired')
      : message.trim().length > guestbookLimits.message
        ? t('validation.guestbook.messageTooLong')
        : null;
  const violation = files.length > 0 ? checkPickedFiles(event, files) : null;
  const filesError =
    files.length > guestbookLimits.files
      ? t('validation.guestbook.tooManyFiles')
      : violation
        ? violationText(violation, files)
        : null;

  function pick(change: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(change.currentTarget.files ?? []);
    change.currentTarget.value = '';
    setFiles((previous) => [...previous, ...picked]);
  }

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTried(true);
    const incomplete = guestName.trim() === '' || message.trim() === '';
    if (incomplete || messageError || filesError) return;
    onSend({ guestName, message, files });
  }

  return (
    <GuestModal opened={opened} onClose={onClose} title={t('guest.guestbook.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('guest.guestbook.name')}
            value={guestName}
            onChange={(change) => setGuestName(change.currentTarget.value)}
            maxLength={maxGuestNameLength}
            autoComplete="name"
            required
            error={nameError}
          />
          <Textarea
            label={t('guest.guestbook.message')}
            value={message}
            onChange={(change) => setMessage(change.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={guestbookLimits.message}
            required
            description={t('guest.counter', {
              count: message.length,
              max: guestbookLimits.message,
            })}
            error={messageError}
          />
          <FileList
            files={files}
            onRemove={(index) => setFiles(files.filter((_, i) => i !== index))}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
              {t('guest.guestbook.attachHint', { max: guestbookLimits.files })}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={14} aria-hidden="true" />}
              onClick={() => input.current?.click()}
              disabled={files.length >= guestbookLimits.files}
            >
              {t('guest.guestbook.attach')}
            </Button>
          </Group>
          <input
            ref={input}
            type="file"
            accept={mediaAccept}
            multiple
            className={classes.hiddenInput}
            onChange={pick}
            data-testid="guestbook-files"
          />
          {filesError && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {filesError}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth>
            {t('guest.guestbook.submit')}
          </Button>
        </Stack>
      </form>
    </GuestModal>
  );
}
