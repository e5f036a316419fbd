/** Creates the i18next instance of the app, and gives it other languages' catalogues on demand. */
import i18next, { type i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language, languages, parseLanguage } from '../../shared/i18n/index';
import { type Catalogue, loadCatalogue } from './catalogues';
import { applyDocumentLanguage, storeLanguage } from './language';

const namespace = 'translation';

/**
 * A ready (synchronously initialised) i18next instance in `language`, holding that language's
 * `catalogue`. Every later language change is stored and mirrored on `<html lang>`.
 */
export function createI18n(language: Language, catalogue: Catalogue): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: { [namespace]: catalogue } },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    initAsync: false,
    interpolation: { escapeValue: false },
    // A catalogue fetched later (another language) renders its users again once it is added.
    react: { bindI18nStore: 'added' },
  });
  instance.on('languageChanged', (value: string) => {
    const changed = parseLanguage(value);
    if (!changed) return;
    storeLanguage(changed);
    applyDocumentLanguage(changed);
  });
  return instance;
}

/** Whether the instance holds the catalogue of `language`. */
export function hasLanguage(instance: I18n, language: Language): boolean {
  return instance.hasResourceBundle(language, namespace);
}

/** Gives the instance the catalogue of `language`, fetching it if it has not got it yet. */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (hasLanguage(instance, language)) return;
  const catalogue = await loadCatalogue(language);
  if (!hasLanguage(instance, language)) instance.addResourceBundle(language, namespace, catalogue);
}

/**
 * Switches the interface to `language` once its catalogue is in, so no screen shows keys in
 * between. Resolves false, changing nothing, when the catalogue could not be fetched.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<boolean> {
  try {
    await loadLanguage(instance, language);
  } catch {
    return false;
  }
  await instance.changeLanguage(language);
  return true;
}

/**
 * Whether texts in `language` (the event's, in a preview) can be shown; asks for its catalogue
 * when they cannot yet. The component renders again when it is added (createI18n binds
 * react-i18next to the store's `added` event).
 */
export function useLanguageLoaded(language: Language): boolean {
  const { i18n } = useTranslation();
  const loaded = hasLanguage(i18n, language);
  useEffect(() => {
    // Not fetched (offline): the preview keeps waiting; the next mount asks again.
    if (!loaded) loadLanguage(i18n, language).catch(() => undefined);
  }, [i18n, language, loaded]);
  return loaded;
}

/** The current language of an instance, narrowed to a supported one. */
export function currentLanguage(instance: I18n): Language {
  return parseLanguage(instance.resolvedLanguage ?? instance.language) ?? defaultLanguage;
}
