/**
 * /public/{eventId}/slideshow: the guest page's own handling first (password prompt, unpaid
 * or expired event, missing event), then the slideshow of the open event. The slideshow's code
 * loads once the event is open; when it does not arrive (a venue's Wi-Fi), the screen says so
 * in the event's look and asks again: at a tap, when the connection returns, and every 10 s
 * (a slideshow runs on a screen nobody stands at). When a new version went live while it ran,
 * the screen reloads itself (at most once a minute).
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../shared/api/public';
import { publicEventQueryKey } from '../features/guest/api/public-event';
import { GuestPage } from '../features/guest/guest-page';
import { GuestScreen } from '../features/guest/guest-screen';
import {
  isPageUpdated,
  LoadFailureText,
  onDemand,
  useOnDemand,
} from '../features/guest/ui/on-demand';
import { GuestAlert, GuestButton, Stack } from '../features/guest/ui/ui';
import { readStored, writeStored } from '../shared/browser-storage';
import { useWhenOnlineOrAfter } from '../shared/when-online';

const slideshow = onDemand(() =>
  import('../features/slideshow/guest-slideshow').then((module) => module.GuestSlideshowShow),
);

const retryEveryMs = 10_000;
const reloadedKey = 'momenty.slideshow.reloadedAt';

/** Reloads the page for its new version, unless it did so within the last minute. */
function reloadForNewVersion() {
  const last = Number(readStored('sessionStorage', reloadedKey) ?? 0);
  if (Date.now() - last < 60_000) return;
  // Without storage to remember the reload by, a reload could repeat forever: stay on this version.
  if (!writeStored('sessionStorage', reloadedKey, String(Date.now()))) return;
  window.location.reload();
}

function Show({ event, language }: { event: PublicEvent; language: string }) {
  const { t } = useTranslation();
  const { value: Slideshow, error, loading, open } = useOnDemand(slideshow);
  const missing = Slideshow === null;
  useEffect(() => {
    if (missing) open();
  }, [missing, open]);
  useEffect(() => {
    if (isPageUpdated(error)) reloadForNewVersion();
  }, [error]);
  const again = useCallback(() => open(), [open]);
  useWhenOnlineOrAfter(isPageUpdated(error) ? null : error, retryEveryMs, again);

  if (Slideshow) {
    return (
      <Slideshow event={event} language={language} eventQueryKey={publicEventQueryKey(event.id)} />
    );
  }
  if (!error) return null;
  return (
    <GuestScreen style={event.style} name={event.name} language={language}>
      <Stack gap={12}>
        <GuestAlert tone="error" role="alert">
          <LoadFailureText error={error} />
        </GuestAlert>
        {!isPageUpdated(error) && (
          <GuestButton onClick={() => open()} loading={loading} fullWidth>
            {t('common.actions.retry')}
          </GuestButton>
        )}
      </Stack>
    </GuestScreen>
  );
}

export function GuestSlideshow({ eventId }: { eventId: string }) {
  return (
    <GuestPage
      eventId={eventId}
      renderOpen={(event, language) => <Show event={event} language={language} />}
    />
  );
}
