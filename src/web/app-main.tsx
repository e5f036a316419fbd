/** The owner app itself: picks the language, then renders the providers and the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedSignedOutSession } from './app/auth/session';
import { createI18n } from './app/i18n';
import { resolveInitialLanguage } from './app/language';
import { prefetchOwnerPage } from './app/prefetch';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './router';

export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const i18n = createI18n(resolveInitialLanguage());
  const queryClient = createQueryClient();
  seedSignedOutSession(queryClient);
  prefetchOwnerPage(queryClient, window.location.pathname, window.location.search);
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
