/**
 * The routes of the app. Signed-out screens sit in PublicLayout: /terms,
 * /privacy, and the start screen on every other path.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './app/public-layout';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { PrivacyPage } from './features/legal/privacy-page';
import { TermsPage } from './features/legal/terms-page';
import { StartPage } from './features/start/start-page';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { index: true, element: <StartPage /> },
          { path: '*', element: <StartPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
