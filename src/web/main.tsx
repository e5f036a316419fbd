/**
 * Entry point of the owner app. When someone is signed in: the app's code, the owner's screens
 * and the catalogue of the page's language, then an owner page's first reads
 * (early-requests.ts), all asked for at once; the app starts once its stylesheets have loaded. For a signed-out visitor of `/` the
 * page already shows a static picture of the start screen: the app's code is loaded and
 * evaluated only after that picture has been painted (applyDeferredStyles), so a phone shows
 * text at once.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { serverSawNoSession } from './app/auth/session-hint';
import { loadCatalogue } from './app/catalogues';
import { applyDeferredStyles } from './app/deferred-styles';
import { sendOwnerPageReads } from './app/early-requests';
import { resolveInitialLanguage } from './app/language';
import { loadOwnerScreens } from './routes/load-owner-screens';

const language = resolveInitialLanguage();
/** The app's code with the catalogue of the language it starts in (only that one). */
const loadApp = () => Promise.all([import('./app-main'), loadCatalogue(language)]);

// Someone is signed in: the app's code is asked for at once, ahead of the page's reads, so that
// its files take the browser's connections to the server first (the code takes longer to be
// ready than the answers). A signed-out visitor's start page paints first (applyDeferredStyles).
const signedInApp = serverSawNoSession() ? null : loadApp();
// With the owner's screens and their reads (loaded on demand, routes/load-owner-screens.ts): a
// failure here is the router's to show when it asks for them again.
if (signedInApp) loadOwnerScreens().catch(() => undefined);
// Then, before the app's code has loaded: an owner page's answers are on their way meanwhile.
sendOwnerPageReads();
void applyDeferredStyles()
  .then(() => signedInApp ?? loadApp())
  .then(([{ startApp }, catalogue]) => startApp(language, catalogue))
  .catch((error: unknown) => {
    console.error('The app could not start:', error);
  });
