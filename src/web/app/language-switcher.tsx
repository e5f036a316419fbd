/**
 * Switches the interface language: changes i18next once the language's
 * catalogue is in (which stores the choice and updates `<html lang>`), sets
 * `?lang=` on the current URL, replacing the history entry rather than adding
 * one, and saves the choice to the signed-in owner's account (the language of
 * their e-mails). Until the catalogue is in, the switcher shows the language
 * the screen is in.
 */
import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Language, languages } from '../../shared/i18n/index';
import { useSaveAccountLanguage } from './auth/account-language';
import { currentLanguage, switchLanguage } from './i18n';
import { languageParam } from './language';

export interface LanguageSwitcherProps {
  /** Stretch to the width of the container (sidebar). */
  fullWidth?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

export function LanguageSwitcher({ fullWidth = false, size = 'xs' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const value = currentLanguage(i18n);
  const saveAccountLanguage = useSaveAccountLanguage();

  async function select(language: Language) {
    // Not fetched (offline): the screen, the address and the account keep the current language.
    if (!(await switchLanguage(i18n, language))) return;
    void saveAccountLanguage(language);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(languageParam, language);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <SegmentedControl<Language>
      aria-label={t('common.language.label')}
      value={value}
      onChange={(language) => void select(language)}
      fullWidth={fullWidth}
      size={size}
      radius="xl"
      data={languages.map((language) => ({
        value: language,
        label: (
          <span lang={language}>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <VisuallyHidden>{t(`common.language.${language}`)}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
