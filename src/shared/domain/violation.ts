// The shape of a broken rule: an i18n key of the validation catalogue plus its message parameters.
import { validation } from '../i18n/en/validation';

/** Dot paths of every string leaf of a nested catalogue object. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Full i18n key of a validation message, e.g. `validation.password.tooShort`. */
export type ValidationKey = `validation.${LeafPaths<typeof validation>}`;

/** Interpolation parameters of a message (`{{name}}` in the catalogue). */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A broken rule: translate it with `t(violation.key, violation.params)`.
 * Parameters the text does not use are extra data for the UI (e.g. `index`, `plan`).
 */
export interface Violation {
  readonly key: ValidationKey;
  readonly params: MessageParams;
}

/** Build a {@link Violation}. */
export function violation(key: ValidationKey, params: MessageParams = {}): Violation {
  return { key, params };
}

/** Whether `value` is the key of an existing validation message (checked against the catalogue). */
export function isValidationKey(value: unknown): value is ValidationKey {
  if (typeof value !== 'string' || !value.startsWith('validation.')) return false;
  let node: unknown = validation;
  for (const part of value.slice('validation.'.length).split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}
