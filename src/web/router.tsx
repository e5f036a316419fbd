/**
 * The routes of the app. The information pages (/faq, /contact, /terms,
 * /privacy) never need an account: signed in they show beside the sidebar,
 * signed out in the public layout. The guest pages (/public/:eventId,
 * /test-event, /public/:eventId/slideshow: full screen, loaded as their own chunk) never
 * need one either; the owner's slideshow (/events/:eventId/slideshow) is full screen too,
 * outside the sidebar layout. Every
 * other screen waits for the authentication state (AuthGate): `/` is the
 * sign-in screen, or /events for a signed-in owner; the owner routes send
 * signed-out visitors to the sign-in screen and back afterwards; any other
 * path is the sign-in screen when signed out.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthGate } from './app/auth/auth-gate';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { ContactPage } from './features/contact/contact-page';
import { FaqPage } from './features/faq/faq-page';
import { PrivacyPage } from './features/legal/privacy-page';
import { TermsPage } from './features/legal/terms-page';
import { AlbumRoute } from './routes/album-route';
import { CreateEventRoute } from './routes/create-event-route';
import { EventRoute } from './routes/event-route';
import { EventSettingsRoute } from './routes/event-settings-route';
import { EventsRoute } from './routes/events-route';
import { FallbackRoute } from './routes/fallback-route';
import { GiftRoute } from './routes/gift-route';
import { HomeRoute } from './routes/home-route';
import { InfoArea } from './routes/info-area';
import { DigestOptOutRoute, InvitationRoute } from './routes/members-routes';
import { OwnerArea } from './routes/owner-area';
import { PaymentRoute } from './routes/payment-route';
import { UpgradeRoute } from './routes/upgrade-route';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <InfoArea />,
        children: [
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'contact', element: <ContactPage /> },
        ],
      },
      {
        path: 'public/:eventId',
        lazy: () =>
          import('./routes/guest-route').then(({ GuestRoute }) => ({ Component: GuestRoute })),
      },
      {
        path: 'public/:eventId/slideshow',
        lazy: () =>
          import('./routes/slideshow-route').then(({ GuestSlideshowRoute }) => ({
            Component: GuestSlideshowRoute,
          })),
      },
      {
        path: 'test-event',
        lazy: () =>
          import('./routes/guest-route').then(({ DemoGuestRoute }) => ({
            Component: DemoGuestRoute,
          })),
      },
      { path: 'digest/:token', element: <DigestOptOutRoute /> },
      {
        element: <AuthGate />,
        children: [
          { index: true, element: <HomeRoute /> },
          // Open signed out too: the page offers signing in or up, then comes back.
          { path: 'invitations/:token', element: <InvitationRoute /> },
          {
            // Full screen for a projector or TV: outside the sidebar layout.
            path: 'events/:eventId/slideshow',
            lazy: () =>
              import('./routes/slideshow-route').then(({ OwnerSlideshowRoute }) => ({
                Component: OwnerSlideshowRoute,
              })),
          },
          {
            element: <OwnerArea />,
            children: [
              { path: 'events', element: <EventsRoute /> },
              { path: 'events/create', element: <CreateEventRoute /> },
              { path: 'events/album/:eventId', element: <EventRoute /> },
              { path: 'albums/:eventId/:albumId', element: <AlbumRoute /> },
              { path: 'events/payment/:eventId', element: <PaymentRoute /> },
              { path: 'events/:eventId/upgrade', element: <UpgradeRoute /> },
              { path: 'events/gift/:plan', element: <GiftRoute /> },
              { path: 'events/settings/:eventId', element: <EventSettingsRoute /> },
            ],
          },
          { path: '*', element: <FallbackRoute /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
