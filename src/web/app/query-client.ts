/**
 * The TanStack Query client: no retries for answers the server meant (4xx), a
 * few for the rest. An API answer of 401 means the session ended: the session
 * is asked for again, and the owner routes then send the visitor to sign in.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { sessionQueryKey } from './auth/session';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(error instanceof ApiError) || error.status !== 401) return;
        if (query.queryKey[0] === sessionQueryKey[0]) return;
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
