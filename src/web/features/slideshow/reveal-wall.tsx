/**
 * Reveal mode on the live wall (the owner's and the guests' slideshow): until the reveal, a
 * waiting screen with the countdown (and, for the hosts' wall, how many photos were taken so
 * far); when the reveal comes (the set time, or "reveal now" told by the live stream) a short
 * reveal animation, then the show, which starts with the first photo sent.
 */
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  formatMoment,
  useAskWhileDue,
  useSecondsTo,
} from '../../shared/countdown';
import { useLiveEvents } from '../../shared/use-live-events';
import classes from './reveal-wall.module.css';

/** How long the reveal animation plays before the show starts. */
export const revealAnimationMs = 2600;

export function RevealWall({
  pending,
  at,
  name,
  timeZone,
  language,
  taken,
  livePath,
  onChange,
  children,
}: {
  /** The photos are not revealed yet. */
  pending: boolean;
  /** The reveal time, or null when the hosts reveal by hand. */
  at: string | null;
  name: string;
  timeZone: string;
  language: string;
  /** Photos and videos sent so far (the hosts' wall), or null. */
  taken: number | null;
  /** The live stream that tells of "reveal now". */
  livePath: string;
  /** Reloads the event (its reveal state). */
  onChange: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'waiting' | 'revealing' | 'shown'>(
    pending ? 'waiting' : 'shown',
  );
  useLiveEvents(
    pending ? livePath : null,
    (message) => {
      if (message.type === 'event.updated' || message.type === 'reset') onChange();
    },
    pending,
  );
  const seconds = useSecondsTo(at, pending);
  useAskWhileDue(pending && seconds === 0, onChange);

  // Waiting → revealing (when the reveal comes) → shown (after the animation).
  useEffect(() => {
    if (pending) setPhase('waiting');
    else setPhase((current) => (current === 'waiting' ? 'revealing' : current));
  }, [pending]);
  useEffect(() => {
    if (phase !== 'revealing') return;
    const timer = setTimeout(() => setPhase('shown'), revealAnimationMs);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'shown') return <>{children}</>;
  if (phase === 'revealing') {
    return (
      <main className={classes.revealing} data-testid="wall-revealing">
        <p className={classes.revealTitle}>{t('play.wall.reveal')}</p>
      </main>
    );
  }
  return (
    <main className={classes.wall} data-testid="wall-waiting">
      <h1 className={classes.name}>{name}</h1>
      <p className={classes.when}>
        {at
          ? t('play.wall.waiting', { time: formatMoment(at, language, timeZone) })
          : t('play.wall.waitingHand')}
      </p>
      {seconds !== null && seconds > 0 && (
        <p className={classes.countdown} role="timer">
          {formatCountdown(seconds)}
        </p>
      )}
      {taken !== null && taken > 0 && (
        <p className={classes.taken}>{t('play.wall.taken', { count: taken })}</p>
      )}
    </main>
  );
}
