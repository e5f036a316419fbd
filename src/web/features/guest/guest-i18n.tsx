/**
 * The guest page speaks its own language (the event's, `?lang=`, or the
 * guest's choice) through its own i18next instance, so showing an event in
 * English never changes the language the rest of the app remembers, nor a
 * signed-in owner's account language.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { guestResources } from '../../../shared/i18n/guest-resources';
import { defaultLanguage, type Language, languages } from '../../../shared/i18n/index';
import { applyDocumentLanguage } from '../../app/language';

export function createGuestI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: guestResources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function GuestI18nProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  // A fresh instance per language (the catalogues are in memory): switching never sets state
  // in other components while this one renders.
  const instance = useMemo(() => createGuestI18n(language), [language]);
  useEffect(() => applyDocumentLanguage(language), [language]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
