/**
 * The guest's own language choice on the event page: PL / EN. It remembers the
 * choice for this event and puts `?lang=` in the address (replacing the
 * history entry); the page follows the address, so a reload keeps it.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Language, languages } from '../../../shared/i18n/index';
import { languageParam } from '../../app/language';
import { storeGuestLanguageChoice } from './guest-language';
import { guestUiClasses, VisuallyHidden } from './ui/ui';

export function GuestLanguageSwitcher({ eventId, value }: { eventId: string; value: Language }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();

  function select(language: Language) {
    // The page's language follows ?lang= (guest-page.tsx); the choice outlives the address too.
    storeGuestLanguageChoice(eventId, language);
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
    <fieldset className={guestUiClasses.segmented}>
      <legend className={guestUiClasses.visuallyHidden}>{t('common.language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          lang={language}
          onClick={() => select(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <VisuallyHidden>{t(`common.language.${language}`)}</VisuallyHidden>
        </button>
      ))}
    </fieldset>
  );
}
