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
 *
 * The app's code holds the start screen, the information pages and the guards; the owner's
 * screens (with the hosts' answer schemas, whose building a phone would otherwise wait for on
 * the start screen), the contact form and the members' links load when first opened.
 */
import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useParams,
} from 'react-router';
import { AppLoading } from './app/app-loading';
import { AuthGate } from './app/auth/auth-gate';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { FaqPage } from './features/faq/faq-page';
import { PrivacyPage } from './features/legal/privacy-page';
import { TermsPage } from './features/legal/terms-page';
import { FallbackRoute } from './routes/fallback-route';
import { HomeRoute } from './routes/home-route';
import { InfoArea } from './routes/info-area';
import { loadOwnerScreens } from './routes/load-owner-screens';

type OwnerScreen = Exclude<keyof Awaited<ReturnType<typeof loadOwnerScreens>>, 'prefetchOwnerPage'>;

/** A route's `lazy`: the owner's screen `name`, from their chunk (loaded once). */
const ownerScreen = (name: OwnerScreen) => () =>
  loadOwnerScreens().then((screens) => ({ Component: screens[name] }));

/**
 * /events/{eventId}, the address an owner gets by cutting a longer one short (the upgrade's,
 * the slideshow's): the event's albums, its query kept.
 */
function EventAddress() {
  const { eventId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/events/album/${encodeURIComponent(eventId)}${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The router waits for a screen's code on the first load: the loading screen meanwhile.
    HydrateFallback: AppLoading,
    children: [
      {
        element: <InfoArea />,
        children: [
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'faq', element: <FaqPage /> },
          {
            path: 'contact',
            lazy: () =>
              import('./features/contact/contact-page').then(({ ContactPage }) => ({
                Component: ContactPage,
              })),
          },
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
      {
        path: 'digest/:token',
        lazy: () =>
          import('./routes/members-routes').then(({ DigestOptOutRoute }) => ({
            Component: DigestOptOutRoute,
          })),
      },
      {
        element: <AuthGate />,
        children: [
          { index: true, element: <HomeRoute /> },
          // Open signed out too: the page offers signing in or up, then comes back.
          {
            path: 'invitations/:token',
            lazy: () =>
              import('./routes/members-routes').then(({ InvitationRoute }) => ({
                Component: InvitationRoute,
              })),
          },
          {
            // Full screen for a projector or TV: outside the sidebar layout.
            path: 'events/:eventId/slideshow',
            lazy: () =>
              import('./routes/slideshow-route').then(({ OwnerSlideshowRoute }) => ({
                Component: OwnerSlideshowRoute,
              })),
          },
          {
            lazy: ownerScreen('OwnerArea'),
            children: [
              { path: 'events', lazy: ownerScreen('EventsRoute') },
              { path: 'events/create', lazy: ownerScreen('CreateEventRoute') },
              { path: 'events/album/:eventId', lazy: ownerScreen('EventRoute') },
              { path: 'events/:eventId', element: <EventAddress /> },
              { path: 'albums/:eventId/:albumId', lazy: ownerScreen('AlbumRoute') },
              { path: 'events/payment/:eventId', lazy: ownerScreen('PaymentRoute') },
              { path: 'events/:eventId/upgrade', lazy: ownerScreen('UpgradeRoute') },
              { path: 'events/gift/:plan', lazy: ownerScreen('GiftRoute') },
              { path: 'events/settings/:eventId', lazy: ownerScreen('EventSettingsRoute') },
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
