/**
 * The settings form's model: a draft made from the stored event, whether it
 * differs (unsaved changes), its client-side checks (the same limits the
 * server enforces), the PATCH body with only what changed, and the check of a
 * background image before it is sent.
 */
import {
  type EventDetail,
  type EventSettings,
  maxEventDescriptionLength,
  maxGuestCount,
  minGuestCount,
  type UpdateEventRequest,
} from '../../../../shared/api/events';
import { type EventType, validateEventName } from '../../../../shared/domain/event-validation';
import { type ResolvedGuestStyle, resolveGuestStyle } from '../../../../shared/domain/guest-style';
import {
  backgroundImageMimeTypes,
  formatSize,
  maxBackgroundImageBytes,
  slideshowIntervalMaxSeconds,
  slideshowIntervalMinSeconds,
} from '../../../../shared/domain/limits';
import type { Language } from '../../../../shared/i18n/index';

/** The style as the form edits it. */
export type EditableStyle = Omit<ResolvedGuestStyle, 'backgroundImages'>;

export const settingsTabs = ['details', 'guestPage', 'features', 'share'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Parses `?tab=` (also the kebab-case `guest-page`). */
export function parseSettingsTab(value: string | null | undefined): SettingsTab {
  const normalized = (value ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return (settingsTabs as readonly string[]).includes(normalized)
    ? (normalized as SettingsTab)
    : 'details';
}

export interface SettingsDraft {
  name: string;
  description: string;
  type: EventType;
  /** '' while the field is empty (no guest count). */
  guestCount: number | string;
  language: Language;
  settings: EventSettings;
  /** The full style with defaults filled in (without the uploaded images). */
  style: EditableStyle;
}

/** The style as the form edits it: every value explicit, images left to their own endpoints. */
export function editableStyle(style: EventDetail['style']): EditableStyle {
  const { backgroundImages: _images, ...rest } = resolveGuestStyle(style);
  return rest;
}

export function draftFromEvent(event: EventDetail): SettingsDraft {
  return {
    name: event.name,
    description: event.description,
    type: event.type,
    guestCount: event.guestCount ?? '',
    language: event.language,
    settings: { ...event.settings },
    style: editableStyle(event.style),
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function guestCountValue(value: number | string): number | null {
  if (value === '' || value === null) return null;
  return typeof value === 'number' ? value : Number(value);
}

/** The PATCH body: only the fields and groups that differ from `initial`; `null` when none do. */
export function changesOf(initial: SettingsDraft, draft: SettingsDraft): UpdateEventRequest | null {
  const body: UpdateEventRequest = {};
  if (draft.name !== initial.name) body.name = draft.name.trim();
  if (draft.description !== initial.description) body.description = draft.description;
  if (draft.type !== initial.type) body.type = draft.type;
  if (guestCountValue(draft.guestCount) !== guestCountValue(initial.guestCount)) {
    body.guestCount = guestCountValue(draft.guestCount);
  }
  if (draft.language !== initial.language) body.language = draft.language;
  const settings: Partial<EventSettings> = {};
  for (const key of Object.keys(draft.settings) as (keyof EventSettings)[]) {
    if (draft.settings[key] !== initial.settings[key]) {
      Object.assign(settings, { [key]: draft.settings[key] });
    }
  }
  if (Object.keys(settings).length > 0) body.settings = settings;
  if (!same(draft.style, initial.style)) body.style = draft.style;
  return Object.keys(body).length > 0 ? body : null;
}

export type DraftField =
  | 'name'
  | 'description'
  | 'guestCount'
  | 'slideshowIntervalSeconds'
  | 'revealAt';
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Client-side checks of the fields a typing owner can get wrong (i18n keys). */
export function validateDraft(draft: SettingsDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = validateEventName(draft.name);
  if (name) errors.name = name;
  if ([...draft.description].length > maxEventDescriptionLength) {
    errors.description = 'validation.event.descriptionTooLong';
  }
  const guests = guestCountValue(draft.guestCount);
  if (
    guests !== null &&
    (!Number.isInteger(guests) || guests < minGuestCount || guests > maxGuestCount)
  ) {
    errors.guestCount = 'validation.event.guestCountInvalid';
  }
  const interval = draft.settings.slideshowIntervalSeconds;
  if (
    !Number.isInteger(interval) ||
    interval < slideshowIntervalMinSeconds ||
    interval > slideshowIntervalMaxSeconds
  ) {
    errors.slideshowIntervalSeconds = 'validation.slideshow.intervalOutOfRange';
  }
  if (draft.settings.revealMode === 'time' && !draft.settings.revealAt) {
    errors.revealAt = 'validation.reveal.timeRequired';
  }
  return errors;
}

/** The tab that shows a field. */
export const tabOfField: Record<DraftField, SettingsTab> = {
  name: 'details',
  description: 'details',
  guestCount: 'details',
  slideshowIntervalSeconds: 'features',
  revealAt: 'features',
};

/** Server issues (`{path, message}`) on fields the form shows; others are left to the alert. */
export function draftErrorsFromIssues(issues: unknown): DraftErrors {
  const errors: DraftErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const parts = Array.isArray(path) ? path.map(String) : String(path ?? '').split('.');
    const field = parts[0] === 'settings' ? parts[1] : parts[0];
    if (typeof message !== 'string' || !field) continue;
    if (field in tabOfField && !errors[field as DraftField]) {
      errors[field as DraftField] = message;
    }
  }
  return errors;
}

/** A background image the server will accept: `null`, or the i18n key and values of the problem. */
export function checkBackgroundFile(
  file: Pick<File, 'type' | 'size'>,
): { key: string; values: Record<string, string> } | null {
  if (!(backgroundImageMimeTypes as readonly string[]).includes(file.type)) {
    return { key: 'eventSettings.guestPage.background.invalidType', values: {} };
  }
  if (file.size <= 0) return { key: 'eventSettings.guestPage.background.empty', values: {} };
  if (file.size > maxBackgroundImageBytes) {
    return {
      key: 'eventSettings.guestPage.background.tooLarge',
      values: { max: formatSize(maxBackgroundImageBytes) },
    };
  }
  return null;
}
