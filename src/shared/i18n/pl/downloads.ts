/** Polish texts of the `downloads` namespace; same keys as the English catalogue. */
import type { downloads as english, guestDownloads as englishGuest } from '../en/downloads';

/** What the guest pages read (their catalogue takes only this part). */
export const guestDownloads: typeof englishGuest = {
  parts: {
    title: 'Pobieranie w częściach',
    intro:
      'Archiwum podzielono na części (liczba części: {{count}}), każda ma najwyżej {{size}}. Pobierz wszystkie; każda część to pełny plik ZIP.',
    empty: 'Nie ma jeszcze nic do pobrania.',
    part: 'Część {{part}} z {{count}}: plików {{files}}, {{size}}',
    download: 'Pobierz',
  },
  guest: {
    zip: 'Pobierz wszystkie zdjęcia (ZIP)',
    slideshow: 'Pokaz slajdów',
  },
};

/** The whole namespace: the guests' part and the hosts' downloads panel. */
export const downloads: typeof english = {
  ...guestDownloads,
  panel: {
    title: 'Pobieranie',
    lead: 'Wszystko, co przesłali goście, w archiwum ZIP, a księga gości jako PDF gotowy do druku.',
    status: {
      WAITING: {
        title: 'Goście wciąż przesyłają pliki',
        text: 'Ostateczne archiwum będzie gotowe po zakończeniu okresu przesyłania ({{date}}). Już teraz możesz pobrać wszystko, co jest.',
      },
      GENERATING: {
        title: 'Przygotowujemy archiwum',
        text: 'To potrwa do około 15 minut. Wyślemy Ci e-mail z linkiem do pobrania.',
      },
      READY: {
        title: 'Archiwum jest gotowe',
        text: 'Możesz je pobierać do {{date}}.',
      },
      FAILED: {
        title: 'Nie udało się wygenerować pliku ZIP',
        text: 'Spróbuj ponownie za chwilę.',
      },
    },
    support:
      'Jeśli plik ZIP nadal nie będzie dostępny 48 godzin po zakończeniu przesyłania, napisz do nas: <mail>{{email}}</mail>.',
    supportNoEmail:
      'Jeśli plik ZIP nadal nie będzie dostępny 48 godzin po zakończeniu przesyłania, skontaktuj się z pomocą techniczną.',
    retry: 'Spróbuj ponownie',
    zip: 'Pobierz wszystko (ZIP)',
    summary: 'Plików: {{files}}, {{size}}',
    summaryParts: 'Plików: {{files}}, {{size}}, części: {{count}}',
    summaryFailed: 'Nie udało się odczytać rozmiaru archiwum.',
    pdfTitle: 'Księga gości (PDF)',
    pdfA4: 'PDF, A4',
    pdfA5: 'PDF, A5',
    slideshowTitle: 'Pokaz slajdów',
    slideshowText:
      'Wyświetlaj zdjęcia i filmy gości na rzutniku lub telewizorze; nowe pojawiają się na bieżąco.',
    slideshowOpen: 'Otwórz pokaz slajdów',
    slideshowPremium: 'Pokaz slajdów jest dostępny w pakiecie Premium.',
    slideshowUpgrade: 'Przejdź na Premium',
  },
};
