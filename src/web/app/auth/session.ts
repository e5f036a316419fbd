/**
 * The authentication state of the app, from one TanStack query of the current
 * session: `configuring` until the first answer, then `authenticated` or
 * `unauthenticated`; `failed` when the auth endpoints cannot be used at all
 * (server error, unreachable), which the app shows as a configuration error.
 * The query is only refreshed on purpose (after signing in or out, changing
 * the account, or an API answer of 401), so a sign-in flow that has already
 * created a server session can finish its own steps first.
 */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionPath } from '../../shared/api/paths';
import { ApiError } from '../api';
import { earlyOr } from '../early-requests';
import { type AuthSession, type AuthUser, authClient } from './auth-client';
import { authRequest } from './auth-request';
import { serverSawNoSession } from './session-hint';

export const sessionQueryKey = ['auth', 'session'] as const;

/** Query keys of the signed-in owner's data, dropped when someone else signs in. */
export const ownerQueryKeys = [['events'], ['account']] as const;

/** Asks the server for the current session; `null` when nobody is signed in. */
export async function fetchSession(): Promise<AuthSession | null> {
  const data = await authRequest((fetchOptions) =>
    // The entry script may have asked already (early-requests.ts): that answer is taken once.
    authClient.getSession({
      fetchOptions: {
        ...fetchOptions,
        customFetchImpl: (input, init) => earlyOr(sessionPath, () => fetch(input, init)),
      },
    }),
  );
  return data?.user && data.session ? data : null;
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: (failureCount, error) =>
    failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

/**
 * The server saw no session cookie when it sent this page (`<meta name="momenty-session"
 * content="none">`): nobody is signed in, so the app starts signed out at once instead of asking.
 */
export function seedSignedOutSession(queryClient: QueryClient, doc: Document = document): void {
  if (serverSawNoSession(doc) && queryClient.getQueryData(sessionQueryKey) === undefined) {
    queryClient.setQueryData(sessionQueryKey, null);
  }
}

export type AuthStatus = 'configuring' | 'authenticated' | 'unauthenticated' | 'failed';

export interface AuthState {
  status: AuthStatus;
  session: AuthSession | null;
  user: AuthUser | null;
  /** Why the state is `failed`. */
  error: unknown;
  /** Asks the server again (after a failure, or to pick up a change). */
  refresh: () => Promise<unknown>;
}

/** The current authentication state. */
export function useAuth(): AuthState {
  const query = useQuery(sessionQuery);
  const { data, isError, error, refetch } = query;
  const refresh = useCallback(() => refetch(), [refetch]);
  if (data !== undefined) {
    return {
      status: data ? 'authenticated' : 'unauthenticated',
      session: data,
      user: data?.user ?? null,
      error: null,
      refresh,
    };
  }
  return {
    status: isError ? 'failed' : 'configuring',
    session: null,
    user: null,
    error: isError ? error : null,
    refresh,
  };
}

/**
 * Stores a session the app learnt about (after signing in). Data cached for
 * another owner (whose session ended on this device) is dropped first.
 */
export function useSetSession(): (session: AuthSession | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session) => {
      const previous = queryClient.getQueryData<AuthSession | null>(sessionQueryKey);
      if (previous?.user.id !== session?.user.id) {
        for (const queryKey of ownerQueryKeys) queryClient.removeQueries({ queryKey });
      }
      queryClient.setQueryData(sessionQueryKey, session);
    },
    [queryClient],
  );
}
