// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readStored, storedEntries, writeStored } from './browser-storage';

const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** Makes reading `globalThis[kind]` throw, as Chromium does when site data is blocked. */
function refuseProperty(kind: 'localStorage' | 'sessionStorage') {
  vi.stubGlobal(kind, undefined);
  Object.defineProperty(globalThis, kind, { configurable: true, get: refused });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser storage', () => {
  it('reads, writes, reads back and removes, in either storage', () => {
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(writeStored('localStorage', 'k', 'long')).toBe(true);
    expect(writeStored('sessionStorage', 'k', 'tab')).toBe(true);
    expect(localStorage.getItem('k')).toBe('long');
    expect(readStored('sessionStorage', 'k')).toBe('tab');
    expect(writeStored('localStorage', 'k', null)).toBe(true);
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(readStored('sessionStorage', 'k')).toBe('tab');
  });

  it('answers "nothing stored" and "not kept" where reading the property throws', () => {
    refuseProperty('sessionStorage');
    expect(() => globalThis.sessionStorage).toThrow();
    expect(browserStorage('sessionStorage')).toBeUndefined();
    expect(readStored('sessionStorage', 'k')).toBeNull();
    expect(writeStored('sessionStorage', 'k', 'v')).toBe(false);
    expect(storedEntries('sessionStorage', '')).toEqual([]);
    // The other storage is not affected.
    expect(writeStored('localStorage', 'k', 'v')).toBe(true);
  });

  it('answers the same where the browser has no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(writeStored('localStorage', 'k', 'v')).toBe(false);
    expect(storedEntries('localStorage', '')).toEqual([]);
  });

  it('says a write did not hold when it throws (full, refused) or is dropped', () => {
    localStorage.setItem('k', 'old');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('localStorage', 'k', 'new')).toBe(false);
    setItem.mockImplementation(() => {});
    expect(writeStored('localStorage', 'k', 'new')).toBe(false);
    // Writing what is already there holds.
    expect(writeStored('localStorage', 'k', 'old')).toBe(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(writeStored('localStorage', 'k', 'old')).toBe(false);
  });

  it('lists the entries under a prefix, and what it read before storage refused', () => {
    localStorage.setItem('app::a', '1');
    localStorage.setItem('other', '2');
    localStorage.setItem('app::b', '3');
    expect(storedEntries('localStorage', 'app::').sort()).toEqual([
      ['app::a', '1'],
      ['app::b', '3'],
    ]);
    let reads = 0;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
      reads += 1;
      if (reads > 1) refused();
      return key.startsWith('app::') ? 'x' : null;
    });
    expect(storedEntries('localStorage', 'app::')).toHaveLength(1);
  });
});
