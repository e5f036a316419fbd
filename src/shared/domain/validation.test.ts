// Tests of shared form rules: e-mail, album, guestbook, contact, delete phrase, media settings.
import { describe, expect, it } from 'vitest';
import { MB } from './limits';
import {
  contactSubjects,
  deletePhrases,
  isContactSubject,
  isDeletePhrase,
  isEmail,
  maxAlbumNameLength,
  minContactMessageLength,
  textLength,
  validateAlbumName,
  validateBackgroundImage,
  validateContact,
  validateDeletePhrase,
  validateEmail,
  validateGridSelection,
  validateGuestbookEntry,
  validateGuestbookMessage,
  validateLanguage,
  validateSlideshowInterval,
} from './validation';

describe('e-mail', () => {
  it.each([
    ['anna@example.com', null],
    ['  anna.kowalska+wesele@poczta.example.pl  ', null],
    ['a@b.co', null],
    ['', 'validation.email.required'],
    ['   ', 'validation.email.required'],
    [null, 'validation.email.required'],
    ['anna', 'validation.email.invalid'],
    ['anna@', 'validation.email.invalid'],
    ['@example.com', 'validation.email.invalid'],
    ['anna@example', 'validation.email.invalid'],
    ['anna@example.c', 'validation.email.invalid'],
    ['an na@example.com', 'validation.email.invalid'],
    ['anna@@example.com', 'validation.email.invalid'],
    ['anna@example..com', 'validation.email.invalid'],
    [`${'a'.repeat(65)}@example.com`, 'validation.email.invalid'],
    [`a@${'b'.repeat(250)}.com`, 'validation.email.invalid'],
  ])('%j → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
    expect(isEmail(value)).toBe(expected === null);
  });
});

describe('album name', () => {
  it.each([
    ['Ceremonia', null],
    ['  Wesele  ', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'validation.album.nameTooLong'],
    ['', 'validation.album.nameRequired'],
    ['  ', 'validation.album.nameRequired'],
    [undefined, 'validation.album.nameRequired'],
  ])('%j → %j', (name, expected) => {
    expect(maxAlbumNameLength).toBe(100);
    expect(validateAlbumName(name)).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀')).toBe(1);
    expect(validateAlbumName('😀'.repeat(100))).toBeNull();
  });
});

describe('guestbook', () => {
  it.each([
    ['complete', { name: 'Ola', message: 'Sto lat!' }, {}],
    ['3 files', { name: 'Ola', message: 'Sto lat!', fileCount: 3 }, {}],
    ['350 characters', { name: 'Ola', message: 'x'.repeat(350) }, {}],
    ['no name', { name: ' ', message: 'Sto lat!' }, { name: 'validation.guestbook.nameRequired' }],
    [
      'no message',
      { name: 'Ola', message: '' },
      { message: 'validation.guestbook.messageRequired' },
    ],
    [
      '351 characters',
      { name: 'Ola', message: 'x'.repeat(351) },
      { message: 'validation.guestbook.messageTooLong' },
    ],
    [
      '4 files',
      { name: 'Ola', message: 'Hej', fileCount: 4 },
      { files: 'validation.guestbook.tooManyFiles' },
    ],
    [
      'nothing',
      {},
      {
        name: 'validation.guestbook.nameRequired',
        message: 'validation.guestbook.messageRequired',
      },
    ],
  ])('%s → %j', (_name, entry, expected) => {
    expect(validateGuestbookEntry(entry)).toEqual(expected);
  });

  it('validates the message alone', () => {
    expect(validateGuestbookMessage('Hej')).toBeNull();
    expect(validateGuestbookMessage(null)).toBe('validation.guestbook.messageRequired');
  });
});

describe('contact form', () => {
  const ok = { name: 'Jan', email: 'jan@example.com', subject: 'support', message: 'Dzień dobry!' };

  it('offers five subjects', () => {
    expect(contactSubjects).toEqual(['general', 'support', 'billing', 'partnership', 'other']);
    expect(minContactMessageLength).toBe(10);
  });

  it.each(['general', 'support', 'billing', 'partnership', 'other'])(
    'accepts subject %s',
    (subject) => {
      expect(isContactSubject(subject)).toBe(true);
      expect(validateContact({ ...ok, subject })).toEqual({});
    },
  );

  it.each([
    ['no name', { ...ok, name: '' }, { name: 'validation.contact.nameRequired' }],
    ['no e-mail', { ...ok, email: '' }, { email: 'validation.email.required' }],
    ['bad e-mail', { ...ok, email: 'jan@' }, { email: 'validation.email.invalid' }],
    ['no subject', { ...ok, subject: '' }, { subject: 'validation.contact.subjectRequired' }],
    [
      'unknown subject',
      { ...ok, subject: 'sales' },
      { subject: 'validation.contact.subjectRequired' },
    ],
    ['no message', { ...ok, message: '   ' }, { message: 'validation.contact.messageRequired' }],
    [
      '9 characters',
      { ...ok, message: '123456789' },
      { message: 'validation.contact.messageTooShort' },
    ],
    [
      '9 characters once trimmed',
      { ...ok, message: '  123456789  ' },
      { message: 'validation.contact.messageTooShort' },
    ],
    ['10 characters', { ...ok, message: '1234567890' }, {}],
    [
      'everything missing',
      {},
      {
        name: 'validation.contact.nameRequired',
        email: 'validation.email.required',
        subject: 'validation.contact.subjectRequired',
        message: 'validation.contact.messageRequired',
      },
    ],
  ])('%s → %j', (_name, input, expected) => {
    expect(validateContact(input)).toEqual(expected);
  });
});

describe('delete confirmation', () => {
  it('has one phrase per language', () => {
    expect(deletePhrases).toEqual({ en: 'permanent delete', pl: 'usunięcie nieodwracalne' });
  });

  it.each([
    ['permanent delete', 'en', true],
    ['  permanent delete ', 'en', true],
    ['Permanent Delete', 'en', true],
    ['permanent   delete', 'en', true],
    ['permanent delet', 'en', false],
    ['usunięcie nieodwracalne', 'en', false],
    ['', 'en', false],
    ['usunięcie nieodwracalne', 'pl', true],
    ['USUNIĘCIE NIEODWRACALNE', 'pl', true],
    ['usunie\u0328cie nieodwracalne', 'pl', true], // decomposed ę
    ['usuniecie nieodwracalne', 'pl', false], // diacritics are required
    ['permanent delete', 'pl', false],
  ] as const)('%j in %s: %j', (input, lang, expected) => {
    expect(isDeletePhrase(input, lang)).toBe(expected);
    expect(validateDeletePhrase(input, lang)).toBe(
      expected ? null : 'validation.deleteConfirmation.mismatch',
    );
  });

  it('treats a missing input or an unknown language as a mismatch', () => {
    expect(isDeletePhrase(null, 'en')).toBe(false);
    expect(isDeletePhrase('permanent delete', 'constructor' as 'en')).toBe(false);
  });
});

describe('language parameter', () => {
  it.each([
    ['en', null],
    ['pl', null],
    ['de', 'validation.language.unsupported'],
    ['', 'validation.language.unsupported'],
    [undefined, 'validation.language.unsupported'],
  ])('%j → %j', (value, expected) => {
    expect(validateLanguage(value)).toBe(expected);
  });
});

describe('background image', () => {
  it.each([
    ['image/png', 10 * MB, null],
    ['image/jpeg', MB, null],
    ['image/webp', MB, null],
    ['IMAGE/PNG', MB, null],
    ['image/png', 10 * MB + 1, 'validation.background.tooLarge'],
    ['image/png', 0, 'validation.upload.emptyFile'],
    ['image/gif', MB, 'validation.background.invalidType'],
    ['image/heic', MB, 'validation.background.invalidType'],
    ['image/svg+xml', MB, 'validation.background.invalidType'],
  ])('%s of %i bytes → %j', (mime, size, expected) => {
    expect(validateBackgroundImage({ mime, size })).toBe(expected);
  });
});

describe('slideshow interval and grid selection', () => {
  it.each([
    [2, 'validation.slideshow.intervalOutOfRange'],
    [3, null],
    [5, null],
    [60, null],
    [61, 'validation.slideshow.intervalOutOfRange'],
    [4.5, 'validation.slideshow.intervalOutOfRange'],
    [Number.NaN, 'validation.slideshow.intervalOutOfRange'],
  ])('interval %f s → %j', (seconds, expected) => {
    expect(validateSlideshowInterval(seconds)).toBe(expected);
  });

  it.each([
    [0, null],
    [20, null],
    [21, 'validation.selection.tooMany'],
  ])('%i selected → %j', (count, expected) => {
    expect(validateGridSelection(count)).toBe(expected);
  });
});
