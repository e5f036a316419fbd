/**
 * One gallery item at full size, as both lightboxes show it: the large photo over its
 * placeholder (the original when no large copy was made), the video with its poster and the
 * player's controls, the voice message with its player. Players load only their metadata until
 * played. Keyed by the item, so moving to another item starts a new element rather than
 * changing the source of the one playing.
 */
import type { mediaKinds } from '../../shared/api/public-constants';

export interface LightboxMediaItem {
  id: string;
  kind: (typeof mediaKinds)[number];
  placeholder: string | null;
  urls: { large: string | null; original: string; poster: string | null };
}

export interface LightboxMediaProps {
  item: LightboxMediaItem;
  /** The photo's text for screen readers. */
  alt: string;
  /** The voice message player's name. */
  audioLabel: string;
  mediaClassName: string | undefined;
  audioClassName: string | undefined;
}

export function LightboxMedia({
  item,
  alt,
  audioLabel,
  mediaClassName,
  audioClassName,
}: LightboxMediaProps) {
  if (item.kind === 'photo')
    return (
      <img
        key={item.id}
        src={item.urls.large ?? item.urls.original}
        alt={alt}
        className={mediaClassName}
        style={
          item.placeholder
            ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' }
            : undefined
        }
        draggable={false}
      />
    );
  if (item.kind === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: guests' own videos come without captions.
      <video
        key={item.id}
        src={item.urls.original}
        poster={item.urls.poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        className={mediaClassName}
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: voice messages come without captions.
    <audio
      key={item.id}
      src={item.urls.original}
      controls
      preload="metadata"
      className={audioClassName}
      aria-label={audioLabel}
    />
  );
}
