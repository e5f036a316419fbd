/**
 * The guestbook under the gallery (when the owner shows it): each wish with
 * its author, date and attached photos or videos (which open in the lightbox).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/i18n/format';
import { usePublicGuestbook } from '../api/guestbook';
import type { PublicMedia } from '../api/media';
import { OnDemandFailure, useOnDemand } from '../ui/on-demand';
import { GuestButton } from '../ui/ui';
import classes from './gallery.module.css';
import { lightbox, TileOpening } from './lightbox-on-demand';

export function GuestbookEntries({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const query = usePublicGuestbook(eventId, i18n.language);
  const [open, setOpen] = useState<{ items: PublicMedia[]; index: number } | null>(null);
  const [tapped, setTapped] = useState<string | null>(null);
  const Lightbox = useOnDemand(lightbox);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (entries.length === 0) return null;

  return (
    <section className={classes.gallery} aria-labelledby="guestbook-heading">
      <h2 id="guestbook-heading" className={classes.heading}>
        {t('guest.guestbookList.title')}
      </h2>
      <ul className={classes.entries}>
        {entries.map((entry) => (
          <li key={entry.id} className={classes.entry} data-testid="guestbook-entry">
            <p className={classes.entryMessage}>{entry.message}</p>
            <p className={classes.entryMeta}>
              {entry.guestName} ·{' '}
              <time dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt, i18n.language)}
              </time>
            </p>
            {entry.media.length > 0 && (
              <div className={classes.entryMedia}>
                {entry.media.map((media, index) => (
                  <button
                    key={media.id}
                    type="button"
                    className={classes.tile}
                    style={
                      media.placeholder
                        ? { backgroundImage: `url("${media.placeholder}")` }
                        : undefined
                    }
                    onClick={() => {
                      setTapped(media.id);
                      Lightbox.open(() => setOpen({ items: entry.media, index }));
                    }}
                    aria-busy={(Lightbox.loading && tapped === media.id) || undefined}
                    aria-label={t('guest.gallery.openPhoto', { index: index + 1 })}
                  >
                    {(media.urls.thumb ?? media.urls.poster) && (
                      <img
                        src={media.urls.thumb ?? media.urls.poster ?? undefined}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className={classes.thumb}
                        data-loaded
                      />
                    )}
                    {Lightbox.loading && tapped === media.id && <TileOpening />}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={classes.more}>
          <GuestButton
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('guest.gallery.more')}
          </GuestButton>
        </div>
      )}
      {open && Lightbox.value && (
        <Lightbox.value
          items={open.items}
          index={open.index}
          onIndexChange={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
      <OnDemandFailure error={Lightbox.error} onClose={Lightbox.dismiss} />
    </section>
  );
}
