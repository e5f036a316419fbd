/** Polish texts shared across the web app: brand, generic actions, language names. */
export const common = {
  brand: 'Momenty',
  homeLink: 'Momenty – strona główna',
  loading: 'Ładowanie…',
  back: 'Wróć',
  actions: {
    confirm: 'Potwierdź',
    cancel: 'Anuluj',
    close: 'Zamknij',
    retry: 'Spróbuj ponownie',
    reload: 'Odśwież stronę',
  },
  language: {
    label: 'Język',
    pl: 'Polski',
    en: 'English',
  },
};
