/**
 * Entry point of the owner app: an owner page's first reads (early-requests.ts), its
 * stylesheets, then the app. For a signed-out visitor of `/`
 * the page already shows a static picture of the start screen: the app's code is evaluated only
 * after that picture has been painted (applyDeferredStyles), so a phone shows text at once.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { applyDeferredStyles } from './app/deferred-styles';
import { sendOwnerPageReads } from './app/early-requests';

// First, before the app's code loads: an owner page's answers are on their way meanwhile.
sendOwnerPageReads();
void applyDeferredStyles()
  .then(() => import('./app-main'))
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    console.error('The app could not start:', error);
  });
