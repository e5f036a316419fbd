/** The owner app itself: renders the providers and the router, in the language the entry resolved. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { Language } from '../shared/i18n/index';
import { seedSignedOutSession } from './app/auth/session';
import { serverSawNoSession } from './app/auth/session-hint';
import type { Catalogue } from './app/catalogues';
import { whenArrivedOrAfter } from './app/first-reads';
import { createI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appStartMark } from './app/start-mark';
import { createRouter } from './router';
import { loadOwnerScreens } from './routes/load-owner-screens';
import { guardFileDrops } from './shared/file-drops';

/** Starts the app in `language` (resolved by the entry, which fetched its `catalogue`). */
export function startApp(language: Language, catalogue: Catalogue): Promise<void> {
  performance.mark(appStartMark);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const i18n = createI18n(language, catalogue);
  const queryClient = createQueryClient();
  seedSignedOutSession(queryClient);
  // An owner page's reads come with the owner's screens (their code is on its way since the
  // entry script saw the session); a signed-out visitor loads neither.
  const firstReads = serverSawNoSession()
    ? Promise.resolve()
    : loadOwnerScreens().then(
        ({ prefetchOwnerPage }) =>
          prefetchOwnerPage(queryClient, window.location.pathname, window.location.search),
        // The route that needs them says so when it loads them again.
        () => undefined,
      );
  const router = createRouter();
  const root = createRoot(container);
  // A file dropped beside a drop target does not take the owner out of the app (and unsaved
  // changes with it).
  guardFileDrops();
  // Rendered with the page's first reads when they have arrived (see firstReadsWaitMs).
  return whenArrivedOrAfter(firstReads).then(() => {
    // The first render as a transition: React renders it in slices of a few milliseconds and
    // lets the browser answer in between, instead of one long task (about 200 ms for the start
    // screen here, four times that on a mid-range phone). Until it is shown, the page keeps
    // what the server sent (the start screen's picture).
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders i18n={i18n} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}
