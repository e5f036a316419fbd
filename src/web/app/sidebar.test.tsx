// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { renderWithProviders } from '../../test/web/render';
import { needsPayment, Sidebar, type SidebarEvent } from './sidebar';

const events: SidebarEvent[] = [
  { id: 'ev-wedding', name: 'Wesele Ani i Tomka', plan: 'standard', paid: true, expired: false },
  { id: 'ev-old', name: 'Sylwester 2023', plan: 'premium', paid: true, expired: true },
  { id: 'ev-unpaid', name: 'Chrzciny Zosi', plan: 'basic', paid: false, expired: false },
  { id: 'ev-trial', name: 'Urodziny próbne', plan: 'trial', paid: false, expired: false },
];

function renderSidebar(props: Partial<Parameters<typeof Sidebar>[0]> = {}, path = '/events') {
  const onSignOut = vi.fn();
  const onUpdatePassword = vi.fn();
  const rendered = renderWithProviders(
    <Sidebar
      events={events}
      signsInWithPassword={false}
      onSignOut={onSignOut}
      onUpdatePassword={onUpdatePassword}
      {...props}
    />,
    { path },
  );
  return { ...rendered, onSignOut, onUpdatePassword };
}

async function expand(user: ReturnType<typeof renderSidebar>['user'], name: string) {
  const toggle = screen.getByRole('button', { name: new RegExp(name) });
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
}

describe('Sidebar', () => {
  it("shows a helper's role, never asks a helper to pay, and gives a moderator no settings", async () => {
    const { user } = renderSidebar({
      events: [
        {
          id: 'ev-co',
          name: 'Wesele Oli',
          plan: 'basic',
          paid: false,
          role: 'cohost',
          expired: false,
        },
        {
          id: 'ev-mod',
          name: 'Chrzciny Jasia',
          plan: 'premium',
          paid: true,
          role: 'moderator',
          expired: false,
        },
      ],
    });
    expect(screen.getByText(pl.members.roles.cohost)).toBeDefined();
    expect(screen.getByText(pl.members.roles.moderator)).toBeDefined();
    await expand(user, 'Wesele Oli');
    expect(screen.queryByRole('link', { name: pl.shell.nav.payNow })).toBeNull();
    expect(screen.getAllByRole('link', { name: pl.shell.nav.settings })).toHaveLength(1);
    await expand(user, 'Chrzciny Jasia');
    expect(screen.getAllByRole('link', { name: pl.shell.nav.albums })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: pl.shell.nav.settings })).toHaveLength(1);
  });

  it('shows the navigation groups, FAQ and contact', () => {
    renderSidebar();
    for (const label of Object.values(pl.shell.nav.groups))
      expect(screen.getByText(label)).toBeDefined();
    expect(screen.getByRole('link', { name: pl.shell.nav.events }).getAttribute('href')).toBe(
      '/events',
    );
    expect(screen.getByRole('link', { name: pl.shell.nav.faq }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: pl.shell.nav.contact }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: pl.shell.footer.terms }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: pl.shell.footer.privacy }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Momenty Test`)).toBeDefined();
  });

  it('hides expired events', () => {
    renderSidebar();
    expect(screen.getByRole('button', { name: /Wesele Ani i Tomka/ })).toBeDefined();
    expect(screen.queryByText('Sylwester 2023')).toBeNull();
  });

  it('offers only Pay now for an unpaid event on a paid plan', async () => {
    const { user } = renderSidebar();
    await expand(user, 'Chrzciny Zosi');
    const payNow = screen.getByRole('link', { name: pl.shell.nav.payNow });
    expect(payNow.getAttribute('href')).toBe('/events/payment/ev-unpaid');
    expect(screen.queryByRole('link', { name: pl.shell.nav.albums })).toBeNull();
  });

  it('offers Albums and Settings for paid and trial events, never Pay now', async () => {
    const { user } = renderSidebar();
    await expand(user, 'Wesele Ani i Tomka');
    await expand(user, 'Urodziny próbne');
    const albums = screen
      .getAllByRole('link', { name: pl.shell.nav.albums })
      .map((a) => a.getAttribute('href'));
    const settings = screen
      .getAllByRole('link', { name: pl.shell.nav.settings })
      .map((a) => a.getAttribute('href'));
    expect(albums).toEqual(['/events/album/ev-wedding', '/events/album/ev-trial']);
    expect(settings).toEqual(['/events/settings/ev-wedding', '/events/settings/ev-trial']);
    expect(screen.queryByRole('link', { name: pl.shell.nav.payNow })).toBeNull();
  });

  it('opens the event of the current page', () => {
    renderSidebar({}, '/events/settings/ev-wedding');
    expect(
      screen.getByRole('button', { name: /Wesele Ani i Tomka/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: /Chrzciny Zosi/ }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('tells when there are no events to show', () => {
    renderSidebar({ events: [{ ...events[1] } as SidebarEvent] });
    expect(screen.getByText(pl.shell.nav.noEvents)).toBeDefined();
  });

  it('offers Update password only to accounts that sign in with a password', async () => {
    const first = renderSidebar({ signsInWithPassword: false });
    expect(screen.queryByRole('button', { name: pl.shell.nav.updatePassword })).toBeNull();
    first.unmount();

    const { user, onUpdatePassword } = renderSidebar({ signsInWithPassword: true });
    await user.click(screen.getByRole('button', { name: pl.shell.nav.updatePassword }));
    expect(onUpdatePassword).toHaveBeenCalledOnce();
  });

  it('offers two-step verification to password accounts when it can be opened', async () => {
    const onTwoStepVerification = vi.fn();
    const first = renderSidebar({ signsInWithPassword: false, onTwoStepVerification });
    expect(screen.queryByRole('button', { name: pl.shell.nav.twoStepVerification })).toBeNull();
    first.unmount();

    const { user } = renderSidebar({ signsInWithPassword: true, onTwoStepVerification });
    await user.click(screen.getByRole('button', { name: pl.shell.nav.twoStepVerification }));
    expect(onTwoStepVerification).toHaveBeenCalledOnce();
  });

  it('asks before signing out', async () => {
    const { user, onSignOut } = renderSidebar();
    const nav = screen.getByRole('navigation', { name: pl.shell.nav.label });
    await user.click(within(nav).getByRole('button', { name: pl.shell.nav.signOut }));
    expect(onSignOut).not.toHaveBeenCalled();

    let dialog = await screen.findByRole('dialog', { name: pl.shell.signOut.title });
    await user.click(within(dialog).getByRole('button', { name: pl.common.actions.cancel }));
    expect(onSignOut).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('button', { name: pl.shell.nav.signOut }));
    dialog = await screen.findByRole('dialog', { name: pl.shell.signOut.title });
    await user.click(within(dialog).getByRole('button', { name: pl.shell.signOut.confirm }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('switches the language and sets ?lang= on the current URL', async () => {
    const { user, router } = renderSidebar({}, '/events/album/ev-wedding?tab=grid');
    await user.click(screen.getByRole('radio', { name: pl.common.language.en }));
    expect(router.state.location.pathname).toBe('/events/album/ev-wedding');
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('en');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('grid');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('button', { name: en.shell.nav.signOut })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('needsPayment', () => {
  it('is true only for unpaid events on a paid plan', () => {
    expect(needsPayment({ plan: 'basic', paid: false })).toBe(true);
    expect(needsPayment({ plan: 'premium', paid: false })).toBe(true);
    expect(needsPayment({ plan: 'standard', paid: true })).toBe(false);
    expect(needsPayment({ plan: 'trial', paid: false })).toBe(false);
  });
});
