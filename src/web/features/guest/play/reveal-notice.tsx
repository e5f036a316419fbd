/**
 * Reveal mode on the guest page: until the reveal, when it comes (a countdown, or "later" when
 * the hosts reveal by hand) and that only the guest's own photos show; the shots left on this
 * phone's film. The page switches by itself at the reveal: the countdown reloads the event at
 * zero and the live stream reloads it when the hosts press "reveal now".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import {
  formatCountdown,
  formatMoment,
  useAskWhileDue,
  useSecondsTo,
} from '../../../shared/countdown';
import { publicEventQueryKey } from '../api/public-event';
import { useEventChanges } from './api';
import classes from './play.module.css';

export function RevealNotice({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reveal } = event;
  const pending = reveal.mode !== 'off' && !reveal.revealed;
  useEventChanges(event.id, pending);
  const seconds = useSecondsTo(reveal.at, pending);
  const due = pending && seconds === 0;

  // At zero the server decides: ask again now, then every few seconds until it agrees.
  useAskWhileDue(due, () => {
    void queryClient.invalidateQueries({ queryKey: publicEventQueryKey(event.id) });
  });

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
                  time: formatMoment(reveal.at, language, event.timeZone),
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
