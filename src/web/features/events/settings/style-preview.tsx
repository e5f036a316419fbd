/**
 * The guest page (GuestPageView in preview mode) scaled down to the width it
 * is given: a phone frame is 360 CSS px wide and a desktop frame 1280, drawn
 * at that size and zoomed, so the page keeps its real proportions. It speaks the
 * event's language: when that is not the owner's, its catalogue is fetched first.
 */
import { Center, Loader } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import type { EventStyle } from '../../../../shared/api/events';
import type { Language } from '../../../../shared/i18n/index';
import { useLanguageLoaded } from '../../../app/i18n';
import { GuestPageView } from '../../../ui/guest-page-view';
import classes from './settings.module.css';

/** Outer widths of the preview frames (content plus bezel), in CSS pixels. */
const frameWidths = { mobile: 360, desktop: 1280 } as const;

export interface StylePreviewProps {
  name: string;
  eventDate: string | null;
  language: Language;
  style: EventStyle;
  guestbookVisible: boolean;
  device?: 'mobile' | 'desktop';
  /** Largest zoom; the preview never grows past its real size. @default 1 */
  maxScale?: number;
  children?: ReactNode;
}

export function StylePreview({ device = 'mobile', maxScale = 1, ...props }: StylePreviewProps) {
  const { ref, width } = useElementSize();
  // Before the first measurement (and in tests without layout) the frame is drawn unscaled.
  const scale = width > 0 ? Math.min(maxScale, width / frameWidths[device]) : maxScale;
  const languageLoaded = useLanguageLoaded(props.language);
  return (
    <div ref={ref} className={classes.previewBox}>
      {languageLoaded ? (
        <div className={classes.previewZoom} style={{ zoom: scale } as CSSProperties}>
          <GuestPageView
            name={props.name}
            eventDate={props.eventDate}
            language={props.language}
            style={props.style}
            guestbookVisible={props.guestbookVisible}
            mode="preview"
            device={device}
          >
            {props.children}
          </GuestPageView>
        </div>
      ) : (
        <Center mih={240}>
          <Loader size="sm" />
        </Center>
      )}
    </div>
  );
}
