/**
 * One item of the gallery at a time, full screen: the large photo, the video
 * or the voice message with its player (`shared/lightbox-media.tsx`). Arrows,
 * the keyboard (←, →, Esc) and a swipe move between items
 * (`shared/step-through.ts`). Loaded only when a guest opens an item.
 */
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LightboxMedia } from '../../../shared/lightbox-media';
import { useStepThrough } from '../../../shared/step-through';
import type { PublicMedia } from '../api/media';
import { GuestDialog } from '../ui/dialog';
import classes from './lightbox.module.css';

export interface LightboxProps {
  items: readonly PublicMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export default function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const item = items[index];
  const { hasPrevious, hasNext, stageHandlers } = useStepThrough(
    index,
    items.length,
    onIndexChange,
  );

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
      <div className={classes.stage} {...stageHandlers} data-testid="lightbox-stage">
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
        <LightboxMedia
          item={item}
          alt={item.guestName ? t('guest.gallery.from', { name: item.guestName }) : ''}
          audioLabel={t('guest.gallery.voice')}
          mediaClassName={classes.media}
          audioClassName={classes.audio}
        />
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
