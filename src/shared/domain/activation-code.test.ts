import { describe, expect, it } from 'vitest';
import {
  activationCodeAlphabet,
  generateActivationCode,
  normalizeActivationCode,
} from './activation-code';

describe('activation codes', () => {
  it('generates 16 characters of the alphabet in four groups', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = generateActivationCode();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      for (const ch of code.replace(/-/g, '')) expect(activationCodeAlphabet).toContain(ch);
      seen.add(code);
    }
    expect(seen.size).toBe(200);
  });

  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normalizeActivationCode(' 7k3d 9qxa-m2tw h5rc ')).toBe('7K3D-9QXA-M2TW-H5RC');
    expect(normalizeActivationCode('7K3D9QXAM2TWH5RC')).toBe('7K3D-9QXA-M2TW-H5RC');
  });

  it('reads the look-alikes O, I and L as 0, 1 and 1', () => {
    expect(normalizeActivationCode('OIL0-0000-0000-0000')).toBe('0110-0000-0000-0000');
  });

  it('refuses malformed codes', () => {
    for (const bad of [
      '',
      'abc',
      '7K3D-9QXA-M2TW-H5R',
      '7K3D-9QXA-M2TW-H5RCX',
      'UUUU-0000-0000-0000',
      '7K3D_9QXA_M2TW_H5RC',
      'ąęść-0000-0000-0000',
      'x'.repeat(100),
      42,
      null,
      undefined,
    ]) {
      expect(normalizeActivationCode(bad)).toBeNull();
    }
  });
});
