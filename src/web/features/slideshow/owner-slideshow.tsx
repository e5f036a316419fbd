/**
 * /events/{eventId}/slideshow: the owner's slideshow, full screen (outside the sidebar layout).
 * Premium only: other plans get the upgrade link instead. Photos and videos come from the
 * owner's media list (ready and not hidden from guests) and the owner's live stream; the QR
 * code is the event's own (`/api/events/{id}/qr.png`).
 */
import { useTranslation } from 'react-i18next';
import { ApiError, useErrorMessage } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { type EventDetail, eventQueryKey, useEvent } from '../../shared/api/get-event';
import { useSlideshowData } from './slideshow-data';
import { NoticeButton, NoticeLink, SlideshowNotice } from './slideshow-notice';
import { SlideshowPlayer } from './slideshow-player';

export function OwnerSlideshow({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const event = useEvent(eventId);
  usePageTitle(event.data ? t('slideshow.title', { name: event.data.name }) : undefined);

  if (event.isPending) return <SlideshowNotice title={t('slideshow.loading')} busy />;
  if (event.isError) {
    const notFound = event.error instanceof ApiError && event.error.status === 404;
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
  return <OwnerShow event={event.data} />;
}

function OwnerShow({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
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
      qrSrc={`/api/events/${encodeURIComponent(event.id)}/qr.png`}
      messagesAvailable
      exitTo={`/events/album/${encodeURIComponent(event.id)}`}
    />
  );
}
