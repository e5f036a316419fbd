import { describe, expect, it } from 'vitest';
import { defaultEventSettings, type EventDetail } from '../../../../shared/api/events';
import { MB } from '../../../../shared/domain/limits';
import {
  changesOf,
  checkBackgroundFile,
  draftErrorsFromIssues,
  draftFromEvent,
  parseSettingsTab,
  validateDraft,
} from './settings-model';

const event = {
  name: 'Wesele',
  description: '',
  type: 'wedding',
  guestCount: null,
  language: 'pl',
  settings: defaultEventSettings,
  style: { backgroundColor: '#112233', backgroundImages: { mobile: '/media/e1/x?v=1' } },
} as unknown as EventDetail;

describe('settings draft', () => {
  it('starts equal to the event, with the style complete and without the images', () => {
    const draft = draftFromEvent(event);
    expect(changesOf(draft, draft)).toBeNull();
    expect(draft.style.backgroundColor).toBe('#112233');
    expect(draft.style.button.preset).toBe('shareMemories');
    expect('backgroundImages' in draft.style).toBe(false);
    expect(draft.guestCount).toBe('');
  });

  it('sends only what changed: fields, settings keys, and the whole style', () => {
    const initial = draftFromEvent(event);
    const draft = {
      ...initial,
      name: '  Wesele Ani  ',
      guestCount: 120,
      settings: { ...initial.settings, guestbookVisible: false },
      style: { ...initial.style, textColor: '#ffffff' },
    };
    const body = changesOf(initial, draft);
    expect(body?.name).toBe('Wesele Ani');
    expect(body?.guestCount).toBe(120);
    expect(body?.settings).toEqual({ guestbookVisible: false });
    expect(body?.style).toEqual(draft.style);
    expect(body).not.toHaveProperty('description');
    // Clearing the guest count sends null.
    expect(changesOf({ ...initial, guestCount: 5 }, initial)).toEqual({ guestCount: null });
  });

  it('checks the name, description, guest count and slideshow interval', () => {
    const initial = draftFromEvent(event);
    expect(validateDraft(initial)).toEqual({});
    expect(
      validateDraft({
        ...initial,
        name: ' ',
        description: 'x'.repeat(2001),
        guestCount: 0,
        settings: { ...initial.settings, slideshowIntervalSeconds: 61 },
      }),
    ).toEqual({
      name: 'validation.event.nameRequired',
      description: 'validation.event.descriptionTooLong',
      guestCount: 'validation.event.guestCountInvalid',
      slideshowIntervalSeconds: 'validation.slideshow.intervalOutOfRange',
    });
    expect(
      validateDraft({ ...initial, settings: { ...initial.settings, slideshowIntervalSeconds: 2 } }),
    ).toHaveProperty('slideshowIntervalSeconds');
  });

  it('maps server issues onto the fields it shows', () => {
    expect(
      draftErrorsFromIssues([
        { path: 'name', message: 'validation.event.nameTooLong' },
        { path: ['settings', 'slideshowIntervalSeconds'], message: 'validation.x' },
        { path: 'style.font', message: 'validation.style.invalid' },
        'nonsense',
      ]),
    ).toEqual({ name: 'validation.event.nameTooLong', slideshowIntervalSeconds: 'validation.x' });
    expect(draftErrorsFromIssues(undefined)).toEqual({});
  });
});

describe('checkBackgroundFile', () => {
  it.each([
    ['image/png', 1, null],
    ['image/jpeg', 10 * MB, null],
    ['image/webp', 5, null],
    ['image/gif', 5, 'eventSettings.guestPage.background.invalidType'],
    ['image/heic', 5, 'eventSettings.guestPage.background.invalidType'],
    ['', 5, 'eventSettings.guestPage.background.invalidType'],
    ['image/png', 0, 'eventSettings.guestPage.background.empty'],
    ['image/png', 10 * MB + 1, 'eventSettings.guestPage.background.tooLarge'],
  ])('%s of %d bytes → %s', (type, size, key) => {
    expect(checkBackgroundFile({ type, size })?.key ?? null).toBe(key);
  });

  it('names the limit', () => {
    expect(checkBackgroundFile({ type: 'image/png', size: 11 * MB })?.values).toEqual({
      max: '10 MB',
    });
  });
});

describe('parseSettingsTab', () => {
  it.each([
    ['guest-page', 'guestPage'],
    ['guestPage', 'guestPage'],
    ['features', 'features'],
    ['share', 'share'],
    ['nope', 'details'],
    [null, 'details'],
  ])('%s → %s', (value, tab) => {
    expect(parseSettingsTab(value)).toBe(tab);
  });
});
