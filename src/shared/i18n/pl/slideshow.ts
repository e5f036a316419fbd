/** Polish texts of the `slideshow` namespace; same keys as the English catalogue. */
import type { slideshow as english, guestSlideshow as englishGuest } from '../en/slideshow';

/** What the guest pages read (their catalogue takes only this part). */
export const guestSlideshow: typeof englishGuest = {
  title: 'Pokaz slajdów: {{name}}',
  loading: 'Wczytywanie pokazu slajdów…',
  loadFailed: 'Nie udało się wczytać pokazu slajdów.',
  waiting: 'Czekamy na pierwsze zdjęcia…',
  addYours: 'Dodaj swoje zdjęcia',
  qrAlt: 'Kod QR strony dla gości',
  messageFrom: 'Od: {{name}}',
  anonymous: 'Gość',
  sentBy: '{{name}}',
  controls: {
    label: 'Sterowanie pokazem slajdów',
    play: 'Odtwarzaj (spacja)',
    pause: 'Wstrzymaj (spacja)',
    previous: 'Poprzedni (←)',
    next: 'Następny (→)',
    fullscreen: 'Pełny ekran (F)',
    exitFullscreen: 'Zamknij pełny ekran (F)',
    qrOn: 'Pokaż kod QR',
    qrOff: 'Ukryj kod QR',
    messagesOn: 'Pokazuj wpisy z księgi gości',
    messagesOff: 'Ukryj wpisy z księgi gości',
    exit: 'Zakończ pokaz slajdów',
  },
  position: '{{current}} / {{total}}',
  notShown: {
    title: 'Pokaz slajdów jest niedostępny',
    text: 'Organizator nie udostępnił gościom pokazu slajdów.',
    back: 'Wróć do strony wydarzenia',
  },
};

/** The whole namespace: the guests' part and what a host whose plan has no slideshow reads. */
export const slideshow: typeof english = {
  ...guestSlideshow,
  premiumOnly: {
    title: 'Pokaz slajdów jest częścią pakietu Premium',
    text: 'Zmień pakiet tego wydarzenia na Premium, aby wyświetlać zdjęcia i filmy gości na rzutniku lub telewizorze w trakcie przyjęcia.',
    upgrade: 'Przejdź na Premium',
    back: 'Wróć do wydarzenia',
  },
};
