import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath, signInPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/events', '/events'],
    ['/events/settings/abc?tab=share#qr', '/events/settings/abc?tab=share#qr'],
    ['/events/../albums/x', '/albums/x'],
    ['/', null],
    ['', null],
    [null, null],
    ['events', null],
    ['//evil.example/events', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['https://evil.example/events', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('signInPath', () => {
  it('keeps where the visitor was going', () => {
    expect(signInPath({ pathname: '/events', search: '?lang=en', hash: '' })).toBe(
      '/?redirect=%2Fevents%3Flang%3Den',
    );
  });

  it('has nothing to keep for the root', () => {
    expect(signInPath({ pathname: '/' })).toBe('/');
  });
});

describe('afterSignInPath', () => {
  it('follows a same-origin redirect and falls back to /events', () => {
    expect(afterSignInPath('?redirect=%2Fevents%2Fsettings%2Fabc')).toBe('/events/settings/abc');
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/events');
    expect(afterSignInPath('?lang=pl')).toBe('/events');
    expect(afterSignInPath(new URLSearchParams({ redirect: '//evil.example' }))).toBe('/events');
  });
});
