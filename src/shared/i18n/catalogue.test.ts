import { describe, expect, it } from 'vitest';
import { en } from './en/index';
import { parseLanguage } from './index';
import { pl } from './pl/index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
}

function leaf(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('message catalogues', () => {
  it('have exactly the same keys in Polish and English', () => {
    const plKeys = keys(pl).sort();
    const enKeys = keys(en).sort();
    expect(plKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !plKeys.includes(k))).toEqual([]);
  });

  it('have a non-empty text for every key, with the same placeholders in both languages', () => {
    for (const key of keys(pl)) {
      const a = leaf(pl, key);
      const b = leaf(en, key);
      expect(typeof a, key).toBe('string');
      expect(typeof b, key).toBe('string');
      expect((a as string).trim(), key).not.toBe('');
      expect((b as string).trim(), key).not.toBe('');
      expect(interpolations(a as string), key).toEqual(interpolations(b as string));
    }
  });
});

describe('parseLanguage', () => {
  it.each([
    ['pl', 'pl'],
    ['en', 'en'],
    ['EN', 'en'],
    [' pl ', 'pl'],
    ['de', undefined],
    ['', undefined],
    ['english', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected);
  });
});
