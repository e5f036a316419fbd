/**
 * A guestbook entry: name and message (both required, the message at most 350
 * characters, with a counter) and up to 3 attached photos or videos. The name
 * starts as the one this guest last sent; closing the dialog hands back what
 * was written, so a wish closed by mistake is still there when it opens again.
 * Files dragged onto the page while it is open are attached.
 */
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { guestbookLimits, maxGuestNameLength } from '../../../../shared/api/public-constants';
import { checkPickedFiles } from '../file-checks';
import { TextAreaField, TextField } from '../ui/fields';
import { Dimmed, GuestAlert, GuestButton, Row, Stack } from '../ui/ui';
import { FileList } from './file-list';
import { GuestModal } from './guest-modal';
import { MediaFiles } from './media-files';
import { useNotMedia } from './use-not-media';
import { useViolationText } from './use-violation-text';

export interface GuestbookFields {
  guestName: string;
  message: string;
  files: File[];
}

export function GuestbookDialog({
  event,
  opened,
  savedName,
  draft,
  onClose,
  onSend,
}: {
  event: PublicEvent;
  opened: boolean;
  /** The name this guest last sent at this event. */
  savedName: string;
  /** What was written before the dialog was last closed without sending. */
  draft?: GuestbookFields;
  onClose: (draft: GuestbookFields) => void;
  onSend: (fields: GuestbookFields) => void;
}) {
  const { t } = useTranslation();
  const violationText = useViolationText();
  const input = useRef<HTMLInputElement>(null);
  const [guestName, setGuestName] = useState(draft?.guestName.trim() ? draft.guestName : savedName);
  const [message, setMessage] = useState(draft?.message ?? '');
  const [files, setFiles] = useState<File[]>(draft?.files ?? []);
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
  const notMedia = useNotMedia(files);
  const notMediaFile = files[notMedia.index];
  const filesError =
    files.length > guestbookLimits.files
      ? t('validation.guestbook.tooManyFiles')
      : notMediaFile
        ? t('guest.limits.notMedia', { name: notMediaFile.name })
        : violation
          ? violationText(violation, files)
          : null;

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTried(true);
    const incomplete = guestName.trim() === '' || message.trim() === '';
    if (incomplete || messageError || filesError || notMedia.pending) return;
    onSend({ guestName, message, files });
  }

  return (
    <GuestModal
      opened={opened}
      onClose={() => onClose({ guestName, message, files })}
      title={t('guest.guestbook.title')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={16}>
          <TextField
            label={t('guest.guestbook.name')}
            value={guestName}
            onChange={(change) => setGuestName(change.currentTarget.value)}
            maxLength={maxGuestNameLength}
            autoComplete="name"
            required
            error={nameError}
          />
          <TextAreaField
            label={t('guest.guestbook.message')}
            value={message}
            onChange={(change) => setMessage(change.currentTarget.value)}
            rows={4}
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
          <Row justify="space-between" gap={8}>
            <Dimmed>{t('guest.guestbook.attachHint', { max: guestbookLimits.files })}</Dimmed>
            <GuestButton
              variant="outline"
              size="sm"
              leftSection={<IconPaperclip size={14} aria-hidden="true" />}
              onClick={() => input.current?.click()}
              disabled={files.length >= guestbookLimits.files}
            >
              {t('guest.guestbook.attach')}
            </GuestButton>
          </Row>
          <MediaFiles
            inputRef={input}
            dropEnabled={opened}
            dropLabel={t('guest.guestbook.drop')}
            onFiles={(added) => setFiles((previous) => [...previous, ...added])}
            testId="guestbook-files"
          />
          {filesError && (
            <GuestAlert tone="error" role="alert">
              {filesError}
            </GuestAlert>
          )}
          <GuestButton type="submit" fullWidth>
            {t('guest.guestbook.submit')}
          </GuestButton>
        </Stack>
      </form>
    </GuestModal>
  );
}
