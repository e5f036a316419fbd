/**
 * Reveal mode on the guest page: until the reveal, when it comes (a countdown, or "later" when
 * the hosts reveal by hand) and that only the guest's own photos show; the shots left on this
 * phone's film. The page switches by itself at the reveal: the countdown reloads the event at
 * zero and the live stream reloads it when the hosts press "reveal now".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { publicEventQueryKey } from '../api/public-event';
import { useEventChanges } from './api';
import classes from './play.module.css';

/** `H:MM:SS` (hours may pass 24). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The reveal time in the event's zone: the hour, with the day when it is not today. */
export function formatRevealTime(at: string, language: string, timeZone: string, now = new Date()) {
  const when = new Date(at);
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone });
  const sameDay = day(when) === day(now);
  return when.toLocaleString(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'long', day: 'numeric', month: 'long' }),
  });
}

function useSecondsTo(at: string | null, enabled: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled || !at) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, enabled]);
  if (!at) return null;
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

export function RevealNotice({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reveal } = event;
  const pending = reveal.mode !== 'off' && !reveal.revealed;
  useEventChanges(event.id, pending);
  const seconds = useSecondsTo(reveal.at, pending);
  const due = pending && seconds === 0;

  // At zero the server decides: ask again now, then every few seconds until it agrees.
  useEffect(() => {
    if (!due) return;
    const ask = () =>
      void queryClient.invalidateQueries({ queryKey: publicEventQueryKey(event.id) });
    ask();
    const timer = setInterval(ask, 5_000);
    return () => clearInterval(timer);
  }, [due, event.id, queryClient]);

  const shots = reveal.shotsLeft;
  if (!pending && shots === null) return null;
  return (
    <section
      className={pending ? classes.reveal : classes.section}
      aria-live="polite"
      data-testid="reveal-notice"
    >
      {pending && (
        <>
          <h2 className={classes.heading}>
            {reveal.at
              ? t('play.reveal.at', {
                  time: formatRevealTime(reveal.at, language, event.timeZone),
                })
              : t('play.reveal.byHand')}
          </h2>
          {seconds !== null && (
            <p className={classes.countdown} data-testid="reveal-countdown">
              <span className={classes.small}>{t('play.reveal.left')} </span>
              {due ? t('play.reveal.revealing') : formatCountdown(seconds)}
            </p>
          )}
          <p className={classes.hint}>{t('play.reveal.text')}</p>
        </>
      )}
      {shots !== null && (
        <p className={classes.shots} data-testid="shots-left">
          {shots === 0 ? t('play.reveal.noShots') : t('play.reveal.shots', { count: shots })}
        </p>
      )}
    </section>
  );
}
