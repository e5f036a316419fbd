/**
 * Switches the interface language: changes i18next once the language's
 * catalogue is in (which stores the choice and updates `<html lang>`), sets
 * `?lang=` on the current URL, replacing the history entry rather than adding
 * one, and saves the choice to the signed-in owner's account (the language of
 * their e-mails). Until the catalogue is in, the switcher shows the language
 * the screen is in.
 */
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Language, languages } from '../../shared/i18n/index';
import { useSaveAccountLanguage } from './auth/account-language';
import { currentLanguage, switchLanguage } from './i18n';
import { languageParam } from './language';
import classes from './language-switcher.module.css';

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
  const name = useId();

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

  // Radio buttons, as Mantine's segmented control has them, drawn by the stylesheet: that control
  // measures the page when it appears (its sliding indicator), about a tenth of a second of a
  // phone's start screen.
  return (
    <div
      role="radiogroup"
      aria-label={t('common.language.label')}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {languages.map((language) => (
        <label key={language} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={value === language}
            onChange={() => void select(language)}
          />
          <span className={classes.label} lang={language}>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <VisuallyHidden>{t(`common.language.${language}`)}</VisuallyHidden>
          </span>
        </label>
      ))}
    </div>
  );
}
