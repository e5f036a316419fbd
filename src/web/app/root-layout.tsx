/**
 * The route every screen sits in: restores scroll positions, follows a
 * `?lang=` that appears in the URL after start-up (links, back and forward)
 * and carries a language switch over to the signed-in owner's account.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { parseLanguage } from '../../shared/i18n/index';
import { useAccountLanguageSync } from './auth/account-language';
import { currentLanguage } from './i18n';
import { languageParam } from './language';

export function RootLayout() {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = parseLanguage(searchParams.get(languageParam));
  useAccountLanguageSync();

  useEffect(() => {
    if (requested && requested !== currentLanguage(i18n)) void i18n.changeLanguage(requested);
  }, [requested, i18n]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
