/** The files a guest picked, each with its size and a remove button; a broken rule marks its file. */
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMovie, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { kindOfFile } from '../file-checks';
import classes from './dialogs.module.css';
import { formatBytes } from './format';

export function FileList({
  files,
  onRemove,
  invalidIndex,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
  invalidIndex?: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="ul"
      className={classes.fileList}
      aria-label={t('guest.upload.chosenList')}
    >
      {files.map((file, index) => {
        const Icon = kindOfFile(file) === 'video' ? IconMovie : IconPhoto;
        return (
          <Group
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; rows only move by removal.
            key={`${file.name}-${index}`}
            gap="xs"
            wrap="nowrap"
            className={classes.fileRow}
            data-invalid={invalidIndex === index || undefined}
          >
            <Icon size={18} aria-hidden="true" className={classes.fileIcon} />
            <Text size="sm" className={classes.fileName}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" className={classes.fileSize}>
              {formatBytes(file.size, i18n.language)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onRemove(index)}
              aria-label={t('guest.upload.remove', { name: file.name })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
