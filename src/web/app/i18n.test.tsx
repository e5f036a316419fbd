// @vitest-environment jsdom
/**
 * The app's languages: it starts holding only the catalogue it shows, fetches another when it
 * switches to it (or a preview speaks it), and stays as it was when that fetch fails.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../shared/i18n/en/index';
import type { Language } from '../../shared/i18n/index';
import { pl } from '../../shared/i18n/pl/index';
import { loadCatalogue } from './catalogues';
import { createI18n, hasLanguage, switchLanguage, useLanguageLoaded } from './i18n';

// The catalogues' fetch, failing for the languages listed (the network at the boundary).
const offline = vi.hoisted(() => new Set<string>());
vi.mock('./catalogues', async (importOriginal) => {
  const real = await importOriginal<typeof import('./catalogues')>();
  return {
    loadCatalogue: vi.fn((language: Language) =>
      offline.has(language)
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.loadCatalogue(language),
    ),
  };
});

afterEach(() => {
  offline.clear();
  vi.mocked(loadCatalogue).mockClear();
});

describe('createI18n', () => {
  it('holds only the catalogue of the language it starts in', () => {
    const i18n = createI18n('pl', pl);
    expect(hasLanguage(i18n, 'pl')).toBe(true);
    expect(hasLanguage(i18n, 'en')).toBe(false);
    expect(i18n.t('shell.start.headline')).toBe(pl.shell.start.headline);
    expect(loadCatalogue).not.toHaveBeenCalled();
  });
});

describe('switchLanguage', () => {
  it('fetches the other catalogue, then switches, storing the choice on <html lang>', async () => {
    const i18n = createI18n('pl', pl);
    await expect(switchLanguage(i18n, 'en')).resolves.toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell.start.headline')).toBe(en.shell.start.headline);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(loadCatalogue).toHaveBeenCalledWith('en');
  });

  it('does not fetch a catalogue it holds', async () => {
    const i18n = createI18n('en', en);
    await switchLanguage(i18n, 'en');
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('changes nothing when the catalogue cannot be fetched, and fetches it on the next try', async () => {
    const i18n = createI18n('pl', pl);
    document.documentElement.lang = 'pl';
    offline.add('en');
    await expect(switchLanguage(i18n, 'en')).resolves.toBe(false);
    expect(i18n.language).toBe('pl');
    expect(hasLanguage(i18n, 'en')).toBe(false);
    expect(i18n.t('shell.start.headline')).toBe(pl.shell.start.headline);
    expect(document.documentElement.lang).toBe('pl');

    offline.clear();
    await expect(switchLanguage(i18n, 'en')).resolves.toBe(true);
    expect(i18n.t('shell.start.headline')).toBe(en.shell.start.headline);
  });
});

describe('useLanguageLoaded', () => {
  function wrapperOf(i18n: ReturnType<typeof createI18n>) {
    return ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
  }

  it('is true at once for the language shown, without a fetch', () => {
    const i18n = createI18n('pl', pl);
    const { result } = renderHook(() => useLanguageLoaded('pl'), { wrapper: wrapperOf(i18n) });
    expect(result.current).toBe(true);
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it("fetches another language and becomes true when it is in, the screen's language unchanged", async () => {
    const i18n = createI18n('pl', pl);
    const { result } = renderHook(() => useLanguageLoaded('en'), { wrapper: wrapperOf(i18n) });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.language).toBe('pl');
    expect(i18n.t('printKit.defaultHeadline', { lng: 'en' })).toBe(en.printKit.defaultHeadline);
  });

  it('stays false while the catalogue cannot be fetched', async () => {
    const i18n = createI18n('pl', pl);
    offline.add('en');
    const { result } = renderHook(() => useLanguageLoaded('en'), { wrapper: wrapperOf(i18n) });
    await act(async () => {
      await vi.mocked(loadCatalogue).mock.results[0]?.value.catch(() => undefined);
    });
    expect(loadCatalogue).toHaveBeenCalledWith('en');
    expect(result.current).toBe(false);
  });
});
