/**
 * The guest page's extra buttons: "Slideshow" when the owner shows it to guests, and
 * "Download all photos (ZIP)" when guest downloads are allowed and the upload window is over.
 * Neither shows otherwise (a guest who forces the ZIP gets the server's "only the owner can
 * download" message from the button).
 */
import { IconDownload, IconPresentation } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicEvent } from '../../../shared/api/public';
import { guestHref } from '../guest/guest-href';
import { GuestDownloadButton } from './guest-download-button';
import classes from './guest-entry-points.module.css';

const guestButton: CSSProperties = {
  background: 'var(--guest-button-color)',
  color: 'var(--guest-button-text-color)',
  borderRadius: 'var(--guest-button-radius)',
};

export function GuestEntryPoints({
  event,
  language,
}: {
  event: Pick<PublicEvent, 'id' | 'slideshowVisible' | 'guestDownloadAvailable'>;
  /** Kept on the slideshow link (`?lang=`). */
  language: string;
}) {
  const { t } = useTranslation();
  if (!event.slideshowVisible && !event.guestDownloadAvailable) return null;
  return (
    <div className={classes.row}>
      {event.slideshowVisible && (
        <Link
          to={guestHref(`/public/${encodeURIComponent(event.id)}/slideshow`, language)}
          className={classes.link}
          style={guestButton}
        >
          <IconPresentation size="1.2em" aria-hidden="true" />
          <span>{t('downloads.guest.slideshow')}</span>
        </Link>
      )}
      {event.guestDownloadAvailable && (
        <GuestDownloadButton
          eventId={event.id}
          label={t('downloads.guest.zip')}
          leftSection={<IconDownload size="1.2em" aria-hidden="true" />}
          className={classes.button}
        />
      )}
    </div>
  );
}
