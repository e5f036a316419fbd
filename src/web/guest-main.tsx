/**
 * The guest pages' own entry (/public/{eventId}, its slideshow, /test-event):
 * no component library, no router, and Preact in place of React (the guest
 * build maps react to preact/compat). The server puts a small static picture
 * of the page (name, date, buttons) and the page's data into the HTML, so the
 * event shows before any script runs and no second request is needed.
 */
import './guest/guest-global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import type { PublicEventResponse } from '../shared/api/public';
import { demoEventId } from '../shared/api/public-constants';
import { ApiError } from './app/api';
import { applyDeferredStyles } from './app/deferred-styles';
import { sendEarly } from './app/early-requests';
import { galleryFirstPagePath } from './features/guest/api/media';
import { publicEventQuery } from './features/guest/api/public-event';
import { askedLanguage } from './features/guest/guest-language';
import { GuestPage } from './features/guest/guest-page';
import { adoptShell } from './features/guest/shell-handover';
import { GuestSlideshow } from './routes/guest-slideshow';
import { answerCheck } from './shared/answer-checks';
import { guardFileDrops } from './shared/file-drops';

type GuestRoute = { page: 'event' | 'slideshow'; eventId: string };

/** Which guest page this address is. */
export function guestRoute(pathname: string): GuestRoute | null {
  if (pathname.replace(/\/+$/, '') === '/test-event')
    return { page: 'event', eventId: demoEventId };
  const match = /^\/public\/([^/]+)(\/slideshow)?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  return { page: match[2] ? 'slideshow' : 'event', eventId: decodeURIComponent(match[1]) };
}

/**
 * The page's data the server put into the HTML (the answer of GET /api/public/events/{id}, made
 * by the same server in the same response), checked like any answer: it shows at once, and one
 * that does not match is not used (the page asks the server instead).
 */
function inlineData(): { language: string | null; answer: PublicEventResponse } | null {
  const element = document.getElementById('guest-data');
  if (!element?.textContent) return null;
  try {
    const raw = JSON.parse(element.textContent) as { language?: unknown; answer?: unknown };
    if (typeof raw.answer !== 'object' || raw.answer === null) return null;
    return {
      language: typeof raw.language === 'string' ? raw.language : null,
      answer: raw.answer as PublicEventResponse,
    };
  } catch {
    return null;
  }
}

const container = document.getElementById('root');
const route = guestRoute(window.location.pathname);
if (container && route) {
  // A file dropped where the page takes none (its prompt, the slideshow) leaves the guest here.
  guardFileDrops();
  // Guests have no session: answers the server meant (4xx) are not asked again.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  const data = inlineData();
  const asked = askedLanguage(route.eventId, new URLSearchParams(window.location.search));
  // Seeded under the key the page asks with, so it renders at once without a request (the demo's
  // texts are the server's: only when it wrote them in the language asked).
  if (
    data &&
    (route.eventId !== demoEventId || data.language === asked) &&
    answerCheck('publicEvent').safeParse(data.answer).success
  ) {
    queryClient.setQueryData(publicEventQuery(route.eventId, asked).queryKey, data.answer);
    // The gallery's first page is on its way while the page's code renders.
    const gallery = route.page === 'event' && galleryFirstPagePath(route.eventId, data.answer);
    if (gallery) sendEarly([gallery]);
  }
  // The server's picture of the page shows until the page's stylesheets have loaded (they come
  // as preloads, so that the picture paints without waiting for them).
  void applyDeferredStyles().then(() => {
    adoptShell(container);
    container.replaceChildren();
    createRoot(container).render(
      <QueryClientProvider client={queryClient}>
        {route.page === 'slideshow' ? (
          <GuestSlideshow eventId={route.eventId} />
        ) : (
          <GuestPage eventId={route.eventId} />
        )}
      </QueryClientProvider>,
    );
  });
}
