/**
 * Request and response bodies of the owner's events API (/api/events…),
 * shared by the server (validation, OpenAPI) and the web app (types, forms).
 * Validation messages are i18n keys (`validation.*`).
 */

import { z } from 'zod';
import { eventTypes } from '../domain/event-validation';
import { slideshowIntervalMaxSeconds, slideshowIntervalMinSeconds } from '../domain/limits';
import { eventPhases } from '../domain/periods';
import { planIds } from '../domain/plans';
import { revealModes, revealShotOptions } from '../domain/reveal';
import { memberRoles } from '../domain/roles';
import { maxAlbumNameLength } from '../domain/validation';
import { languages } from '../i18n/index';

// ------------------------------------------------------------------ limits

/** Longest event description, in characters. */
export const maxEventDescriptionLength = 2000;
/** Approximate guest count: whole number from 1 to 100 000. */
export const minGuestCount = 1;
export const maxGuestCount = 100_000;
/** Event (guest) password length. */
export const minEventPasswordLength = 4;
export const maxEventPasswordLength = 128;
/** Largest style JSON, in bytes. */
export const maxStyleBytes = 16 * 1024;
/** Longest free text in the style (top/bottom text, custom button text). */
export const maxStyleTextLength = 200;
/** Longest activation code. */
export const maxActivationCodeLength = 64;

// ------------------------------------------------------------------ settings

/** Guest-page features an owner toggles. */
export const eventSettingsSchema = z.object({
  uploadsEnabled: z.boolean(),
  guestbookVisible: z.boolean(),
  /**
   * Whether guests see the photos of the event on its page; false makes an upload-only event
   * where guests never see each other's photos. Stored settings older than it read as true.
   */
  guestGalleryVisible: z.boolean(),
  /** Premium only. */
  slideshowVisible: z.boolean(),
  /** Whole seconds, 3–60. */
  slideshowIntervalSeconds: z
    .number()
    .int({ error: 'validation.slideshow.intervalOutOfRange' })
    .min(slideshowIntervalMinSeconds, { error: 'validation.slideshow.intervalOutOfRange' })
    .max(slideshowIntervalMaxSeconds, { error: 'validation.slideshow.intervalOutOfRange' }),
  guestZipDownload: z.boolean(),
  /**
   * Reveal mode (standard and premium): `time` shows guests the photos at `revealAt`, `hand`
   * when the hosts press "reveal now" (which sets `revealAt`); until then each guest sees only
   * their own. `revealShots`: photos and videos per guest while it is on (null: no limit).
   */
  revealMode: z.enum(revealModes),
  revealAt: z.iso.datetime({ offset: true, error: 'validation.reveal.timeRequired' }).nullable(),
  revealShots: z.literal(revealShotOptions).nullable(),
  /** The slideshow shows a photo's challenge above it. */
  slideshowPromptTitles: z.boolean(),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/** The settings of a new event. */
export const defaultEventSettings: EventSettings = {
  uploadsEnabled: true,
  guestbookVisible: true,
  guestGalleryVisible: true,
  slideshowVisible: false,
  slideshowIntervalSeconds: 5,
  guestZipDownload: false,
  revealMode: 'off',
  revealAt: null,
  revealShots: null,
  slideshowPromptTitles: true,
};

// ------------------------------------------------------------------ style

/** Fonts the guest page can use. */
export const styleFonts = [
  'Inter',
  'Roboto',
  'Montserrat',
  'Lato',
  'Playfair Display',
  'Lora',
  'Cormorant Garamond',
  'Great Vibes',
  'Dancing Script',
  'Parisienne',
] as const;
export type StyleFont = (typeof styleFonts)[number];

/** Preset texts of the guest page's buttons (i18n keys in the web app), or `custom`. */
export const buttonTextPresets = [
  'shareMemories',
  'uploadMedia',
  'leaveMessage',
  'leaveVoicemail',
  'addYourPhotos',
  'custom',
] as const;
export type ButtonTextPreset = (typeof buttonTextPresets)[number];

export const backgroundSizes = ['full', 'half', 'most'] as const;
export const contentPositions = ['center', 'top', 'bottom'] as const;
export const backgroundVariants = ['mobile', 'desktop'] as const;
export type BackgroundVariant = (typeof backgroundVariants)[number];

const invalid = { error: 'validation.style.invalid' };
/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, invalid);
const radius = z.number().int(invalid).min(0, invalid).max(100, invalid);
const opacity = z.number().min(0, invalid).max(1, invalid);
const fontSize = z.number().int(invalid).min(8, invalid).max(120, invalid);
const styleText = z.string().max(maxStyleTextLength, invalid);

/** Text over the date (top) or the name (bottom). */
export const styleTextBlockSchema = z.strictObject({
  text: styleText.optional(),
  /** Whether the text has a background box. */
  background: z.boolean().optional(),
  radius: radius.optional(),
  color: color.optional(),
  /** Opacity of the background box, 0–1 (transparency = 1 − opacity). */
  opacity: opacity.optional(),
});

export const styleButtonSchema = z.strictObject({
  preset: z.enum(buttonTextPresets, invalid).optional(),
  /** Text when `preset` is `custom`. */
  customText: styleText.optional(),
  color: color.optional(),
  textColor: color.optional(),
  radius: radius.optional(),
  /** Show one button (upload) instead of upload, message and voicemail. */
  oneButton: z.boolean().optional(),
});

export const styleGallerySchema = z.strictObject({
  color: color.optional(),
  frameRadius: radius.optional(),
});

/** What the owner may set of the guest page's look (PATCH /events/{id} `style`). */
export const styleSettingsSchema = z.strictObject({
  backgroundColor: color.optional(),
  backgroundSize: z.enum(backgroundSizes, invalid).optional(),
  contentPosition: z.enum(contentPositions, invalid).optional(),
  topText: styleTextBlockSchema.optional(),
  bottomText: styleTextBlockSchema.optional(),
  textColor: color.optional(),
  font: z.enum(styleFonts, invalid).optional(),
  titleFontSize: fontSize.optional(),
  textFontSize: fontSize.optional(),
  button: styleButtonSchema.optional(),
  gallery: styleGallerySchema.optional(),
});
export type StyleSettings = z.infer<typeof styleSettingsSchema>;

/** The stored style as answered: the owner's settings plus uploaded background images. */
export const eventStyleSchema = styleSettingsSchema.extend({
  /** URLs (under /media) of the uploaded background images. */
  backgroundImages: z
    .object({ mobile: z.string().optional(), desktop: z.string().optional() })
    .optional(),
});
export type EventStyle = z.infer<typeof eventStyleSchema>;

// ------------------------------------------------------------------ events

export const eventStates = eventPhases;
export type EventState = (typeof eventStates)[number];

/** An event in the owner's list. */
export const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD, or null for events created without one. */
  eventDate: z.string().nullable(),
  plan: z.enum(planIds),
  paid: z.boolean(),
  /** First upload day, YYYY-MM-DD in the event's time zone. */
  activationDate: z.string(),
  timeZone: z.string(),
  state: z.enum(eventPhases),
  /** Photos, videos and voice messages stored or being uploaded. */
  filesCount: z.number().int(),
  /** The plan's file limit; null = unlimited. */
  filesLimit: z.number().int().nullable(),
  createdAt: z.string(),
  /** The signed-in account's role in the event: its owner, or a co-host or moderator. */
  role: z.enum(['owner', ...memberRoles]),
  /**
   * ISO instants of the upload and download windows, worked out on the server in the event's
   * time zone, so a list can tell an event's phase at any moment without time-zone data.
   */
  periods: z.object({ uploadStart: z.string(), uploadEnd: z.string(), downloadEnd: z.string() }),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListResponseSchema = z.object({ events: z.array(eventSummarySchema) });
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** Everything the owner sees of one event. */
export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  type: z.enum(eventTypes),
  guestCount: z.number().int().nullable(),
  language: z.enum(languages),
  settings: eventSettingsSchema,
  style: eventStyleSchema,
  /** Whether guests need a password. The hash is never answered. */
  hasPassword: z.boolean(),
  videosCount: z.number().int(),
  albumsCount: z.number().int(),
  limits: z.object({
    files: z.number().int().nullable(),
    videos: z.number().int().nullable(),
    albums: z.number().int(),
  }),
  /** The link guests open (also encoded in the QR code). */
  guestUrl: z.string(),
  /** When the event and its files are deleted for good (ISO). */
  expiresAt: z.string(),
  /**
   * The download's state: WAITING during uploads, GENERATING while the archive is prepared
   * after the upload window, READY (the owner got the e-mail), FAILED (retry or contact support).
   */
  zipStatus: z.enum(['WAITING', 'GENERATING', 'READY', 'FAILED']),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventResponseSchema = z.object({ event: eventDetailSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

/** A required field: `validation.required` when absent, else `key` (wrong type or value). */
function required(key: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? 'validation.required' : key,
  };
}

const eventName = z.string(required('validation.event.nameRequired'));
const description = z
  .string({ error: 'validation.event.descriptionTooLong' })
  .max(maxEventDescriptionLength, { error: 'validation.event.descriptionTooLong' });
const guestCount = z
  .number({ error: 'validation.event.guestCountInvalid' })
  .int({ error: 'validation.event.guestCountInvalid' })
  .min(minGuestCount, { error: 'validation.event.guestCountInvalid' })
  .max(maxGuestCount, { error: 'validation.event.guestCountInvalid' });
const language = z.enum(languages, { error: 'validation.language.unsupported' });
const eventType = z.enum(eventTypes, { error: 'validation.event.typeInvalid' });

/**
 * POST /events. Missing name, eventDate, type or plan (or activationDate on a
 * paid plan) answers `missingEventFields`; other bad values `validation`.
 * Dates (YYYY-MM-DD) must lie between today and two years from today in the
 * event's time zone; a trial's activation date is always the creation day.
 */
export const createEventRequestSchema = z.object({
  /** Creating with an activation code (not accepted until payments land). */
  activationCode: z.string().max(maxActivationCodeLength).optional(),
  name: eventName,
  eventDate: z.string(required('validation.date.invalid')),
  description: description.optional(),
  type: z.enum(eventTypes, required('validation.event.typeInvalid')),
  guestCount: guestCount.nullable().optional(),
  language,
  /** IANA zone; default Europe/Warsaw. */
  timeZone: z.string({ error: 'validation.event.timeZoneInvalid' }).max(64).optional(),
  plan: z.enum(planIds, required('validation.plan.invalid')),
  /** Required for paid plans, ignored for a trial. */
  activationDate: z.string({ error: 'validation.date.invalid' }).optional(),
});
export type CreateEventRequest = z.infer<typeof createEventRequestSchema>;

/**
 * PATCH /events/{id}: any subset. `settings` is merged into the stored settings;
 * `style` replaces the stored style (background images are kept).
 * eventDate and activationDate cannot be changed (support does it).
 */
export const updateEventRequestSchema = z.strictObject(
  {
    name: eventName.optional(),
    description: description.optional(),
    type: eventType.optional(),
    guestCount: guestCount.nullable().optional(),
    language: language.optional(),
    settings: eventSettingsSchema.partial().strict().optional(),
    style: styleSettingsSchema.optional(),
  },
  { error: 'validation.event.fieldNotEditable' },
);
export type UpdateEventRequest = z.infer<typeof updateEventRequestSchema>;

/**
 * DELETE /events/{id} and DELETE /events/{id}/albums/{albumId}: the typed
 * phrase, "permanent delete" or "usunięcie nieodwracalne" (either language).
 */
export const deleteConfirmationSchema = z.object({
  confirmation: z.string({ error: 'validation.deleteConfirmation.mismatch' }).max(200),
});
export type DeleteConfirmation = z.infer<typeof deleteConfirmationSchema>;

/** PUT /events/{id}/password: a new password, or null to remove protection. */
export const setEventPasswordRequestSchema = z.object({
  password: z
    .string({ error: 'validation.eventPassword.length' })
    .min(minEventPasswordLength, { error: 'validation.eventPassword.length' })
    .max(maxEventPasswordLength, { error: 'validation.eventPassword.length' })
    .nullable(),
});
export type SetEventPasswordRequest = z.infer<typeof setEventPasswordRequestSchema>;

// ------------------------------------------------------------------ albums

export const albumSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  filesCount: z.number().int(),
  position: z.number().int(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumListResponseSchema = z.object({ albums: z.array(albumSchema) });
export type AlbumListResponse = z.infer<typeof albumListResponseSchema>;

export const albumResponseSchema = z.object({ album: albumSchema });
export type AlbumResponse = z.infer<typeof albumResponseSchema>;

/** POST /events/{id}/albums and PATCH …/albums/{albumId}. */
export const albumNameRequestSchema = z.object({
  name: z
    .string({ error: 'validation.album.nameRequired' })
    .max(maxAlbumNameLength * 4, { error: 'validation.album.nameTooLong' }),
});
export type AlbumNameRequest = z.infer<typeof albumNameRequestSchema>;
