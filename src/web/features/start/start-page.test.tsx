// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../test/web/render';
import { StartPage } from './start-page';

const rawKey = /\b(?:common|shell|errors|validation)\.[A-Za-z]/;

describe('StartPage', () => {
  it('presents Momenty in Polish with four steps and nine highlights, without raw keys', () => {
    const { container } = renderWithProviders(<StartPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pl.shell.start.headline);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3 + 4 + 9);
    expect(
      screen.getByRole('heading', { level: 3, name: pl.shell.start.steps.download.title }),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { level: 3, name: pl.shell.start.highlights.heic.title }),
    ).toBeDefined();
    // What the hosts get together: challenges, the reveal and co-hosts.
    for (const id of ['challenges', 'reveal', 'cohosts'] as const) {
      expect(
        screen.getByRole('heading', { level: 3, name: pl.shell.start.highlights[id].title }),
      ).toBeDefined();
    }
    expect(container.textContent).not.toMatch(rawKey);
    expect(document.title).toBe(`${pl.shell.start.pageTitle} · Momenty Test`);
  });

  it('is complete in English too', () => {
    const { container } = renderWithProviders(<StartPage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.shell.start.headline);
    expect(container.textContent).not.toMatch(rawKey);
  });

  it('puts the auth panel in place of the illustration', () => {
    renderWithProviders(<StartPage authPanel={<form aria-label="auth slot" />} />);
    expect(screen.getByRole('form', { name: 'auth slot' })).toBeDefined();
    expect(document.querySelector('svg[viewBox="0 0 520 440"]')).toBeNull();
  });
});
