// @vitest-environment jsdom
/** The owners' language switcher: two radio buttons, drawn without reading the page's layout. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { renderRoutes } from '../../test/web/render';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher(path = '/') {
  return renderRoutes([{ path: '/', element: <LanguageSwitcher /> }], { path, session: null });
}

describe('LanguageSwitcher', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a group of two radio buttons named by their languages, the current one checked', () => {
    renderSwitcher();
    const group = screen.getByRole('radiogroup', { name: pl.common.language.label });
    const polish = screen.getByRole('radio', { name: pl.common.language.pl });
    const english = screen.getByRole('radio', { name: pl.common.language.en });
    expect(group.contains(polish) && group.contains(english)).toBe(true);
    expect((polish as HTMLInputElement).checked).toBe(true);
    expect((english as HTMLInputElement).checked).toBe(false);
  });

  it('switches the screen and the address, and checks the language chosen', async () => {
    const { user, router } = renderSwitcher();
    await user.click(screen.getByRole('radio', { name: pl.common.language.en }));
    const english = await screen.findByRole('radio', { name: en.common.language.en });
    expect((english as HTMLInputElement).checked).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('en');
  });

  it('reads no layout when it appears (a phone’s start screen waits for every read)', () => {
    const reads = [
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get'),
    ];
    renderSwitcher();
    expect(screen.getByRole('radiogroup')).toBeDefined();
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });
});
