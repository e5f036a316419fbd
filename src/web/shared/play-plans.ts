/** The plans with reveal mode and photo challenges, named as a list in the interface's language. */
import { useTranslation } from 'react-i18next';
import { playPlans } from '../../shared/domain/reveal';
import { formatList } from '../../shared/i18n/format';
import { currentLanguage } from '../app/i18n';

/** "Standard i Premium" (`and`) or "Standard lub Premium" (`or`), from the plan table. */
export function usePlayPlansText(): (type?: 'and' | 'or') => string {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const names = playPlans.map((plan) => t(`shell.events.plans.${plan}`));
  return (type = 'and') => formatList(names, language, type);
}
