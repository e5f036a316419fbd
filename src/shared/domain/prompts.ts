// Photo challenges: short prompts the hosts write ("a selfie with the bride") that guests answer
// with a photo. Just text owned by the event; deleting one keeps its photos.
import type { Language } from '../i18n/index';
import type { EventType } from './event-validation';
import type { ValidationKey } from './violation';

/** Prompts per event at most. */
export const maxPrompts = 15;
/** Longest prompt, in characters after trimming. */
export const maxPromptLength = 80;

/** `prompts.titleRequired` (blank) or `prompts.titleTooLong`; null when the title is fine. */
export function validatePromptTitle(title: string): ValidationKey | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'validation.prompts.titleRequired';
  if (trimmed.length > maxPromptLength) return 'validation.prompts.titleTooLong';
  return null;
}

type Presets = Record<EventType, readonly string[]>;

const pl: Presets = {
  wedding: [
    'Selfie z Panną Młodą',
    'Selfie z Panem Młodym',
    'Najlepszy ruch na parkiecie',
    'Uśmiech babci',
    'Pierwszy taniec z Twojej perspektywy',
    'Ktoś, kto płacze ze wzruszenia',
    'Najpiękniejszy detal dekoracji',
    'Toast w górę!',
    'Twój stolik w komplecie',
    'Najzabawniejsza mina wieczoru',
  ],
  family: [
    'Wspólne zdjęcie trzech pokoleń',
    'Uśmiech solenizanta',
    'Najsmaczniejsze danie na stole',
    'Dzieci w akcji',
    'Rodzinny toast',
    'Ktoś, kogo dawno nie widziałeś',
    'Najpiękniejszy moment dnia',
  ],
  christmas: [
    'Najładniejsza bombka na choince',
    'Ktoś w świątecznym swetrze',
    'Wspólne śpiewanie kolęd',
    'Najlepszy prezent',
    'Świąteczny stół',
    'Selfie z Mikołajem',
    'Pierwsza gwiazdka',
  ],
  friends: [
    'Grupowe selfie',
    'Najlepszy ruch na parkiecie',
    'Najzabawniejsza mina wieczoru',
    'Toast w górę!',
    'Ktoś, kto opowiada anegdotę',
    'Najlepsza stylizacja',
  ],
  business: [
    'Selfie z zespołem',
    'Najlepszy moment prezentacji',
    'Ktoś, kogo poznałeś dzisiaj',
    'Toast za sukces',
    'Kulisy wydarzenia',
    'Najlepszy pomysł dnia',
  ],
  other: [
    'Grupowe selfie',
    'Najpiękniejszy moment dnia',
    'Najzabawniejsza mina',
    'Toast w górę!',
    'Twoje miejsce przy stole',
    'Ktoś, kto się świetnie bawi',
  ],
};

const en: Presets = {
  wedding: [
    'A selfie with the bride',
    'A selfie with the groom',
    'The best dance move',
    "Grandma's smile",
    'The first dance from where you stand',
    'Someone in happy tears',
    'The prettiest decoration',
    'Glasses up!',
    'Your whole table',
    'The funniest face of the night',
  ],
  family: [
    'Three generations together',
    'The guest of honour smiling',
    'The tastiest dish on the table',
    'Kids in action',
    'A family toast',
    "Someone you haven't seen in ages",
    'The best moment of the day',
  ],
  christmas: [
    'The prettiest bauble on the tree',
    'Someone in a Christmas jumper',
    'Carols together',
    'The best present',
    'The Christmas table',
    'A selfie with Santa',
    'The first star',
  ],
  friends: [
    'A group selfie',
    'The best dance move',
    'The funniest face of the night',
    'Glasses up!',
    'Someone telling a story',
    'The best outfit',
  ],
  business: [
    'A team selfie',
    'The best moment on stage',
    'Someone you met today',
    'A toast to success',
    'Behind the scenes',
    'The best idea of the day',
  ],
  other: [
    'A group selfie',
    'The best moment of the day',
    'The funniest face',
    'Glasses up!',
    'Your seat at the table',
    'Someone having a great time',
  ],
};

/** Ready-made prompts for an event type, in the page's language. */
export function promptPresets(type: EventType, language: Language): readonly string[] {
  return (language === 'en' ? en : pl)[type];
}
