/** English texts shared across the web app: brand, generic actions, language names. */
export const common = {
  brand: 'Momenty',
  homeLink: 'Momenty – home page',
  loading: 'Loading…',
  back: 'Back',
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    reload: 'Reload page',
  },
  language: {
    label: 'Language',
    pl: 'Polski',
    en: 'English',
  },
};
