// @vitest-environment jsdom
/** The information pages need no account: public layout signed out, beside the sidebar signed in. */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { renderRoutes, testSession } from '../../test/web/render';
import { accountsQuery } from '../features/account/api/account-api';
import { eventsQueryKey } from '../features/events/api/get-events';
import { routes } from '../router';
import { loadOwnerScreens } from './load-owner-screens';

vi.mock('../app/auth/auth-client', () => ({
  authClient: { getSession: () => new Promise(() => {}) },
}));

const ownerData: [readonly unknown[], unknown][] = [
  [eventsQueryKey, []],
  [accountsQuery.queryKey, [{ providerId: 'credential' }]],
];

// The owner area and the contact form load on demand: their code is compiled once, here, not
// inside a test's wait.
beforeAll(async () => {
  await Promise.all([loadOwnerScreens(), import('../features/contact/contact-page')]);
}, 60_000);

const pages = [
  ['/faq', pl.faq.title, en.faq.title],
  ['/contact', pl.contact.title, en.contact.title],
  ['/terms', pl.shell.legal.terms.title, en.shell.legal.terms.title],
  ['/privacy', pl.shell.legal.privacy.title, en.shell.legal.privacy.title],
] as const;

describe.each(pages)('%s', (path, polish, english) => {
  it('signed out: the page in the public layout, no sign-in screen', async () => {
    const { router } = renderRoutes(routes, { path, session: null });
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByRole('heading', { level: 1, name: polish })).toBeDefined();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('navigation', { name: pl.shell.nav.label })).toBeNull();
  });

  it('signed in: the page beside the sidebar, whose link to it is active', async () => {
    renderRoutes(routes, { path, language: 'en', session: testSession(), queries: ownerData });
    expect(await screen.findByRole('heading', { level: 1, name: english })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: en.shell.nav.label });
    if (path === '/faq' || path === '/contact') {
      const link = within(nav).getByRole('link', {
        name: path === '/faq' ? en.shell.nav.faq : en.shell.nav.contact,
      });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.hasAttribute('data-active')).toBe(true);
    }
  });
});
