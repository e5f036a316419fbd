/**
 * The guest gallery under the buttons: newest first, each tile showing its
 * tiny placeholder at once and the thumbnail when it arrives (lazy loaded);
 * videos with their poster, voice messages as a tile with their length. A tap
 * opens the lightbox (loaded on demand). New uploads appear by themselves
 * (the list is polled while the page is visible).
 */
import { IconMicrophone, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/format-bytes';
import { type PublicMedia, usePublicMedia } from '../api/media';
import { OnDemandFailure, useOnDemand } from '../ui/on-demand';
import { GuestButton, GuestLoader } from '../ui/ui';
import classes from './gallery.module.css';
import { lightbox, TileOpening } from './lightbox-on-demand';

/** A tile of the gallery; `opening`: the lightbox's code is on its way after a tap on it. */
function Tile({
  item,
  index,
  onOpen,
  opening,
}: {
  item: PublicMedia;
  index: number;
  onOpen: () => void;
  opening: boolean;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const image = item.kind === 'video' ? (item.urls.poster ?? item.urls.thumb) : item.urls.thumb;
  const label =
    item.kind === 'audio'
      ? t('guest.gallery.openAudio', { index: index + 1 })
      : item.kind === 'video'
        ? t('guest.gallery.openVideo', { index: index + 1 })
        : t('guest.gallery.openPhoto', { index: index + 1 });
  return (
    <button
      type="button"
      className={classes.tile}
      onClick={onOpen}
      aria-label={
        item.guestName ? `${label}, ${t('guest.gallery.from', { name: item.guestName })}` : label
      }
      style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")` } : undefined}
      data-kind={item.kind}
      data-testid="gallery-item"
      aria-busy={opening || undefined}
    >
      {item.kind === 'audio' ? (
        <span className={classes.audioTile}>
          <IconMicrophone size={28} aria-hidden="true" />
          <span>{item.guestName ?? t('guest.gallery.voice')}</span>
          {item.durationMs !== null && <span>{formatClock(item.durationMs / 1000)}</span>}
        </span>
      ) : (
        image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.thumb}
            data-loaded={loaded || undefined}
            onLoad={() => setLoaded(true)}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
          />
        )
      )}
      {item.kind === 'video' && (
        <span className={classes.badge}>
          <IconPlayerPlayFilled size={12} aria-hidden="true" />
          {item.durationMs !== null
            ? formatClock(item.durationMs / 1000)
            : t('guest.gallery.video')}
        </span>
      )}
      {opening && <TileOpening />}
    </button>
  );
}

/**
 * `uploadsOpen`: whether guests can add photos now; the empty gallery only invites them then
 * (never in the demo, before the start, or with uploads off). `preparing`: something this guest
 * sent is stored and its picture is being made; the gallery says it will show here (an empty
 * one does not invite them to add the first photo they have just sent).
 */
export function Gallery({
  eventId,
  uploadsOpen,
  preparing = false,
}: {
  eventId: string;
  uploadsOpen: boolean;
  preparing?: boolean;
}) {
  const { t } = useTranslation();
  const query = usePublicMedia(eventId, true);
  const [open, setOpen] = useState<number | null>(null);
  const [tapped, setTapped] = useState<number | null>(null);
  const Lightbox = useOnDemand(lightbox);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={classes.gallery} aria-labelledby="guest-gallery-heading">
      <h2 id="guest-gallery-heading" className={classes.heading}>
        {t('guest.gallery.title')}
      </h2>
      {query.isPending ? (
        <div className={classes.more}>
          <GuestLoader label={t('common.loading')} />
        </div>
      ) : query.isError && items.length === 0 ? (
        <p className={classes.empty}>
          {t('guest.gallery.failed')}{' '}
          <GuestButton variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.actions.retry')}
          </GuestButton>
        </p>
      ) : items.length === 0 ? (
        <p className={classes.empty} role={preparing ? 'status' : undefined}>
          {preparing
            ? t('guest.gallery.preparing')
            : t(uploadsOpen ? 'guest.gallery.empty' : 'guest.gallery.emptyClosed')}
        </p>
      ) : (
        <>
          {preparing && (
            <p className={classes.note} role="status">
              {t('guest.gallery.preparing')}
            </p>
          )}
          <ul className={classes.grid}>
            {items.map((item, index) => (
              <li key={item.id}>
                <Tile
                  item={item}
                  index={index}
                  opening={Lightbox.loading && tapped === index}
                  onOpen={() => {
                    setTapped(index);
                    Lightbox.open(() => setOpen(index));
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
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
      {open !== null && Lightbox.value && (
        <Lightbox.value
          items={items}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
      <OnDemandFailure error={Lightbox.error} onClose={Lightbox.dismiss} />
    </section>
  );
}
