// @vitest-environment jsdom
/** The slideshow's routes: the owner's needs an account and has no sidebar; the guest's needs none. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../../shared/api/events';
import { defaultEventSettings } from '../../shared/api/events';
import { pl } from '../../shared/i18n/pl/index';
import { renderRoutes, testSession } from '../../test/web/render';
import { accountsQuery } from '../features/account/api/account-api';
import { eventsQueryKey } from '../features/events/api/get-events';
import { routes } from '../router';
import { eventQueryKey } from '../shared/api/get-event';

const auth = vi.hoisted(() => ({
  getSession: (): Promise<unknown> => new Promise(() => {}),
}));
vi.mock('../app/auth/auth-client', () => ({
  authClient: { getSession: () => auth.getSession() },
}));

const event = {
  id: 'e1',
  name: 'Wesele Ani i Tomka',
  plan: 'basic',
  settings: defaultEventSettings,
} as EventDetail;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ error: 'errors.notFound', status: 404, message: 'x' }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the slideshow routes', () => {
  it('the owner’s slideshow sends a signed-out visitor to the sign-in screen and back', async () => {
    const { router } = renderRoutes(routes, { path: '/events/e1/slideshow', session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2Fevents%2Fe1%2Fslideshow');
  });

  it('the owner’s slideshow is full screen, without the sidebar', async () => {
    renderRoutes(routes, {
      path: '/events/e1/slideshow',
      session: testSession(),
      queries: [
        [eventsQueryKey, []],
        [accountsQuery.queryKey, [{ providerId: 'credential' }]],
        [eventQueryKey('e1'), event],
      ],
    });
    // A Basic event: the upgrade message, and no owner navigation around it.
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.slideshow.premiumOnly.title }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: pl.shell.nav.label })).toBeNull();
  });

  it('the guest slideshow needs no account', async () => {
    const { router } = renderRoutes(routes, { path: '/public/nope/slideshow', session: null });
    expect(await screen.findByText(pl.guest.notFound.title)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/public/nope/slideshow');
  });
});
