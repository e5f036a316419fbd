/**
 * Signing out: ends the session on the server, then loads the site root
 * afresh. A full page load forgets everything the app held about the owner
 * in memory, and no owner screen gets to react to the missing session first.
 */
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useErrorMessage } from '../api';
import { authClient } from './auth-client';
import { authRequest } from './auth-request';

function loadSiteRoot(): void {
  window.location.replace('/');
}

/** `leave` replaces the page load in tests. */
export function useSignOut(leave: () => void = loadSiteRoot): () => Promise<void> {
  const errorMessage = useErrorMessage();
  return useCallback(async () => {
    try {
      await authRequest((fetchOptions) => authClient.signOut({ fetchOptions }));
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
      return;
    }
    leave();
  }, [errorMessage, leave]);
}
