/** The files a guest picked, each with its size and a remove button; a broken rule marks its file. */
import { IconMovie, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../shared/format-bytes';
import { kindOfFile } from '../file-checks';
import { IconButton } from '../ui/ui';
import classes from './dialogs.module.css';

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
    <ul className={classes.fileList} aria-label={t('guest.upload.chosenList')}>
      {files.map((file, index) => {
        const Icon = kindOfFile(file) === 'video' ? IconMovie : IconPhoto;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; rows only move by removal.
            key={`${file.name}-${index}`}
            className={classes.fileRow}
            data-invalid={invalidIndex === index || undefined}
          >
            <Icon size={18} aria-hidden="true" className={classes.fileIcon} />
            <span className={classes.fileName}>{file.name}</span>
            <span className={classes.fileSize}>{formatBytes(file.size, i18n.language)}</span>
            <IconButton
              onClick={() => onRemove(index)}
              label={t('guest.upload.remove', { name: file.name })}
            >
              <IconX size={16} aria-hidden="true" />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
