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
import { DownloadButton } from './download-button';
import classes from './guest-entry-points.module.css';

const guestButton: CSSProperties = {
  background: 'var(--guest-button-color)',
  color: 'var(--guest-button-text-color)',
  borderRadius: 'var(--guest-button-radius)',
};

export function GuestEntryPoints({
  event,
}: {
  event: Pick<PublicEvent, 'id' | 'slideshowVisible' | 'guestDownloadAvailable'>;
}) {
  const { t } = useTranslation();
  if (!event.slideshowVisible && !event.guestDownloadAvailable) return null;
  return (
    <div className={classes.row}>
      {event.slideshowVisible && (
        <Link
          to={`/public/${encodeURIComponent(event.id)}/slideshow`}
          className={classes.link}
          style={guestButton}
        >
          <IconPresentation size="1.2em" aria-hidden="true" />
          <span>{t('downloads.guest.slideshow')}</span>
        </Link>
      )}
      {event.guestDownloadAvailable && (
        <DownloadButton
          eventId={event.id}
          audience="guest"
          label={t('downloads.guest.zip')}
          leftSection={<IconDownload size="1.2em" aria-hidden="true" />}
          className={classes.button}
          style={guestButton}
        />
      )}
    </div>
  );
}
