import { describe, expect, it } from 'vitest';
import { whereShown } from './where-shown';

const event = (galleryVisible: boolean, revealed: boolean) => ({
  galleryVisible,
  reveal: { revealed },
});

describe('whereShown', () => {
  it('is the gallery once revealed, the reveal before it, and the hosts alone with the gallery hidden', () => {
    expect(whereShown(event(true, true))).toBe('gallery');
    expect(whereShown(event(true, false))).toBe('atReveal');
    // A hidden gallery shows nothing at the reveal either.
    expect(whereShown(event(false, false))).toBe('hostsOnly');
    expect(whereShown(event(false, true))).toBe('hostsOnly');
  });
});
