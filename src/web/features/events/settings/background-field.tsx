/**
 * One background image of the guest page (mobile or desktop): the current
 * image, choose (checked here by type and size with the shared limits, then
 * by content on the server) or drop an image file on the field, and remove.
 * Each action is saved at once.
 */
import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackgroundVariant } from '../../../../shared/api/events';
import { backgroundImageMimeTypes } from '../../../../shared/domain/limits';
import { useErrorMessage } from '../../../app/api';
import { carriesFiles } from '../../../shared/file-drops';
import { useDeleteBackground, useUploadBackground } from './api/settings';
import classes from './settings.module.css';
import { checkBackgroundFile } from './settings-model';

export interface BackgroundFieldProps {
  eventId: string;
  variant: BackgroundVariant;
  /** The current image's URL, if any. */
  url: string | undefined;
}

export function BackgroundField({ eventId, variant, url }: BackgroundFieldProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upload = useUploadBackground(eventId);
  const remove = useDeleteBackground(eventId);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const label = t(`eventSettings.guestPage.background.${variant}`);
  const labelId = `background-${variant}-label`;

  const choose = (file: File | null) => {
    if (!file || busy) return;
    setProblem(null);
    const invalid = checkBackgroundFile(file);
    if (invalid) {
      setProblem(t(invalid.key, invalid.values));
      return;
    }
    upload.mutate(
      { variant, file },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('eventSettings.guestPage.background.uploaded'),
          }),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  // An image dragged from a folder onto the field: highlighted while over it, chosen when dropped.
  const [dragging, setDragging] = useState(false);
  const dragOver = (event: DragEvent) => {
    if (!carriesFiles(event) || busy) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const clear = () => {
    setProblem(null);
    remove.mutate(variant, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('eventSettings.guestPage.background.removed'),
        }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      className={classes.backgroundField}
      data-dragging={dragging || undefined}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
    >
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="sm" align="center">
        <div className={classes.thumb} data-variant={variant}>
          {url ? (
            <Image
              src={url}
              alt={t('eventSettings.guestPage.background.alt', {
                device: t(`eventSettings.guestPage.device.${variant}`),
              })}
              fit="cover"
              h="100%"
              w="100%"
            />
          ) : (
            <IconPhoto size={22} aria-hidden="true" className={classes.thumbIcon} />
          )}
        </div>
        <Stack gap={6} className={classes.beside}>
          {!url && (
            <Text size="xs" c="dimmed">
              {t('eventSettings.guestPage.background.none')}
            </Text>
          )}
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={backgroundImageMimeTypes.join(',')}
              inputProps={{ 'aria-label': label, name: `background-${variant}` }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                  disabled={remove.isPending}
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  {url
                    ? t('eventSettings.guestPage.background.replace')
                    : t('eventSettings.guestPage.background.choose')}
                </Button>
              )}
            </FileButton>
            {url && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={clear}
                loading={remove.isPending}
                disabled={upload.isPending}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                aria-label={`${t('eventSettings.guestPage.background.remove')}: ${label}`}
              >
                {t('eventSettings.guestPage.background.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
