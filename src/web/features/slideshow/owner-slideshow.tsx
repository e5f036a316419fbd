/**
 * /events/{eventId}/slideshow: the owner's slideshow, full screen (outside the sidebar layout).
 * Premium only: other plans get the upgrade link instead. Photos and videos come from the
 * owner's media list (ready and not hidden from guests) and the owner's live stream; the QR
 * code carries the event's guest link (`guestUrl`), drawn in the browser as on the guests' show.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { livePaths } from '../../../shared/api/live';
import { isRevealed, planHasPlay } from '../../../shared/domain/reveal';
import { isGone, showsData, useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { type EventDetail, eventQueryKey, useEvent } from '../../shared/api/get-event';
import { usePrompts } from '../../shared/api/prompts';
import { RevealWall } from './reveal-wall';
import { useSlideshowData } from './slideshow-data';
import { NoticeButton, NoticeLink, SlideshowNotice } from './slideshow-notice';
import { SlideshowPlayer } from './slideshow-player';

export function OwnerSlideshow({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const event = useEvent(eventId);
  usePageTitle(event.data ? t('slideshow.title', { name: event.data.name }) : undefined);

  if (event.isPending) return <SlideshowNotice title={t('slideshow.loading')} busy />;
  // A re-read that failed (the hall's Wi-Fi) keeps the show on the screen.
  if (!showsData(event)) {
    const notFound = isGone(event.error);
    return (
      <SlideshowNotice
        title={notFound ? t('events.page.notFound.title') : t('slideshow.loadFailed')}
        text={notFound ? t('events.page.notFound.text') : errorMessage(event.error)}
      >
        {notFound ? (
          <NoticeLink to="/events">{t('events.page.notFound.back')}</NoticeLink>
        ) : (
          <NoticeButton onClick={() => void event.refetch()}>
            {t('common.actions.retry')}
          </NoticeButton>
        )}
      </SlideshowNotice>
    );
  }
  if (event.data.plan !== 'premium') {
    return (
      <SlideshowNotice
        title={t('slideshow.premiumOnly.title')}
        text={t('slideshow.premiumOnly.text')}
      >
        <NoticeLink to={`/events/${encodeURIComponent(eventId)}/upgrade`}>
          {t('slideshow.premiumOnly.upgrade')}
        </NoticeLink>
        <NoticeLink to={`/events/album/${encodeURIComponent(eventId)}`} subtle>
          {t('slideshow.premiumOnly.back')}
        </NoticeLink>
      </SlideshowNotice>
    );
  }
  return <OwnerWall event={event.data} />;
}

/** Reveal mode first (a waiting wall until the reveal), then the show. */
function OwnerWall({ event }: { event: EventDetail }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Re-rendered every second while waiting; the clock is read at each render.
  const [, setTick] = useState(0);
  const pending = planHasPlay(event.plan) && !isRevealed(event.settings, new Date());
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [pending]);
  return (
    <RevealWall
      pending={pending}
      at={event.settings.revealMode === 'off' ? null : event.settings.revealAt}
      name={event.name}
      timeZone={event.timeZone}
      language={currentLanguage(i18n)}
      taken={event.filesCount}
      livePath={livePaths.owner(event.id)}
      onChange={() => void queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id) })}
    >
      <OwnerShow event={event} />
    </RevealWall>
  );
}

function OwnerShow({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const prompts = usePrompts(event.id, event.settings.slideshowPromptTitles);
  const promptTitles = event.settings.slideshowPromptTitles
    ? new Map((prompts.data ?? []).map((prompt) => [prompt.id, prompt.title]))
    : undefined;
  const errorMessage = useErrorMessage();
  const data = useSlideshowData({
    eventId: event.id,
    audience: 'owner',
    messages: true,
    eventQueryKey: eventQueryKey(event.id),
  });
  if (data.status === 'loading') return <SlideshowNotice title={t('slideshow.loading')} busy />;
  if (data.status === 'error') {
    return (
      <SlideshowNotice title={t('slideshow.loadFailed')} text={errorMessage(data.error)}>
        <NoticeButton onClick={data.reload}>{t('common.actions.retry')}</NoticeButton>
      </SlideshowNotice>
    );
  }
  return (
    <SlideshowPlayer
      name={event.name}
      intervalSeconds={event.settings.slideshowIntervalSeconds}
      data={data}
      qrLink={event.guestUrl}
      messagesAvailable
      promptTitles={promptTitles}
      exitTo={`/events/album/${encodeURIComponent(event.id)}`}
    />
  );
}
