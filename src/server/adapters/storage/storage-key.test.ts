/** Storage key and prefix validation. */
import { describe, expect, it } from 'vitest';
import { InvalidKeyError } from './storage';
import { MAX_KEY_LENGTH, validateKey, validatePrefix } from './storage-key';

describe('validateKey', () => {
  it.each([
    'events/abc/originals/m1',
    'events/abc/derivatives/m1/thumb.webp',
    'a',
    'events/.hidden/x',
    'events/zażółć/x',
  ])('accepts %j', (key) => {
    expect(() => validateKey(key)).not.toThrow();
  });

  it('accepts a key of exactly the maximum length', () => {
    const key = `${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(MAX_KEY_LENGTH - 402)}`;
    expect(key).toHaveLength(MAX_KEY_LENGTH);
    expect(() => validateKey(key)).not.toThrow();
    expect(() => validateKey(`${key}c`)).toThrow('longer than 512 characters');
  });

  it.each([
    ['', 'empty'],
    ['/events/abc', 'absolute'],
    ['C:/events', 'drive letter'],
    ['events//abc', 'empty segment'],
    ['events/abc/', 'empty segment'],
    ['..', '".." segment'],
    ['../events', '".." segment'],
    ['events/../secret', '".." segment'],
    ['events/./abc', '"." segment'],
    ['events\\abc', 'backslash'],
    ['events/a\0b', 'control character'],
    ['events/a\nb', 'control character'],
    ['events/a\rb', 'control character'],
    ['events/a\tb', 'control character'],
    ['events/a\u007fb', 'control character'],
    ['events/a\u0085b', 'control character'],
    ['.tmp/abc', 'reserved'],
  ])('rejects %j (%s)', (key, reason) => {
    let error: unknown;
    try {
      validateKey(key);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidKeyError);
    expect((error as InvalidKeyError).code).toBe('invalid_key');
    expect((error as Error).message).toContain(reason);
  });

  it('rejects a segment longer than 255 bytes of UTF-8', () => {
    expect(() => validateKey(`events/${'x'.repeat(255)}`)).not.toThrow();
    expect(() => validateKey(`events/${'x'.repeat(256)}`)).toThrow('longer than 255 bytes');
    expect(() => validateKey(`events/${'ż'.repeat(128)}`)).toThrow('longer than 255 bytes');
  });

  it('rejects what is not a string', () => {
    expect(() => validateKey(undefined as unknown as string)).toThrow(InvalidKeyError);
  });
});

describe('validatePrefix', () => {
  it('accepts a folder prefix', () => {
    expect(() => validatePrefix('events/abc/')).not.toThrow();
    expect(() => validatePrefix('events/')).not.toThrow();
  });

  it.each(['', '/', 'events/abc', 'events//', '../', 'events/../', '.tmp/'])(
    'rejects %j',
    (prefix) => {
      expect(() => validatePrefix(prefix)).toThrow(InvalidKeyError);
    },
  );
});
