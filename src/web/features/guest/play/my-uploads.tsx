/**
 * "My photos" on the guest page: a button that opens what this phone sent (the dialog loads
 * when first opened, so the page's first download stays small).
 */
import { IconPhotoHeart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import classes from './play.module.css';

const MyUploadsDialog = lazy(() => import('./my-uploads-dialog'));

export function MyUploads({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.mineRow}>
      <button
        type="button"
        className={classes.mineButton}
        onClick={() => setOpen(true)}
        data-testid="my-photos"
      >
        <IconPhotoHeart size="1.2em" aria-hidden="true" />
        {t('play.mine.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MyUploadsDialog event={event} language={language} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
