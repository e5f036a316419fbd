// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectLanguage,
  languageStorageKey,
  readStoredLanguage,
  resolveInitialLanguage,
  storeLanguage,
} from './language';

describe('detectLanguage', () => {
  it('prefers the lang query parameter over everything else', () => {
    expect(detectLanguage({ search: '?lang=en', stored: 'pl', browser: ['pl-PL'] })).toBe('en');
    expect(detectLanguage({ search: 'lang=PL&x=1', stored: 'en', browser: ['en-US'] })).toBe('pl');
  });

  it('ignores a lang parameter other than pl or en', () => {
    expect(detectLanguage({ search: '?lang=de', stored: 'en' })).toBe('en');
    expect(detectLanguage({ search: '?lang=', browser: ['en'] })).toBe('en');
  });

  it('uses the stored choice before the browser languages', () => {
    expect(detectLanguage({ search: '', stored: 'en', browser: ['pl-PL'] })).toBe('en');
    expect(detectLanguage({ stored: 'pl', browser: ['en-GB'] })).toBe('pl');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage({ stored: 'fr', browser: ['en-US'] })).toBe('en');
  });

  it('takes the first supported browser language, by its primary subtag', () => {
    expect(detectLanguage({ browser: ['en-US', 'pl'] })).toBe('en');
    expect(detectLanguage({ browser: ['de-DE', 'pl_PL', 'en'] })).toBe('pl');
  });

  it('falls back to Polish', () => {
    expect(detectLanguage({})).toBe('pl');
    expect(detectLanguage({ search: '?lang=xx', stored: null, browser: ['de-DE', 'fr'] })).toBe(
      'pl',
    );
  });
});

describe('resolveInitialLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
    window.history.replaceState(null, '', '/');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('stores the language from the URL and sets <html lang>', () => {
    window.history.replaceState(null, '', '/terms?lang=en');
    expect(resolveInitialLanguage()).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps a stored choice when the URL has none', () => {
    localStorage.setItem(languageStorageKey, 'en');
    expect(resolveInitialLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the browser, then falls back to Polish', () => {
    expect(resolveInitialLanguage()).toBe('pl');
    expect(localStorage.getItem(languageStorageKey)).toBe('pl');

    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'pl']);
    expect(resolveInitialLanguage()).toBe('en');
  });

  it('works when touching localStorage throws (in-app browsers)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    window.history.replaceState(null, '', '/?lang=en');
    expect(readStoredLanguage()).toBeNull();
    expect(storeLanguage('en')).toBe(false);
    expect(resolveInitialLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    window.history.replaceState(null, '', '/');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(resolveInitialLanguage()).toBe('en');
  });

  it('works when reading and writing items throws (storage full or disabled)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredLanguage()).toBeNull();
    expect(storeLanguage('pl')).toBe(false);
    expect(resolveInitialLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });
});
