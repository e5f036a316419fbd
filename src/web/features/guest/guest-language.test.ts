import { describe, expect, it } from 'vitest';
import { browserLanguage, resolveGuestLanguage } from './guest-language';

describe('resolveGuestLanguage', () => {
  it('takes ?lang, then the browser, then the remembered choice, the event, Polish', () => {
    const en = ['en-GB', 'en'];
    expect(
      resolveGuestLanguage({
        search: 'lang=en',
        browser: ['pl-PL'],
        choice: 'pl',
        eventLanguage: 'pl',
      }),
    ).toBe('en');
    expect(
      resolveGuestLanguage({ search: 'lang=de', browser: en, choice: 'pl', eventLanguage: 'pl' }),
    ).toBe('en');
    expect(
      resolveGuestLanguage({ search: '', browser: ['pl'], choice: 'en', eventLanguage: 'en' }),
    ).toBe('pl');
    expect(
      resolveGuestLanguage({
        search: '',
        browser: ['de-DE', 'fr'],
        choice: 'en',
        eventLanguage: 'pl',
      }),
    ).toBe('en');
    expect(
      resolveGuestLanguage({ search: '', browser: ['de'], choice: undefined, eventLanguage: 'en' }),
    ).toBe('en');
    expect(
      resolveGuestLanguage({
        search: '',
        browser: [],
        choice: undefined,
        eventLanguage: undefined,
      }),
    ).toBe('pl');
  });

  it('reads the first browser tag we speak', () => {
    expect(browserLanguage(['de-AT', 'en-US', 'pl'])).toBe('en');
    expect(browserLanguage(['uk'])).toBeUndefined();
  });
});
