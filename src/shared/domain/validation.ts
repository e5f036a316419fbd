// Form rules shared by client and server: e-mail, album, guestbook, contact, delete phrase, media settings.
import type { Language } from '../i18n/index';
import { parseLanguage } from '../i18n/index';
import {
  backgroundImageMimeTypes,
  maxBackgroundImageBytes,
  maxGridSelection,
  maxGuestbookFiles,
  maxGuestbookMessageLength,
  normalizeMime,
  slideshowIntervalMaxSeconds,
  slideshowIntervalMinSeconds,
} from './limits';
import type { ValidationKey } from './violation';

/** Length in characters (Unicode code points, so an emoji counts once). */
export function textLength(text: string): number {
  return [...text].length;
}

function blank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const maxEmailLength = 254;

const emailPattern = /^[^\s@]{1,64}@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

/**
 * Whether `value` (trimmed) looks like a deliverable e-mail address: one `@`, no whitespace,
 * a local part of at most 64 characters, a dotted domain whose last label has 2+ characters,
 * 254 characters at most. Deliberately permissive; the verification code proves the rest.
 */
export function isEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim();
  return email.length <= maxEmailLength && emailPattern.test(email) && !email.includes('..');
}

/** `email.required` (blank) or `email.invalid`, else `null`. */
export function validateEmail(value: string | null | undefined): ValidationKey | null {
  if (blank(value)) return 'validation.email.required';
  return isEmail(value) ? null : 'validation.email.invalid';
}

/** Longest album name, in characters after trimming. */
export const maxAlbumNameLength = 100;

/** `album.nameRequired` (blank) or `album.nameTooLong` (over 100 characters after trimming). */
export function validateAlbumName(name: string | null | undefined): ValidationKey | null {
  if (blank(name)) return 'validation.album.nameRequired';
  return textLength((name ?? '').trim()) > maxAlbumNameLength
    ? 'validation.album.nameTooLong'
    : null;
}

/** A guestbook entry as typed by a guest. */
export interface GuestbookEntryInput {
  readonly name?: string | null | undefined;
  readonly message?: string | null | undefined;
  /** Attached files. */
  readonly fileCount?: number | undefined;
}

/** Per-field messages of a form; an empty object means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

/** `guestbook.messageRequired` (blank) or `guestbook.messageTooLong` (over 350 characters). */
export function validateGuestbookMessage(message: string | null | undefined): ValidationKey | null {
  if (blank(message)) return 'validation.guestbook.messageRequired';
  return textLength((message ?? '').trim()) > maxGuestbookMessageLength
    ? 'validation.guestbook.messageTooLong'
    : null;
}

/**
 * A guestbook entry: name and message required (trimmed), message at most 350 characters,
 * at most 3 attached files (`guestbook.tooManyFiles` on `files`).
 */
export function validateGuestbookEntry(
  entry: GuestbookEntryInput,
): FieldErrors<'name' | 'message' | 'files'> {
  const errors: FieldErrors<'name' | 'message' | 'files'> = {};
  if (blank(entry.name)) errors.name = 'validation.guestbook.nameRequired';
  const message = validateGuestbookMessage(entry.message);
  if (message) errors.message = message;
  if ((entry.fileCount ?? 0) > maxGuestbookFiles)
    errors.files = 'validation.guestbook.tooManyFiles';
  return errors;
}

/** Subjects of the contact form. */
export const contactSubjects = ['general', 'support', 'billing', 'partnership', 'other'] as const;

/** A contact form subject. */
export type ContactSubject = (typeof contactSubjects)[number];

/** Type guard: whether `value` is a contact subject. */
export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (contactSubjects as readonly string[]).includes(value);
}

/** Shortest contact message, in characters after trimming. */
export const minContactMessageLength = 10;

/** A contact form as typed. */
export interface ContactInput {
  readonly name?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly subject?: string | null | undefined;
  readonly message?: string | null | undefined;
}

/**
 * The contact form: name required, valid e-mail, subject one of {@link contactSubjects},
 * message required and at least 10 characters after trimming. One message per field.
 */
export function validateContact(
  input: ContactInput,
): FieldErrors<'name' | 'email' | 'subject' | 'message'> {
  const errors: FieldErrors<'name' | 'email' | 'subject' | 'message'> = {};
  if (blank(input.name)) errors.name = 'validation.contact.nameRequired';
  const email = validateEmail(input.email);
  if (email) errors.email = email;
  if (!isContactSubject(input.subject)) errors.subject = 'validation.contact.subjectRequired';
  if (blank(input.message)) errors.message = 'validation.contact.messageRequired';
  else if (textLength((input.message ?? '').trim()) < minContactMessageLength) {
    errors.message = 'validation.contact.messageTooShort';
  }
  return errors;
}

/** The phrase typed to confirm a permanent deletion, per interface language. */
export const deletePhrases: Readonly<Record<Language, string>> = {
  en: 'permanent delete',
  pl: 'usunięcie nieodwracalne',
};

function normalizePhrase(text: string, lang: Language): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase(lang);
}

/**
 * Whether `input` is the delete phrase of `lang`: trimmed, inner whitespace collapsed,
 * case-insensitive, Unicode-normalized; Polish diacritics are required (`usuniecie` fails).
 */
export function isDeletePhrase(input: string | null | undefined, lang: Language): boolean {
  if (!Object.hasOwn(deletePhrases, lang)) return false;
  return normalizePhrase(input ?? '', lang) === normalizePhrase(deletePhrases[lang], lang);
}

/** `deleteConfirmation.mismatch` unless {@link isDeletePhrase}. */
export function validateDeletePhrase(
  input: string | null | undefined,
  lang: Language,
): ValidationKey | null {
  return isDeletePhrase(input, lang) ? null : 'validation.deleteConfirmation.mismatch';
}

/** `language.unsupported` unless `value` is `en` or `pl` (see `parseLanguage` in shared/i18n). */
export function validateLanguage(value: unknown): ValidationKey | null {
  return parseLanguage(value) === undefined ? 'validation.language.unsupported' : null;
}

/** A background image chosen for the guest page. */
export interface BackgroundImageInput {
  readonly mime: string;
  /** Size in bytes. */
  readonly size: number;
}

/** `background.invalidType` (not PNG/JPEG/WebP), `upload.emptyFile` or `background.tooLarge` (over 10 MB). */
export function validateBackgroundImage(image: BackgroundImageInput): ValidationKey | null {
  if (!(backgroundImageMimeTypes as readonly string[]).includes(normalizeMime(image.mime))) {
    return 'validation.background.invalidType';
  }
  if (!Number.isFinite(image.size) || image.size <= 0) return 'validation.upload.emptyFile';
  if (image.size > maxBackgroundImageBytes) {
    return 'validation.background.tooLarge';
  }
  return null;
}

/** `slideshow.intervalOutOfRange` unless a whole number of seconds from 3 to 60. */
export function validateSlideshowInterval(seconds: number): ValidationKey | null {
  return Number.isInteger(seconds) &&
    seconds >= slideshowIntervalMinSeconds &&
    seconds <= slideshowIntervalMaxSeconds
    ? null
    : 'validation.slideshow.intervalOutOfRange';
}

/** `selection.tooMany` when more than 20 photos are selected. */
export function validateGridSelection(selectedCount: number): ValidationKey | null {
  return selectedCount > maxGridSelection ? 'validation.selection.tooMany' : null;
}
