// Account password rules: policy checks, strength meter, confirmation and the save-button rule.
import type { ValidationKey } from './violation';

/** Shortest accepted password, in characters (Unicode code points). */
export const minPasswordLength = 8;

/** One rule of the password policy. */
export interface PasswordRule {
  readonly id: 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'specialCharacter';
  readonly key: ValidationKey;
  readonly test: (password: string) => boolean;
}

/**
 * The policy, in message order. Letters are Unicode letters (ą, Ż count); a special character
 * is anything that is neither a letter, a digit nor whitespace.
 */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'minLength',
    key: 'validation.password.tooShort',
    test: (pw) => [...pw].length >= minPasswordLength,
  },
  { id: 'lowercase', key: 'validation.password.lowercase', test: (pw) => /\p{Ll}/u.test(pw) },
  { id: 'uppercase', key: 'validation.password.uppercase', test: (pw) => /\p{Lu}/u.test(pw) },
  { id: 'number', key: 'validation.password.number', test: (pw) => /\p{Nd}/u.test(pw) },
  {
    id: 'specialCharacter',
    key: 'validation.password.specialCharacter',
    test: (pw) => /[^\p{L}\p{N}\s]/u.test(pw),
  },
];

/** Messages of every rule `password` breaks, in policy order (empty list: valid). */
export function passwordErrors(password: string): ValidationKey[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

/** The first broken rule's message, or `null`. */
export function validatePassword(password: string): ValidationKey | null {
  return passwordErrors(password)[0] ?? null;
}

/** Strength meter state. */
export interface PasswordStrength {
  /** Rules met, 0–5. */
  readonly rulesMet: number;
  /** 0–2 Weak, 3 Medium, 4 Strong, 5 Very Strong. */
  readonly label: ValidationKey;
  /** Bar width: 20 × rulesMet. */
  readonly percent: number;
}

/** The strength meter of `password`. */
export function passwordStrength(password: string): PasswordStrength {
  const rulesMet = passwordRules.filter((rule) => rule.test(password)).length;
  const label: ValidationKey =
    rulesMet >= 5
      ? 'validation.password.strength.veryStrong'
      : rulesMet === 4
        ? 'validation.password.strength.strong'
        : rulesMet === 3
          ? 'validation.password.strength.medium'
          : 'validation.password.strength.weak';
  return { rulesMet, label, percent: rulesMet * 20 };
}

/** `password.mismatch` when the confirmation differs from the new password (exact compare). */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationKey | null {
  return password === confirmation ? null : 'validation.password.mismatch';
}

/** Save is enabled when all three fields are filled, new = confirmation and the new one is valid. */
export function canSavePassword(current: string, next: string, confirmation: string): boolean {
  return (
    current !== '' &&
    next !== '' &&
    confirmation !== '' &&
    validatePasswordConfirmation(next, confirmation) === null &&
    passwordErrors(next).length === 0
  );
}
