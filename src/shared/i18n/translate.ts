/**
 * A small synchronous translator over the catalogues, for code outside React
 * (the server's error messages and e-mails). Missing keys fall back to Polish,
 * then to the key itself.
 */
import { en } from './en/index';
import type { Language } from './index';
import { pl } from './pl/index';
import { pluralForm } from './plural';

const resources = { pl: { translation: pl }, en: { translation: en } } as const;

type Params = Record<string, unknown>;

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = resources[language].translation;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Text of `key` in `language` with `{{name}}` placeholders filled from `params`. */
export function translate(language: Language, key: string, params: Params = {}): string {
  const template = lookup(language, key) ?? lookup('pl', key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Whether the catalogues know `key`. */
export function hasTranslation(key: string): boolean {
  return lookup('pl', key) !== undefined;
}

/**
 * Text of a counted `key` the way i18next picks it: `key_one`, `key_few`, `key_many` or
 * `key_other` by the language's plural rules for `count`, with `{{count}}` filled.
 */
export function translateCount(
  language: Language,
  key: string,
  count: number,
  params: Params = {},
): string {
  const form = pluralForm(language, count);
  const chosen = lookup(language, `${key}_${form}`) ? `${key}_${form}` : `${key}_other`;
  return translate(language, chosen, { ...params, count });
}
