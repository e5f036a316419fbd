import { describe, expect, it } from 'vitest';
import { resolveGuestLanguage } from './guest-language';

describe('resolveGuestLanguage', () => {
  it('takes ?lang first, then the guest choice, then the event language', () => {
    expect(resolveGuestLanguage({ search: 'lang=en', choice: 'pl', eventLanguage: 'pl' })).toBe(
      'en',
    );
    expect(resolveGuestLanguage({ search: 'lang=de', choice: 'en', eventLanguage: 'pl' })).toBe(
      'en',
    );
    expect(resolveGuestLanguage({ search: '', choice: undefined, eventLanguage: 'en' })).toBe('en');
  });
});
