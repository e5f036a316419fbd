/**
 * What goes with the picked photos and videos: the files (add more, remove one or all),
 * an optional name (at first the one this guest last sent) and message, and
 * the album when the event has several.
 * The shared limits are checked before anything is sent. Closing the dialog hands back what
 * was written, and the page keeps the files, so photos closed by mistake are still there.
 */
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { maxBatchMessageLength, maxGuestNameLength } from '../../../../shared/api/public-constants';
import {
  formatSize,
  maxFilesPerBatch,
  maxPhotoBytes,
  maxVideoBytes,
  maxVideosPerBatch,
} from '../../../../shared/domain/limits';
import { checkPickedFiles } from '../file-checks';
import { SelectField, TextAreaField, TextField } from '../ui/fields';
import { Dimmed, GuestAlert, GuestButton, Row, Stack } from '../ui/ui';
import classes from './dialogs.module.css';
import { FileList } from './file-list';
import { GuestModal } from './guest-modal';
import { useNotMedia } from './use-not-media';
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
  /** The photo challenge the files answer. */
  promptTitle?: string;
  /** The name this guest last sent at this event. */
  savedName: string;
  /** What was written before the dialog was last closed without sending. */
  draft?: UploadFields | undefined;
  onRemove: (index: number) => void;
  /** Takes every picked file off the list. */
  onRemoveAll: () => void;
  onAddMore: () => void;
  onClose: (draft: UploadFields) => void;
  onSend: (fields: UploadFields) => void;
}

export function UploadDialog({
  event,
  opened,
  files,
  promptTitle,
  savedName,
  draft,
  onRemove,
  onRemoveAll,
  onAddMore,
  onClose,
  onSend,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const violationText = useViolationText();
  const [guestName, setGuestName] = useState(draft?.guestName.trim() ? draft.guestName : savedName);
  const [message, setMessage] = useState(draft?.message ?? '');
  const [albumId, setAlbumId] = useState<string | null>(draft?.albumId ?? null);
  const [tried, setTried] = useState(false);

  const notMedia = useNotMedia(files);
  const notMediaFile = files[notMedia.index];
  const violation = checkPickedFiles(event, files);
  const filesError =
    files.length === 0
      ? tried
        ? t('guest.upload.empty')
        : null
      : notMediaFile
        ? t('guest.limits.notMedia', { name: notMediaFile.name })
        : violation
          ? violationText(violation, files)
          : null;
  const messageTooLong = message.trim().length > maxBatchMessageLength;

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTried(true);
    if (files.length === 0 || violation || messageTooLong || notMediaFile || notMedia.pending)
      return;
    onSend({ guestName, message, albumId: albumId ?? undefined });
  }

  const remaining = event.allowance.files;
  const blocked =
    files.length === 0 ||
    violation !== null ||
    messageTooLong ||
    notMediaFile !== undefined ||
    notMedia.pending;
  return (
    <GuestModal
      opened={opened}
      onClose={() => onClose({ guestName, message, albumId: albumId ?? undefined })}
      title={t('guest.upload.title')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={16}>
          {promptTitle && (
            <GuestAlert tone="info">
              {t('play.challenges.answering', { title: promptTitle })}
            </GuestAlert>
          )}
          <Dimmed>
            {t('guest.upload.limits', {
              files: maxFilesPerBatch,
              videos: maxVideosPerBatch,
              photo: formatSize(maxPhotoBytes),
              video: formatSize(maxVideoBytes),
            })}
            {remaining !== null && ` ${t('guest.upload.remaining', { count: remaining })}`}
            {!event.allowance.videoAllowed && ` ${t('guest.upload.noVideo')}`}
          </Dimmed>
          <FileList
            files={files}
            onRemove={onRemove}
            invalidIndex={
              notMediaFile
                ? notMedia.index
                : typeof violation?.params.index === 'number'
                  ? violation.params.index
                  : undefined
            }
          />
          {files.length > 1 && (
            <Row justify="flex-end" className={classes.removeAll}>
              <GuestButton variant="subtle" size="sm" onClick={onRemoveAll}>
                {t('guest.upload.removeAll')}
              </GuestButton>
            </Row>
          )}
          <Row justify="space-between" gap={8}>
            <strong>{t('guest.upload.chosen', { count: files.length })}</strong>
            <GuestButton
              variant="outline"
              size="sm"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={onAddMore}
              disabled={files.length >= maxFilesPerBatch}
            >
              {t('guest.upload.addMore')}
            </GuestButton>
          </Row>
          {filesError && (
            <GuestAlert tone="error" role="alert">
              {filesError}
            </GuestAlert>
          )}
          {event.albums.length > 1 && (
            <SelectField
              label={t('guest.upload.album')}
              options={event.albums.map((album) => ({ value: album.id, label: album.name }))}
              value={
                albumId ??
                event.albums.find((album) => album.isDefault)?.id ??
                event.albums[0]?.id ??
                ''
              }
              onChange={setAlbumId}
            />
          )}
          <TextField
            label={t('guest.upload.name')}
            value={guestName}
            onChange={(change) => setGuestName(change.currentTarget.value)}
            maxLength={maxGuestNameLength}
            autoComplete="name"
          />
          <TextAreaField
            label={t('guest.upload.message')}
            value={message}
            onChange={(change) => setMessage(change.currentTarget.value)}
            rows={3}
            maxLength={maxBatchMessageLength}
            description={t('guest.counter', { count: message.length, max: maxBatchMessageLength })}
            error={messageTooLong ? t('validation.guestbook.messageTooLong') : null}
          />
          <GuestButton type="submit" fullWidth disabled={blocked && files.length > 0}>
            {t('guest.upload.submit')}
          </GuestButton>
        </Stack>
      </form>
    </GuestModal>
  );
}
