/**
 * The guest page of an event drawn purely from props: background (image for
 * mobile or desktop, or colour) and its size, the content's position, the top
 * text over the date and the bottom text over the name, the buttons, and a
 * gallery slot (`children`) in the owner's gallery colours. The real guest
 * page (/public/{eventId}) wraps it with uploads; the owner's settings show
 * it in a phone-sized frame as a live preview.
 *
 * Children can use the CSS variables `--guest-text-color`, `--guest-font`,
 * `--guest-gallery-color`, `--guest-frame-radius`, `--guest-button-color`,
 * `--guest-button-text-color` and `--guest-button-radius`.
 */
import { type CSSProperties, type JSX, type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventStyle } from '../../shared/api/events';
import {
  guestActionIcons,
  guestPageVariables,
  iconSvgAttributes,
  shownBackgrounds,
  textBlockPanel,
} from '../../shared/domain/guest-look';
import { type ResolvedTextBlock, resolveGuestStyle } from '../../shared/domain/guest-style';
import { formatLongDate } from '../../shared/i18n/format';
import { loadGuestFont } from './guest-fonts';
import classes from './guest-page-view.module.css';
import { useFitWords } from './use-fit-words';

export type GuestAction = 'upload' | 'message' | 'voice';

export type GuestPageViewProps = {
  name: string;
  /** YYYY-MM-DD */
  eventDate: string | null;
  /** Date formatting and button texts of the guest page. */
  language: 'pl' | 'en';
  /** From src/shared/api/events.ts (includes backgroundImages URLs). */
  style: EventStyle;
  /** Message and voice buttons only when true and not in one-button mode. */
  guestbookVisible: boolean;
  /** page: fills the viewport (mobile/desktop background by media query); preview: a phone-sized frame. */
  mode: 'page' | 'preview';
  /** Preview only: which background to show (and a phone or a desktop frame). */
  device?: 'mobile' | 'desktop';
  onAction?: (action: GuestAction) => void;
  actionsDisabled?: boolean;
  /** The event takes no more photos, videos or voice messages: only the written wish stays. */
  mediaFull?: boolean;
  /** Rendered below the buttons: notices, progress, gallery. */
  children?: ReactNode;
};

function blockStyle(block: ResolvedTextBlock): CSSProperties | undefined {
  return textBlockPanel(block);
}

/** A button's icon, drawn as the page's first HTML draws it. */
function ActionIcon({ action }: { action: GuestAction }): JSX.Element {
  return (
    <svg {...iconSvgAttributes} aria-hidden="true" className={classes.icon}>
      {guestActionIcons[action].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function GuestPageView(props: GuestPageViewProps): JSX.Element {
  // `ui` speaks the viewer's language (the owner's, for the preview's label); `t` the page's.
  const { t: ui, i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(props.language), [i18n, props.language]);
  const style = useMemo(() => resolveGuestStyle(props.style), [props.style]);
  const device = props.device ?? 'mobile';

  useEffect(() => {
    void loadGuestFont(style.font);
  }, [style.font]);

  const images = shownBackgrounds(style.backgroundImages);
  // A preview shows the chosen device's image at every width (the other one when only that exists).
  const shown =
    props.mode === 'preview' ? { mobile: images[device], desktop: images[device] } : images;

  const variables = guestPageVariables(style, shown) as CSSProperties;

  const uploadText =
    style.button.preset === 'custom'
      ? style.button.customText.trim() || t('guestPage.buttons.shareMemories')
      : t(`guestPage.buttons.${style.button.preset}`);
  const showGuestbook = props.guestbookVisible && !style.button.oneButton;
  const act = (action: GuestAction) => () => props.onAction?.(action);
  const hasImage = Boolean(shown.mobile || shown.desktop);
  // The page's one heading; inside an owner's screen the preview must not add another h1.
  const Title = props.mode === 'page' ? 'h1' : 'p';
  const nameRef = useFitWords<HTMLHeadingElement>(props.name);

  return (
    <div
      className={classes.root}
      style={variables}
      lang={props.language}
      data-mode={props.mode}
      data-device={props.mode === 'preview' ? device : undefined}
      data-size={style.backgroundSize}
      data-position={style.contentPosition}
      data-image={hasImage || undefined}
      {...(props.mode === 'preview'
        ? { role: 'region', 'aria-label': ui('guestPage.previewLabel') }
        : undefined)}
    >
      {/* A preview scrolls inside its frame, and its buttons are a picture: the frame itself
          takes the keyboard's focus, so the arrow keys scroll it. */}
      <div className={classes.scroller} tabIndex={props.mode === 'preview' ? 0 : undefined}>
        <section className={classes.hero}>
          <div className={classes.content}>
            {(style.topText.text || props.eventDate) && (
              <div className={classes.block} style={blockStyle(style.topText)} data-block="top">
                {style.topText.text && <p className={classes.text}>{style.topText.text}</p>}
                {props.eventDate && (
                  <p className={classes.date}>
                    <time dateTime={props.eventDate}>
                      {formatLongDate(props.eventDate, props.language)}
                    </time>
                  </p>
                )}
              </div>
            )}
            <div className={classes.block} style={blockStyle(style.bottomText)} data-block="bottom">
              {style.bottomText.text && <p className={classes.text}>{style.bottomText.text}</p>}
              <Title ref={nameRef} className={classes.name}>
                {props.name}
              </Title>
            </div>
            <nav
              className={classes.actions}
              aria-label={t('guestPage.actions')}
              // A preview without handlers is a picture of the page: its buttons do nothing.
              inert={props.mode === 'preview' && !props.onAction}
            >
              {!props.mediaFull && (
                <button
                  type="button"
                  className={classes.button}
                  data-primary
                  onClick={act('upload')}
                  disabled={props.actionsDisabled}
                >
                  <ActionIcon action="upload" />
                  <span>{uploadText}</span>
                </button>
              )}
              {showGuestbook && (
                <>
                  <button
                    type="button"
                    className={classes.button}
                    onClick={act('message')}
                    disabled={props.actionsDisabled}
                  >
                    <ActionIcon action="message" />
                    <span>{t('guestPage.message')}</span>
                  </button>
                  {!props.mediaFull && (
                    <button
                      type="button"
                      className={classes.button}
                      onClick={act('voice')}
                      disabled={props.actionsDisabled}
                    >
                      <ActionIcon action="voice" />
                      <span>{t('guestPage.voice')}</span>
                    </button>
                  )}
                </>
              )}
            </nav>
          </div>
        </section>
        {props.children !== undefined && props.children !== null && props.children !== false && (
          <div className={classes.gallery}>{props.children}</div>
        )}
      </div>
    </div>
  );
}
