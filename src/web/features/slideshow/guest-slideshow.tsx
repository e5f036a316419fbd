/**
 * The slideshow for guests of an open event, when the owner shows it to them
 * (`slideshowVisible`, which the server sets for Premium events only): the public media list
 * and the guest live stream, with the QR code of the site's guest link. The route puts it
 * inside the guest page's own handling (password prompt, unpaid or expired event).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { livePaths } from '../../../shared/api/live';
import type { PublicEvent } from '../../../shared/api/public';
import { useErrorMessage } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { useSiteConfig } from '../../app/site-config';
import { guestHref } from '../../shared/guest-href';
import { guestLink } from '../../shared/guest-link';
import { RevealWall } from './reveal-wall';
import { useSlideshowData } from './slideshow-data';
import { NoticeButton, NoticeLink, SlideshowNotice } from './slideshow-notice';
import { SlideshowPlayer } from './slideshow-player';

type GuestShowProps = {
  event: PublicEvent;
  language: string;
  /** The query of the guest page's event data (refreshed on live `event.updated`). */
  eventQueryKey: readonly unknown[];
};

/** The slideshow of an open event, or why the owner does not show it. */
export function GuestSlideshowShow({ event, language, eventQueryKey }: GuestShowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePageTitle(t('slideshow.title', { name: event.name }));
  if (!event.slideshowVisible) {
    return (
      <SlideshowNotice title={t('slideshow.notShown.title')} text={t('slideshow.notShown.text')}>
        <NoticeLink to={guestHref(`/public/${encodeURIComponent(event.id)}`, language)}>
          {t('slideshow.notShown.back')}
        </NoticeLink>
      </SlideshowNotice>
    );
  }
  return (
    <RevealWall
      pending={event.reveal.mode !== 'off' && !event.reveal.revealed}
      at={event.reveal.at}
      name={event.name}
      timeZone={event.timeZone}
      language={language}
      taken={null}
      livePath={livePaths.guest(event.id)}
      onChange={() => void queryClient.invalidateQueries({ queryKey: eventQueryKey })}
    >
      <GuestShow event={event} language={language} eventQueryKey={eventQueryKey} />
    </RevealWall>
  );
}

function GuestShow({ event, language, eventQueryKey }: GuestShowProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const baseUrl = useSiteConfig().data?.baseUrl;
  const data = useSlideshowData({
    eventId: event.id,
    audience: 'guest',
    messages: event.guestbookVisible,
    eventQueryKey,
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
      intervalSeconds={event.slideshowIntervalSeconds}
      data={data}
      qrLink={guestLink(event.id, baseUrl)}
      messagesAvailable={event.guestbookVisible}
      promptTitles={new Map(event.prompts.map((prompt) => [prompt.id, prompt.title]))}
      exitTo={guestHref(`/public/${encodeURIComponent(event.id)}`, language)}
    />
  );
}
