// Tests of validation keys and that catalogue texts follow the domain constants.
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en/index';
import { pl } from '../i18n/pl/index';
import { maxDateYearsAhead, maxEventNameLength } from './event-validation';
import {
  formatSize,
  maxBackgroundImageBytes,
  maxFilesPerBatch,
  maxGridSelection,
  maxGuestbookFiles,
  maxGuestbookMessageLength,
  maxPhotoBytes,
  maxTrialEvents,
  maxVideoBytes,
  maxVideosPerBatch,
  maxVoiceBytes,
  maxVoiceSeconds,
  slideshowIntervalMaxSeconds,
  slideshowIntervalMinSeconds,
} from './limits';
import { minPasswordLength } from './password';
import { deletePhrases, maxAlbumNameLength, minContactMessageLength } from './validation';
import { isValidationKey, type ValidationKey, violation } from './violation';

function text(catalogue: unknown, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
}

describe('validation keys', () => {
  it.each([
    ['validation.password.tooShort', true],
    ['validation.password.strength.veryStrong', true],
    ['validation.upload.fileLimitReached', true],
    ['validation.password', false],
    ['validation.password.nope', false],
    ['password.tooShort', false],
    ['validation.toString', false],
    [42, false],
  ])('isValidationKey(%j) → %j', (value, expected) => {
    expect(isValidationKey(value)).toBe(expected);
  });

  it('builds violations', () => {
    expect(violation('validation.required')).toEqual({ key: 'validation.required', params: {} });
    expect(violation('validation.album.limitReached', { max: 1 })).toEqual({
      key: 'validation.album.limitReached',
      params: { max: 1 },
    });
  });
});

describe('catalogue texts', () => {
  it.each([
    ['validation.password.mismatch', 'Passwords do not match'],
    ['validation.date.outOfRange', 'Date must be between today and 2 years from now'],
    ['validation.event.missingRequiredFields', 'Missing required fields for event creation'],
    [
      'validation.event.trialLimitReached',
      'You have reached the maximum limit of 3 trial events. Please upgrade to create more events.',
    ],
  ])('%s has the specification text', (key, expected) => {
    expect(text(en, key)).toBe(expected);
  });

  // Numbers written into texts must follow the constants: change one, a test fails.
  it.each<[ValidationKey, string]>([
    ['validation.password.tooShort', String(minPasswordLength)],
    ['validation.date.outOfRange', String(maxDateYearsAhead)],
    ['validation.event.nameTooLong', String(maxEventNameLength)],
    ['validation.event.trialLimitReached', String(maxTrialEvents)],
    ['validation.album.nameTooLong', String(maxAlbumNameLength)],
    ['validation.guestbook.messageTooLong', String(maxGuestbookMessageLength)],
    ['validation.guestbook.tooManyFiles', String(maxGuestbookFiles)],
    ['validation.contact.messageTooShort', String(minContactMessageLength)],
    ['validation.upload.photoTooLarge', formatSize(maxPhotoBytes)],
    ['validation.upload.videoTooLarge', formatSize(maxVideoBytes)],
    ['validation.upload.voiceTooLarge', formatSize(maxVoiceBytes)],
    ['validation.upload.voiceTooLong', String(maxVoiceSeconds / 60)],
    ['validation.upload.tooManyFiles', String(maxFilesPerBatch)],
    ['validation.upload.tooManyVideos', String(maxVideosPerBatch)],
    ['validation.background.tooLarge', formatSize(maxBackgroundImageBytes)],
    ['validation.slideshow.intervalOutOfRange', String(slideshowIntervalMinSeconds)],
    ['validation.slideshow.intervalOutOfRange', String(slideshowIntervalMaxSeconds)],
    ['validation.selection.tooMany', String(maxGridSelection)],
  ])('%s states %s in both languages', (key, value) => {
    expect(text(en, key)).toMatch(new RegExp(`(^|\\D)${value.replace('.', '\\.')}(\\D|$)`));
    expect(text(pl, key)).toMatch(new RegExp(`(^|\\D)${value.replace('.', '\\.')}(\\D|$)`));
  });

  it.each(['en', 'pl'] as const)('the %s delete hint quotes the %s phrase', (lang) => {
    const catalogue = lang === 'en' ? en : pl;
    expect(text(catalogue, 'validation.deleteConfirmation.mismatch')).toContain(
      deletePhrases[lang],
    );
  });

  it('writes Polish with diacritics', () => {
    expect(pl.validation.password.tooShort).toBe('Hasło musi mieć co najmniej 8 znaków');
    expect(pl.validation.password.mismatch).toBe('Hasła nie są zgodne');
  });
});
