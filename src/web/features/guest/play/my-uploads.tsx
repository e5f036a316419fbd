/**
 * "My photos" on the guest page: a button that opens what this phone sent (the dialog loads
 * when first opened, so the page's first download stays small).
 */
import { IconPhotoHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { onDemand } from '../ui/on-demand';
import { DialogButton } from './dialog-button';

const myUploadsDialog = onDemand(() =>
  import('./my-uploads-dialog').then((module) => module.default),
);

export function MyUploads({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  return (
    <DialogButton
      part={myUploadsDialog}
      icon={<IconPhotoHeart size="1.2em" aria-hidden="true" />}
      label={t('play.mine.open')}
      testId="my-photos"
    >
      {(Dialog, close) => <Dialog event={event} language={language} onClose={close} />}
    </DialogButton>
  );
}
