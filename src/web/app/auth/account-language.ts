/**
 * Saves a language the owner chose in the switcher to their account, which the
 * server's e-mails use. Only an explicit choice does: a visit with `?lang=`
 * changes what this screen shows, not the account. Failures are quiet: the
 * switch itself worked, and the next choice tries again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../shared/i18n/index';
import { type AuthSession, authClient } from './auth-client';
import { authRequest } from './auth-request';
import { sessionQueryKey } from './session';

export function useSaveAccountLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      const session = queryClient.getQueryData<AuthSession | null>(sessionQueryKey);
      if (!session || session.user.language === language) return;
      try {
        await authRequest((fetchOptions) => authClient.updateUser({ language, fetchOptions }));
        queryClient.setQueryData<AuthSession | null>(sessionQueryKey, (current) =>
          current ? { ...current, user: { ...current.user, language } } : current,
        );
      } catch {
        // Nothing the owner needs to act on.
      }
    },
    [queryClient],
  );
}
