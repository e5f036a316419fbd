/**
 * The guest event page (/public/{eventId}, /test-event): no account, a phone,
 * weak Wi-Fi. It loads the event and shows what its state allows: the
 * password prompt, an unavailable or missing event, or the page itself
 * (open-event-page.tsx) in the event's style with its buttons (upload, message,
 * voice message), what is being sent and the gallery. The upload engine, the
 * recorder and the lightbox load only when used.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PublicEvent } from '../../../shared/api/public';
import type { Language } from '../../../shared/i18n/index';
import { isGone, showsData, useErrorMessage } from '../../app/api';
import { usePublicEvent } from './api/public-event';
import { GuestI18nProvider } from './guest-i18n';
import {
  askedLanguage,
  browserTags,
  readGuestLanguageChoice,
  resolveGuestLanguage,
} from './guest-language';
import { GuestLanguageSwitcher } from './guest-language-switcher';
import classes from './guest-page.module.css';
import { GuestScreen, guestScreenClasses } from './guest-screen';
import { OpenEventPage } from './open-event-page';
import { PasswordPrompt } from './password-prompt';
import { GuestButton, GuestLoader } from './ui/ui';

/** `renderOpen` replaces the page itself once the event is open (the guest slideshow). */
export function GuestPage({
  eventId,
  renderOpen,
}: {
  eventId: string;
  renderOpen?: (event: PublicEvent, language: Language) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const query = usePublicEvent(eventId, askedLanguage(eventId, searchParams));
  const language = resolveGuestLanguage({
    search: searchParams.toString(),
    browser: browserTags(),
    choice: readGuestLanguageChoice(eventId),
    eventLanguage: query.data?.event.language,
  });
  return (
    <GuestI18nProvider language={language}>
      <GuestPageContent
        eventId={eventId}
        language={language}
        query={query}
        renderOpen={renderOpen}
      />
    </GuestI18nProvider>
  );
}

function GuestPageContent({
  eventId,
  language,
  query,
  renderOpen,
}: {
  eventId: string;
  language: Language;
  query: ReturnType<typeof usePublicEvent>;
  renderOpen?: (event: PublicEvent, language: Language) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const switcher = <GuestLanguageSwitcher eventId={eventId} value={language} />;

  if (query.isPending) {
    return (
      <div className={classes.loading}>
        <GuestLoader label={t('guest.loading')} />
      </div>
    );
  }
  // A page that never loaded shows the error, and an event the server says is gone shows "not
  // found"; any other failed refetch (a Wi-Fi blip at the venue) keeps what the guest sees, an
  // upload in progress included (showsData).
  if (!showsData(query)) {
    const notFound = isGone(query.error);
    return (
      <GuestScreen corner={switcher} language={language}>
        <h1 className={guestScreenClasses.title}>
          {notFound ? t('guest.notFound.title') : t('guest.loadFailed')}
        </h1>
        <p className={guestScreenClasses.text}>
          {notFound ? t('guest.notFound.text') : errorMessage(query.error)}
        </p>
        {!notFound && (
          <GuestButton onClick={() => void query.refetch()} className={guestScreenClasses.submit}>
            {t('common.actions.retry')}
          </GuestButton>
        )}
      </GuestScreen>
    );
  }
  const answer = query.data;
  if (answer.access === 'locked') return <PasswordPrompt event={answer.event} corner={switcher} />;
  if (answer.access === 'unavailable') {
    return (
      <GuestScreen
        style={answer.event.style}
        name={answer.event.name}
        corner={switcher}
        language={language}
      >
        <h2 className={guestScreenClasses.title}>
          {t(`guest.unavailable.${answer.reason}.title`)}
        </h2>
        <p className={guestScreenClasses.text}>{t(`guest.unavailable.${answer.reason}.text`)}</p>
      </GuestScreen>
    );
  }
  if (renderOpen) return renderOpen(answer.event, language);
  return <OpenEventPage event={answer.event} language={language} switcher={switcher} />;
}
