/**
 * One item of the gallery at a time, full screen: the large photo, the video
 * or the voice message with its player. Arrows, the keyboard (←, →, Esc) and
 * a swipe move between items. Loaded only when a guest opens an item.
 */
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicMedia } from '../api/media';
import { GuestDialog } from '../ui/dialog';
import classes from './lightbox.module.css';

/** A horizontal move longer than this (px) is a swipe. */
const swipeDistance = 50;

export interface LightboxProps {
  items: readonly PublicMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export default function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const item = items[index];
  const start = useRef<{ x: number; y: number } | null>(null);
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < items.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items.length, onIndexChange]);

  if (!item) return null;
  return (
    <GuestDialog
      opened
      onClose={onClose}
      size="full"
      className={classes.dialog}
      title={t('guest.lightbox.position', { index: index + 1, count: items.length })}
      closeLabel={t('common.actions.close')}
    >
      <div
        className={classes.stage}
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = event.clientX - from.x;
          if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(event.clientY - from.y))
            return;
          if (dx < 0 && hasNext) onIndexChange(index + 1);
          if (dx > 0 && hasPrevious) onIndexChange(index - 1);
        }}
        data-testid="lightbox-stage"
      >
        {hasPrevious && (
          <button
            type="button"
            className={classes.nav}
            data-side="previous"
            onClick={() => onIndexChange(index - 1)}
            aria-label={t('guest.lightbox.previous')}
          >
            <IconChevronLeft aria-hidden="true" />
          </button>
        )}
        {item.kind === 'photo' && (
          <img
            key={item.id}
            src={item.urls.large ?? item.urls.original}
            alt={item.guestName ? t('guest.gallery.from', { name: item.guestName }) : ''}
            className={classes.media}
            style={
              item.placeholder
                ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' }
                : undefined
            }
            draggable={false}
          />
        )}
        {item.kind === 'video' && (
          // biome-ignore lint/a11y/useMediaCaption: guests' own videos come without captions.
          <video
            key={item.id}
            src={item.urls.original}
            poster={item.urls.poster ?? undefined}
            controls
            playsInline
            preload="metadata"
            className={classes.media}
          />
        )}
        {item.kind === 'audio' && (
          // biome-ignore lint/a11y/useMediaCaption: voice messages come without captions.
          <audio
            key={item.id}
            src={item.urls.original}
            controls
            preload="metadata"
            className={classes.audio}
            aria-label={t('guest.gallery.voice')}
          />
        )}
        {hasNext && (
          <button
            type="button"
            className={classes.nav}
            data-side="next"
            onClick={() => onIndexChange(index + 1)}
            aria-label={t('guest.lightbox.next')}
          >
            <IconChevronRight aria-hidden="true" />
          </button>
        )}
      </div>
      {item.guestName && (
        <p className={classes.caption}>{t('guest.gallery.from', { name: item.guestName })}</p>
      )}
    </GuestDialog>
  );
}
