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

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** A key without its plural form (`remaining_few` → `remaining`). */
const base = (key: string) => key.replace(pluralSuffix, '');
/** One key per text: plural forms stand for their `_other` form. */
function texts(catalogue: unknown): string[] {
  return [
    ...new Set(keys(catalogue).map((key) => (pluralSuffix.test(key) ? `${base(key)}_other` : key))),
  ];
}

describe('message catalogues', () => {
  it('have exactly the same keys in Polish and English', () => {
    const plKeys = [...new Set(keys(pl).map(base))].sort();
    const enKeys = [...new Set(keys(en).map(base))].sort();
    expect(plKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !plKeys.includes(k))).toEqual([]);
  });

  it("give every plural text each form its language's plural rules ask for", () => {
    for (const [language, catalogue] of [
      ['pl', pl],
      ['en', en],
    ] as const) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plural = new Set(
        keys(catalogue)
          .filter((k) => pluralSuffix.test(k))
          .map(base),
      );
      for (const key of plural) {
        for (const form of forms) {
          const text = leaf(catalogue, `${key}_${form}`);
          expect(typeof text, `${language} ${key}_${form}`).toBe('string');
          expect(interpolations(text as string), `${language} ${key}_${form}`).toEqual(
            interpolations(leaf(catalogue, `${key}_other`) as string),
          );
        }
      }
    }
    expect(leaf(pl, 'guest.upload.remaining_few')).toContain('pliki');
    expect(leaf(pl, 'guest.upload.remaining_many')).toContain('plików');
  });

  it('have a non-empty text for every key, with the same placeholders in both languages', () => {
    for (const key of texts(pl)) {
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

describe('what guests read', () => {
  // The plan, its price and its support are the host's business: a guest is told what they can do.
  const hostsBusiness =
    /pakiet|twoja wersja|your version|\bplan\b|upgrade|ulepsz|zapłać|\bpay\b|support|pomoc techniczn|premium/i;
  /** The texts of the guest pages' own namespaces and the refusals of an upload or a visit. */
  function guestTexts(catalogue: typeof pl | typeof en): [string, string][] {
    const { owner: _owner, ...play } = catalogue.play;
    const refusals = [
      'uploadPeriodExpired',
      'notActivatedYet',
      'uploadsDisabled',
      'notRevealedYet',
    ] as const;
    return [
      ...keys({ guest: catalogue.guest, guestPage: catalogue.guestPage, play }),
      ...refusals.map((key) => `errors.${key}`),
    ].map((key) => {
      const text = key.startsWith('errors.')
        ? leaf(catalogue, key)
        : leaf({ ...catalogue, play }, key);
      return [key, String(text)];
    });
  }

  it.each([
    ['pl', pl],
    ['en', en],
  ] as const)('never speak of plans, upgrades, payment or support (%s)', (_language, catalogue) => {
    const texts = guestTexts(catalogue);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, text]) => hostsBusiness.test(text))).toEqual([]);
  });

  it('would notice a text that does', () => {
    expect(
      hostsBusiness.test('Upload period has expired. Your version allows uploads for 7 days.'),
    ).toBe(true);
    expect(hostsBusiness.test('Okres przesyłania minął. Twój pakiet pozwala na 7 dni.')).toBe(true);
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
