// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pl } from '../../shared/i18n/pl/index';
import { renderWithProviders } from '../../test/web/render';
import { OwnerLayout } from './owner-layout';

describe('OwnerLayout', () => {
  it('shows the screen beside the sidebar, with a burger that opens and closes it', async () => {
    const { user } = renderWithProviders(
      <OwnerLayout events={[]} signsInWithPassword onSignOut={vi.fn()}>
        <h1>Moje wydarzenia</h1>
      </OwnerLayout>,
      { path: '/events' },
    );
    expect(screen.getByRole('heading', { name: 'Moje wydarzenia' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: pl.shell.nav.label })).toBeDefined();

    await user.click(screen.getByRole('button', { name: pl.shell.header.openNavigation }));
    const burger = screen.getByRole('button', { name: pl.shell.header.closeNavigation });
    expect(burger.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('link', { name: pl.shell.nav.faq }));
    expect(screen.getByRole('button', { name: pl.shell.header.openNavigation })).toBeDefined();
  });
});
