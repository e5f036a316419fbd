/**
 * The full-screen carousel for a projector or TV: photos (the `large` derivative, contained
 * on a blurred fill of itself, cross-faded, the next one preloaded) and videos (muted, on to
 * the next when they end, at most `maxVideoSeconds`) at the event's interval; every few
 * slides a guestbook message when messages are on; the guest link's QR code in a corner (on
 * or off, remembered); controls that fade after 3 s without movement (space, ←, →, F), the
 * cursor hidden with them; the screen kept awake (Wake Lock) while it runs.
 */
import {
  IconChevronLeft,
  IconChevronRight,
  IconMaximize,
  IconMessage,
  IconMessageOff,
  IconMinimize,
  IconPlayerPause,
  IconPlayerPlay,
  IconQrcode,
  IconQrcodeOff,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextItem, type SlideMedia } from './playlist';
/** Controls hide after this long without the mouse moving. */ import {
  useFullscreen,
  useIdle,
  useWakeLock,
} from './screen-hooks';
import type { SlideMessage, SlideshowData } from './slideshow-data';
import classes from './slideshow-player.module.css';
import { useSlideshowQr } from './slideshow-qr';
import { useStoredToggle } from './stored-toggle';

export const idleMs = 3000;
/** A video longer than this moves on anyway. */
export const maxVideoSeconds = 60;
/** A guestbook message after this many photos or videos. */
export const slidesPerMessage = 4;

export const qrToggleKey = 'momenty-slideshow-qr';
export const messagesToggleKey = 'momenty-slideshow-messages';

type SlideView =
  | { kind: 'media'; key: string; item: SlideMedia }
  | { kind: 'message'; key: string; message: SlideMessage };

export type SlideshowPlayerProps = {
  name: string;
  intervalSeconds: number;
  data: SlideshowData;
  /** The guest page's link, shown as a QR code (drawn in the browser). */
  qrLink: string;
  /** Whether guestbook messages may be shown at all (the toggle shows only then). */
  messagesAvailable: boolean;
  /** Where "exit" goes. */
  exitTo: string;
  /** Titles of the photo challenges, shown over their photos (none: no titles). */
  promptTitles?: ReadonlyMap<string, string>;
};

export function SlideshowPlayer(props: SlideshowPlayerProps) {
  const { t } = useTranslation();
  const { data, intervalSeconds } = props;
  const { playlist, messages, step } = data;
  const [playing, setPlaying] = useState(true);
  const [qrOn, setQrOn] = useStoredToggle(qrToggleKey, true);
  const [messagesOn, setMessagesOn] = useStoredToggle(messagesToggleKey, false);
  const showMessages = props.messagesAvailable && messagesOn && messages.length > 0;
  const [message, setMessage] = useState<{ index: number; showing: boolean; since: number }>({
    index: 0,
    showing: false,
    since: 0,
  });
  // Bumped on every move, so a one-item show (or a repeated video) restarts its timer.
  const [tick, setTick] = useState(0);
  const idle = useIdle(idleMs);
  const fullscreen = useFullscreen();
  useWakeLock(playing);

  const item = playlist.items[playlist.index] ?? null;
  const currentMessage =
    message.showing && showMessages ? messages[message.index % messages.length] : undefined;
  const current: SlideView | null = currentMessage
    ? { kind: 'message', key: `message:${currentMessage.id}:${tick}`, message: currentMessage }
    : item
      ? { kind: 'media', key: `media:${item.id}:${tick}`, item }
      : null;

  const next = useCallback(() => {
    setTick((value) => value + 1);
    if (message.showing) {
      // After the message card the order moves on.
      setMessage({ index: message.index + 1, showing: false, since: 0 });
      step(1);
    } else if (showMessages && message.since + 1 >= slidesPerMessage) {
      // The message card stands between two media slides.
      setMessage({ index: message.index, showing: true, since: 0 });
    } else {
      setMessage({ ...message, since: message.since + 1 });
      step(1);
    }
  }, [message, showMessages, step]);

  const previous = useCallback(() => {
    setTick((value) => value + 1);
    if (message.showing) setMessage({ ...message, showing: false });
    else step(-1);
  }, [message, step]);

  // The interval (photos, messages) or the cap (videos, which move on when they end).
  const advance = useRef(next);
  advance.current = next;
  const currentKey = current?.key;
  const isVideo = current?.kind === 'media' && current.item.kind === 'video';
  useEffect(() => {
    if (!playing || !currentKey) return;
    const seconds = isVideo ? maxVideoSeconds : intervalSeconds;
    const timer = setTimeout(() => advance.current(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [playing, currentKey, isVideo, intervalSeconds]);

  // The next photo is fetched while this one shows.
  const upcoming = nextItem(playlist);
  const preload =
    upcoming?.kind === 'photo' ? (upcoming.urls.large ?? upcoming.urls.original) : null;
  useEffect(() => {
    if (!preload) return;
    const image = new Image();
    image.src = preload;
  }, [preload]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' || event.key === 'Spacebar') {
        event.preventDefault();
        setPlaying((value) => !value);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'f' || event.key === 'F') {
        fullscreen.toggle();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, fullscreen.toggle]);

  // The slide that was on screen stays under the new one while it fades in.
  const shown = useRef<{ current: SlideView | null; previous: SlideView | null }>({
    current: null,
    previous: null,
  });
  if (shown.current.current?.key !== current?.key) {
    shown.current = { previous: shown.current.current, current };
  }
  const layers = [shown.current.previous, current].filter(
    (layer, index, all): layer is SlideView =>
      layer !== null && all.findIndex((other) => other?.key === layer.key) === index,
  );

  const qrSrc = useSlideshowQr(props.qrLink);
  const qr = qrSrc ? <img src={qrSrc} alt={t('slideshow.qrAlt')} width={240} height={240} /> : null;

  return (
    <main className={classes.root} data-idle={idle || undefined} data-testid="slideshow">
      <h1 className={classes.title}>{t('slideshow.title', { name: props.name })}</h1>
      {current === null ? (
        <div className={classes.empty} role="status">
          <p className={classes.emptyTitle}>{props.name}</p>
          <p className={classes.emptyText}>{t('slideshow.waiting')}</p>
          {qr && (
            <div className={classes.emptyQr}>
              {qr}
              <span>{t('slideshow.addYours')}</span>
            </div>
          )}
        </div>
      ) : (
        <div className={classes.stage} aria-live="polite">
          {layers.map((layer) => (
            <Slide
              key={layer.key}
              view={layer}
              current={layer.key === current.key}
              onEnded={next}
              promptTitles={props.promptTitles}
            />
          ))}
        </div>
      )}
      {current !== null && qrOn && qr && (
        <div className={classes.qr} data-testid="slideshow-qr">
          {qr}
          <span>{t('slideshow.addYours')}</span>
        </div>
      )}
      <nav className={classes.controls} aria-label={t('slideshow.controls.label')}>
        <ControlButton label={t('slideshow.controls.previous')} onClick={previous}>
          <IconChevronLeft aria-hidden="true" />
        </ControlButton>
        <ControlButton
          label={playing ? t('slideshow.controls.pause') : t('slideshow.controls.play')}
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? <IconPlayerPause aria-hidden="true" /> : <IconPlayerPlay aria-hidden="true" />}
        </ControlButton>
        <ControlButton label={t('slideshow.controls.next')} onClick={next}>
          <IconChevronRight aria-hidden="true" />
        </ControlButton>
        <span className={classes.position} data-testid="slideshow-position">
          {playlist.items.length > 0
            ? t('slideshow.position', {
                current: playlist.index + 1,
                total: playlist.items.length,
              })
            : null}
        </span>
        <ControlButton
          label={qrOn ? t('slideshow.controls.qrOff') : t('slideshow.controls.qrOn')}
          pressed={qrOn}
          onClick={() => setQrOn(!qrOn)}
        >
          {qrOn ? <IconQrcode aria-hidden="true" /> : <IconQrcodeOff aria-hidden="true" />}
        </ControlButton>
        {props.messagesAvailable && (
          <ControlButton
            label={
              messagesOn ? t('slideshow.controls.messagesOff') : t('slideshow.controls.messagesOn')
            }
            pressed={messagesOn}
            onClick={() => setMessagesOn(!messagesOn)}
          >
            {messagesOn ? (
              <IconMessage aria-hidden="true" />
            ) : (
              <IconMessageOff aria-hidden="true" />
            )}
          </ControlButton>
        )}
        {fullscreen.supported && (
          <ControlButton
            label={
              fullscreen.active
                ? t('slideshow.controls.exitFullscreen')
                : t('slideshow.controls.fullscreen')
            }
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? (
              <IconMinimize aria-hidden="true" />
            ) : (
              <IconMaximize aria-hidden="true" />
            )}
          </ControlButton>
        )}
        <Link
          to={props.exitTo}
          className={classes.control}
          aria-label={t('slideshow.controls.exit')}
          title={t('slideshow.controls.exit')}
          onClick={() => {
            if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
          }}
        >
          <IconX aria-hidden="true" />
        </Link>
      </nav>
    </main>
  );
}

function ControlButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={classes.control}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Slide({
  view,
  current,
  onEnded,
  promptTitles,
}: {
  view: SlideView;
  current: boolean;
  onEnded: () => void;
  promptTitles?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  if (view.kind === 'message') {
    return (
      <div
        className={classes.slide}
        data-current={current || undefined}
        data-testid="slide-message"
      >
        <figure className={classes.message}>
          <blockquote className={classes.messageText}>{view.message.message}</blockquote>
          <figcaption className={classes.messageName}>
            {t('slideshow.messageFrom', {
              name: view.message.guestName.trim() || t('slideshow.anonymous'),
            })}
          </figcaption>
        </figure>
      </div>
    );
  }
  const { item } = view;
  const fill = item.urls.thumb ?? item.urls.poster ?? item.urls.large ?? item.placeholder;
  const name = item.guestName?.trim();
  const message = item.message?.trim();
  const challenge = item.promptId ? promptTitles?.get(item.promptId) : undefined;
  return (
    <div
      className={classes.slide}
      data-current={current || undefined}
      data-testid="slide"
      data-media-id={item.id}
      // Only the slide on top is announced and controlled.
      aria-hidden={!current || undefined}
    >
      {fill && (
        <div
          className={classes.fill}
          style={{ backgroundImage: `url("${fill.replace(/["\\\n\r]/g, encodeURIComponent)}")` }}
        />
      )}
      {item.kind === 'video' ? (
        <video
          className={classes.media}
          src={item.urls.original}
          poster={item.urls.poster ?? undefined}
          autoPlay={current}
          muted
          playsInline
          onEnded={current ? onEnded : undefined}
          onError={current ? onEnded : undefined}
        />
      ) : (
        <img
          className={classes.media}
          src={item.urls.large ?? item.urls.original}
          alt={name ?? ''}
        />
      )}
      {challenge && (
        <div className={classes.challenge} data-testid="slide-challenge">
          {challenge}
        </div>
      )}
      {(name || message) && (
        <div className={classes.caption}>
          {name && <div className={classes.captionName}>{t('slideshow.sentBy', { name })}</div>}
          {message && <div className={classes.captionMessage}>{message}</div>}
        </div>
      )}
    </div>
  );
}
