/** Renders a screen inside the app's real providers and a memory router, for jsdom tests. */
import './dom';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import type { PublicConfig } from '../../shared/api/config';
import { en } from '../../shared/i18n/en/index';
import type { Language } from '../../shared/i18n/index';
import { pl } from '../../shared/i18n/pl/index';
import type { AuthSession } from '../../web/app/auth/auth-client';
import { sessionQueryKey } from '../../web/app/auth/session';
import { createI18n } from '../../web/app/i18n';
import { AppProviders } from '../../web/app/providers';
import { siteConfigQuery } from '../../web/app/site-config';

afterEach(() => cleanup());

/** Both catalogues, at hand: a screen starts in either language without fetching. */
const catalogues = { pl, en } as const;

export const testConfig: PublicConfig = {
  siteName: 'Momenty Test',
  supportEmail: 'pomoc@example.test',
  baseUrl: 'http://localhost:3000',
  googleSignIn: false,
};

/** A signed-in owner's session as the server sends it. */
export function testSession(user: Partial<AuthSession['user']> = {}): AuthSession {
  const now = new Date('2026-05-01T10:00:00Z');
  return {
    session: {
      id: 'session-1',
      userId: 'user-1',
      token: 'token-1',
      expiresAt: new Date('2026-05-08T10:00:00Z'),
      createdAt: now,
      updatedAt: now,
    },
    user: {
      id: 'user-1',
      email: 'anna@example.test',
      emailVerified: true,
      name: '',
      language: 'pl',
      twoFactorEnabled: false,
      createdAt: now,
      updatedAt: now,
      ...user,
    },
  } as AuthSession;
}

export interface RenderOptions {
  /** Initial URL of the memory router. @default '/' */
  path?: string;
  /** @default 'pl' */
  language?: Language;
  /** Other languages whose catalogues the app already holds (a preview in the event's). */
  heldLanguages?: Language[];
  /** Put in the query cache as GET /api/config; `null` leaves it to load. */
  config?: PublicConfig | null;
  /** Put in the query cache as the current session (`null`: signed out); unset leaves it to load. */
  session?: AuthSession | null;
  /** More query data to start with, as [key, data] pairs. */
  queries?: [readonly unknown[], unknown][];
}

function setUp(options: RenderOptions, routes: RouteObject[]) {
  const language = options.language ?? 'pl';
  const i18n = createI18n(language, catalogues[language]);
  for (const held of options.heldLanguages ?? [])
    i18n.addResourceBundle(held, 'translation', catalogues[held]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.config !== null)
    queryClient.setQueryData(siteConfigQuery.queryKey, options.config ?? testConfig);
  if (options.session !== undefined) queryClient.setQueryData(sessionQueryKey, options.session);
  for (const [key, data] of options.queries ?? []) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, i18n, queryClient, user };
}

/** Renders `ui` on every path. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return setUp(options, [{ path: '*', element: ui }]);
}

/** Renders the app's own routes (router.tsx), starting at `options.path`. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  return setUp(options, routes);
}
