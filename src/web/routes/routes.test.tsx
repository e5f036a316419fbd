// @vitest-environment jsdom
/** The app's routes and guards: who sees the sign-in screen, who is sent where, and back. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { renderRoutes, testSession } from '../../test/web/render';
import { accountsQuery } from '../features/account/api/account-api';
import { eventsQueryKey } from '../features/events/api/get-events';
import { routes } from '../router';
import { loadOwnerScreens } from './load-owner-screens';

// The session endpoint, answered by each test; nothing else reaches the auth client here.
const auth = vi.hoisted(() => ({
  getSession: (): Promise<unknown> => new Promise(() => {}),
}));
vi.mock('../app/auth/auth-client', () => ({
  authClient: { getSession: () => auth.getSession() },
}));

beforeEach(() => {
  auth.getSession = () => new Promise(() => {});
});

// The owner's screens load on demand: their code is compiled once, here, not inside a test's wait.
beforeAll(async () => {
  await loadOwnerScreens();
}, 60_000);

const ownerData: [readonly unknown[], unknown][] = [
  [eventsQueryKey, []],
  [accountsQuery.queryKey, [{ providerId: 'credential' }]],
];

function signedIn(path: string, language: 'pl' | 'en' = 'pl') {
  return renderRoutes(routes, { path, language, session: testSession(), queries: ownerData });
}

function signedOut(path: string, language: 'pl' | 'en' = 'pl') {
  return renderRoutes(routes, { path, language, session: null });
}

describe('signed out', () => {
  it('an owner route sends the visitor to the sign-in screen, keeping the target', async () => {
    const { router } = signedOut('/events?lang=pl');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2Fevents%3Flang%3Dpl');
    expect(await screen.findByRole('tab', { name: pl.auth.panel.tabs.signIn })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: pl.shell.start.headline })).toBeDefined();
  });

  it('any other path shows the sign-in screen where it is', () => {
    const { router } = signedOut('/some/unknown/path');
    expect(router.state.location.pathname).toBe('/some/unknown/path');
    expect(screen.getByRole('tab', { name: pl.auth.panel.tabs.signUp })).toBeDefined();
  });

  it('the terms and the privacy policy need no account', () => {
    const { router } = signedOut('/terms');
    expect(router.state.location.pathname).toBe('/terms');
    expect(
      screen.getByRole('heading', { level: 1, name: pl.shell.legal.terms.title }),
    ).toBeDefined();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('signed in', () => {
  it('/ goes to /events', async () => {
    const { router } = signedIn('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(
      await screen.findByRole('heading', { level: 1, name: pl.shell.events.title }),
    ).toBeDefined();
    const nav = screen.getByRole('navigation', { name: pl.shell.nav.label });
    expect(within(nav).getByRole('button', { name: pl.shell.nav.updatePassword })).toBeDefined();
    expect(
      within(nav).getByRole('button', { name: pl.shell.nav.twoStepVerification }),
    ).toBeDefined();
  });

  it('the sign-in screen passes on to a same-origin redirect target', async () => {
    const { router } = signedIn('/?redirect=%2Fevents%3Ftab%3Dall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(router.state.location.search).toBe('?tab=all');
  });

  it('ignores a redirect to another site', async () => {
    const { router } = signedIn('/?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(router.state.location.search).toBe('');
  });

  it("an event's short address opens its albums, keeping the query", async () => {
    const { router } = signedIn('/events/evt_1?lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/album/evt_1'));
    expect(router.state.location.search).toBe('?lang=en');
    // The fixed addresses under /events stay theirs.
    const create = signedIn('/events/create', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.events.create.title }),
    ).toBeDefined();
    expect(create.router.state.location.pathname).toBe('/events/create');
  });

  it('an unknown path says the page was not found, inside the owner area', async () => {
    signedIn('/no/such/page', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.shell.notFound.title }),
    ).toBeDefined();
    expect(screen.getByRole('navigation', { name: en.shell.nav.label })).toBeDefined();
  });

  it('shows the banner only to an owner whose address is not confirmed', async () => {
    renderRoutes(routes, {
      path: '/events',
      session: testSession({ emailVerified: false }),
      queries: ownerData,
    });
    expect(await screen.findByText(pl.auth.verifyBanner.title)).toBeDefined();
    expect(screen.getByRole('button', { name: pl.auth.verifyBanner.action })).toBeDefined();
  });

  it('a Google-only account is not offered a password change or two-step verification', async () => {
    renderRoutes(routes, {
      path: '/events',
      session: testSession(),
      queries: [
        ownerData[0] as [readonly unknown[], unknown],
        [accountsQuery.queryKey, [{ providerId: 'google' }]],
      ],
    });
    const nav = await screen.findByRole('navigation', { name: pl.shell.nav.label });
    expect(within(nav).queryByRole('button', { name: pl.shell.nav.updatePassword })).toBeNull();
    expect(
      within(nav).queryByRole('button', { name: pl.shell.nav.twoStepVerification }),
    ).toBeNull();
  });
});

describe('while the session is being checked', () => {
  it('shows the full-screen loading overlay, then the screen', async () => {
    let answer: (value: unknown) => void = () => {};
    auth.getSession = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    renderRoutes(routes, { path: '/' });
    expect(screen.getByRole('status').textContent).toContain(pl.shell.authLoading);
    answer({ data: null, error: null });
    expect(await screen.findByRole('tab', { name: pl.auth.panel.tabs.signIn })).toBeDefined();
    expect(screen.queryByText(pl.shell.authLoading)).toBeNull();
  });

  it('shows the configuration error when the auth endpoints are missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    auth.getSession = async () => ({ data: null, error: { status: 404, statusText: 'Not Found' } });
    renderRoutes(routes, { path: '/events', language: 'en' });
    expect(await screen.findByText(en.errors.authConfigError)).toBeDefined();
    expect(screen.getByRole('button', { name: en.common.actions.retry })).toBeDefined();
    expect(log).toHaveBeenCalled();
  });
});
