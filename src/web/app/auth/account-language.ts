/**
 * Keeps the account's language (which the server's e-mails use) in step with
 * the interface: when the language is switched while someone is signed in,
 * the account is updated too. Failures are quiet: the switch itself worked.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '../../../shared/i18n/index';
import { type AuthSession, authClient } from './auth-client';
import { authRequest } from './auth-request';
import { sessionQueryKey } from './session';

export function useAccountLanguageSync(): void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    async function follow(value: string) {
      const language = parseLanguage(value);
      const session = queryClient.getQueryData<AuthSession | null>(sessionQueryKey);
      if (!language || !session || session.user.language === language) return;
      try {
        await authRequest((fetchOptions) => authClient.updateUser({ language, fetchOptions }));
        queryClient.setQueryData<AuthSession | null>(sessionQueryKey, (current) =>
          current ? { ...current, user: { ...current.user, language } } : current,
        );
      } catch {
        // The next switch tries again; nothing the owner needs to act on.
      }
    }
    const listener = (value: string) => void follow(value);
    i18n.on('languageChanged', listener);
    return () => i18n.off('languageChanged', listener);
  }, [i18n, queryClient]);
}
