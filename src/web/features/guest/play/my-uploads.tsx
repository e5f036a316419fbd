/**
 * "My photos" on the guest page: a button that opens what this phone sent (the dialog loads
 * when first opened, so the page's first download stays small).
 */
import { IconPhotoHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { OnDemandFailure, onDemand, useOnDemand } from '../ui/on-demand';
import { GuestLoader } from '../ui/ui';
import classes from './play.module.css';

const myUploadsDialog = onDemand(() =>
  import('./my-uploads-dialog').then((module) => module.default),
);

export function MyUploads({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const Dialog = useOnDemand(myUploadsDialog);
  return (
    <div className={classes.mineRow}>
      <button
        type="button"
        className={classes.mineButton}
        onClick={() => Dialog.open(() => setOpen(true))}
        data-testid="my-photos"
        aria-busy={Dialog.loading || undefined}
      >
        {Dialog.loading ? (
          <GuestLoader size="sm" />
        ) : (
          <IconPhotoHeart size="1.2em" aria-hidden="true" />
        )}
        {t('play.mine.open')}
      </button>
      {open && Dialog.value && (
        <Dialog.value event={event} language={language} onClose={() => setOpen(false)} />
      )}
      <OnDemandFailure error={Dialog.error} onClose={Dialog.dismiss} />
    </div>
  );
}
