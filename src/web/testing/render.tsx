/** Renders a screen inside the app's real providers and a memory router, for jsdom tests. */
import './dom';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import type { PublicConfig } from '../../shared/api/config';
import type { Language } from '../../shared/i18n/index';
import { createI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { siteConfigQuery } from '../app/site-config';

afterEach(() => cleanup());

export const testConfig: PublicConfig = {
  siteName: 'Momenty Test',
  supportEmail: 'pomoc@example.test',
  baseUrl: 'http://localhost:3000',
  googleSignIn: false,
};

export interface RenderOptions {
  /** Initial URL of the memory router. @default '/' */
  path?: string;
  /** @default 'pl' */
  language?: Language;
  /** Put in the query cache as GET /api/config; `null` leaves it to load. */
  config?: PublicConfig | null;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const i18n = createI18n(options.language ?? 'pl');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.config !== null)
    queryClient.setQueryData(siteConfigQuery.queryKey, options.config ?? testConfig);
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, i18n, queryClient, user };
}
