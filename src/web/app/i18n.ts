/** Creates the i18next instance of the app from the shared catalogues. */
import i18next, { type i18n as I18n } from 'i18next';
import {
  defaultLanguage,
  type Language,
  languages,
  parseLanguage,
  resources,
} from '../../shared/i18n/index';
import { applyDocumentLanguage, storeLanguage } from './language';

/**
 * A ready (synchronously initialised) i18next instance in `language`. Every
 * later language change is stored and mirrored on `<html lang>`.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  instance.on('languageChanged', (value: string) => {
    const changed = parseLanguage(value);
    if (!changed) return;
    storeLanguage(changed);
    applyDocumentLanguage(changed);
  });
  return instance;
}

/** The current language of an instance, narrowed to a supported one. */
export function currentLanguage(instance: I18n): Language {
  return parseLanguage(instance.resolvedLanguage ?? instance.language) ?? defaultLanguage;
}
