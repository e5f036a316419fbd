import { describe, expect, it } from 'vitest';
import { contrastRatio, readsWell } from './contrast';
import { defaultGuestStyle } from './guest-style';

describe('contrastRatio', () => {
  it('gives the WCAG ratios: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#a65442', '#a65442')).toBe(1);
    // Published figures: #767676 on white is the lightest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads the colour of #rrggbbaa without its opacity, and nothing from other text', () => {
    expect(contrastRatio('#000000ff', '#ffffff80')).toBeCloseTo(21, 5);
    expect(contrastRatio('black', '#ffffff')).toBeNull();
    expect(contrastRatio('#12345', '#ffffff')).toBeNull();
  });
});

describe('readsWell', () => {
  it('passes the default button and warns of a light one with white text', () => {
    expect(readsWell(defaultGuestStyle.button.textColor, defaultGuestStyle.button.color)).toBe(
      true,
    );
    expect(readsWell('#ffffff', '#b5838d')).toBe(false);
    expect(readsWell('#ffffff', '#94646e')).toBe(true);
    // A colour being typed is no reason to warn.
    expect(readsWell('#ffffff', '#b5')).toBe(true);
  });
});
