/**
 * The route every screen sits in: restores scroll positions, follows a
 * `?lang=` that appears in the URL after start-up (links, back and forward).
 * Only the switcher changes the account's language (the e-mails' language).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { parseLanguage } from '../../shared/i18n/index';
import { currentLanguage, switchLanguage } from './i18n';
import { languageParam } from './language';

export function RootLayout() {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = parseLanguage(searchParams.get(languageParam));

  useEffect(() => {
    if (requested && requested !== currentLanguage(i18n)) void switchLanguage(i18n, requested);
  }, [requested, i18n]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
