// Tests of the password policy, strength meter, confirmation and save rule.
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en/index';
import {
  canSavePassword,
  minPasswordLength,
  passwordErrors,
  passwordRules,
  passwordStrength,
  validatePassword,
  validatePasswordConfirmation,
} from './password';

const short = 'validation.password.tooShort';
const lower = 'validation.password.lowercase';
const upper = 'validation.password.uppercase';
const digit = 'validation.password.number';
const symbol = 'validation.password.specialCharacter';

describe('password policy', () => {
  it('needs 8 characters', () => {
    expect(minPasswordLength).toBe(8);
    expect(passwordRules.map((rule) => rule.id)).toEqual([
      'minLength',
      'lowercase',
      'uppercase',
      'number',
      'specialCharacter',
    ]);
  });

  it.each([
    ['', [short, lower, upper, digit, symbol]],
    ['abc', [short, upper, digit, symbol]],
    ['abcdefgh', [upper, digit, symbol]],
    ['Abc1!xy', [short]],
    ['Abc1!xyz', []],
    ['ABCDEFG1!', [lower]],
    ['abcdefg1!', [upper]],
    ['Abcdefgh!', [digit]],
    ['Abcdefg12', [symbol]],
    ['Abcdefg 12', [symbol]], // a space is not a special character
    ['Zażółć1!', []], // Polish letters count as letters
    ['ŻÓŁW1234!', [lower]],
    ['Pass_w0rd', []],
    ['😀😀😀😀😀😀😀A', [lower, digit]], // an emoji is one character and a symbol
  ])('%j breaks %j', (password, expected) => {
    expect(passwordErrors(password)).toEqual(expected);
    expect(validatePassword(password)).toBe(expected[0] ?? null);
  });

  it.each([
    ['', 0, 'weak'],
    ['a', 1, 'weak'],
    ['aA', 2, 'weak'],
    ['aA1', 3, 'medium'],
    ['aA1!', 4, 'strong'],
    ['abcdefgh', 2, 'weak'],
    ['abcdefgH', 3, 'medium'],
    ['abcdefH1', 4, 'strong'],
    ['abcdeH1!', 5, 'veryStrong'],
  ])('strength of %j: %i rules, %s', (password, rulesMet, label) => {
    expect(passwordStrength(password)).toEqual({
      rulesMet,
      label: `validation.password.strength.${label}`,
      percent: rulesMet * 20,
    });
  });

  it.each([
    [0, 0],
    [1, 20],
    [2, 40],
    [3, 60],
    [4, 80],
    [5, 100],
  ])('%i rules met fill %i%% of the bar', (rulesMet, percent) => {
    const samples = ['', 'a', 'aA', 'aA1', 'aA1!', 'aA1!aaaa'];
    expect(passwordStrength(samples[rulesMet] as string).percent).toBe(percent);
  });

  it.each([
    ['Abcdef1!', 'Abcdef1!', null],
    ['Abcdef1!', 'abcdef1!', 'validation.password.mismatch'],
    ['Abcdef1!', 'Abcdef1! ', 'validation.password.mismatch'],
    ['', '', null],
  ])('confirmation of %j with %j → %j', (password, confirmation, expected) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe(expected);
  });

  it.each([
    ['old', 'Abcdef1!', 'Abcdef1!', true],
    ['', 'Abcdef1!', 'Abcdef1!', false],
    ['old', '', '', false],
    ['old', 'Abcdef1!', '', false],
    ['old', 'Abcdef1!', 'Abcdef1?', false],
    ['old', 'abcdef1!', 'abcdef1!', false],
    ['old', 'Abc1!', 'Abc1!', false],
  ])(
    'save with current %j, new %j, confirmation %j: %j',
    (current, next, confirmation, expected) => {
      expect(canSavePassword(current, next, confirmation)).toBe(expected);
    },
  );

  it('uses the exact English texts of the specification', () => {
    expect(en.validation.password).toEqual({
      tooShort: 'Password must be at least 8 characters long',
      lowercase: 'Password must contain at least one lowercase letter',
      uppercase: 'Password must contain at least one uppercase letter',
      number: 'Password must contain at least one number',
      specialCharacter: 'Password must contain at least one special character',
      mismatch: 'Passwords do not match',
      strength: { weak: 'Weak', medium: 'Medium', strong: 'Strong', veryStrong: 'Very Strong' },
    });
  });
});
