/** Polskie teksty przestrzeni `printKit`: karty i plakat z kodem QR do druku oraz ich formularz. */
export const printKit = {
  title: 'Materiały do druku',
  lead: 'Karty i plakat z Waszym kodem QR, gotowe do druku. Goście skanują kod i wysyłają zdjęcia – bez aplikacji.',
  format: 'Format',
  formats: {
    tableCard: 'Karta na stół (namiot A6, dwie na A4)',
    standingCard: 'Karta stojąca (A5)',
    poster: 'Plakat (A4)',
  },
  design: 'Wygląd',
  designs: { classic: 'Klasyczny', elegant: 'Elegancki', bold: 'Wyrazisty' },
  headline: 'Nagłówek',
  subline: 'Podpis',
  challenges: 'Inne wyzwanie foto na każdej karcie na stół',
  download: 'Pobierz PDF',
  defaultHeadline: 'Podzielcie się z nami zdjęciami!',
  defaultSubline: 'Wszystkie zdjęcia z dzisiejszego dnia w jednym albumie – Twoje też.',
  howTo: 'Zeskanuj kod · stuknij przycisk · wyślij – bez aplikacji',
  challenge: 'Dzisiejsze wyzwanie: {{title}}',
  /** The guest link's preview in a messenger or a search result (an invitation like the cards). */
  linkPreview:
    'Dodaj swoje zdjęcia, filmy i życzenia prosto z telefonu – bez aplikacji i bez konta.',
};
