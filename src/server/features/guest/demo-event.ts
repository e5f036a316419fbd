/**
 * The built-in demo behind /test-event: stored nowhere, uploads disabled, a
 * pleasant style with a background, sample pictures and wishes (demo-content.ts),
 * in the visitor's language.
 */
import type { PublicEvent } from '../../../shared/api/public';
import { demoEventId } from '../../../shared/api/public';
import { eventPeriods } from '../../../shared/domain/periods';
import { planRules } from '../../../shared/domain/plans';
import { promptPresets } from '../../../shared/domain/prompts';
import { addDays, localDate } from '../../../shared/domain/time';
import type { Language } from '../../../shared/i18n/index';
import { demoBackgroundImages } from './demo-content';

const names: Record<Language, { event: string; album: string; top: string; bottom: string }> = {
  pl: {
    event: 'Ania i Tomek',
    album: 'Główny album',
    top: 'Dziękujemy, że jesteście z nami',
    bottom: 'Podzielcie się zdjęciami z naszego dnia',
  },
  en: {
    event: 'Anna & Tom',
    album: 'Main album',
    top: 'Thank you for celebrating with us',
    bottom: 'Share your photos of our day',
  },
};

const timeZone = 'Europe/Warsaw';

export function demoEvent(language: Language, now: Date): PublicEvent {
  const text = names[language];
  const today = localDate(now, timeZone);
  const periods = eventPeriods('premium', today, timeZone);
  const rules = planRules('premium');
  return {
    id: demoEventId,
    name: text.event,
    language,
    style: {
      backgroundColor: '#f7efe6',
      backgroundSize: 'full',
      contentPosition: 'center',
      textColor: '#3d2f2a',
      font: 'Playfair Display',
      titleFontSize: 44,
      textFontSize: 18,
      topText: { text: text.top, background: false },
      bottomText: { text: text.bottom, background: false },
      button: { preset: 'shareMemories', color: '#94646e', textColor: '#ffffff', radius: 24 },
      gallery: { color: '#fffaf5', frameRadius: 12 },
      backgroundImages: demoBackgroundImages(),
    },
    eventDate: addDays(today, 0),
    type: 'wedding',
    timeZone,
    plan: 'premium',
    demo: true,
    passwordProtected: false,
    uploadState: 'disabled',
    uploadWindow: {
      firstDay: periods.activationDate,
      lastDay: periods.lastUploadDate,
      days: rules.uploadDays,
      end: periods.uploadEnd.toISOString(),
    },
    galleryVisible: true,
    guestbookVisible: true,
    slideshowVisible: false,
    slideshowIntervalSeconds: 5,
    guestDownloadAvailable: false,
    albums: [{ id: `${demoEventId}-album`, name: text.album, isDefault: true }],
    allowance: { files: 0, videos: 0, videoAllowed: true },
    reveal: { mode: 'off', at: null, revealed: true, shots: null, shotsLeft: null },
    // A few ready-made challenges show what guests would get.
    prompts: promptPresets('wedding', language)
      .slice(0, 4)
      .map((title, index) => ({ id: `${demoEventId}-prompt-${index + 1}`, title })),
  };
}
