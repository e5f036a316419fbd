/** The sentence a guest's page shows when its buttons are off (not yet open, ended, off, a demo). */
import type { TFunction } from 'i18next';
import type { PublicEvent } from '../../../shared/api/public';
import { formatLongDate } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/index';

/** Why the buttons are off, as one sentence in the guest's language; null while uploads are open. */
export function stateNotice(event: PublicEvent, language: Language, t: TFunction) {
  if (event.demo) return t('guest.state.demo');
  switch (event.uploadState) {
    case 'open':
      return null;
    case 'notYetActive':
      return t('guest.state.notYetActive', {
        date: formatLongDate(event.uploadWindow.firstDay, language),
      });
    case 'ended':
      return t('guest.state.ended', { days: event.uploadWindow.days });
    case 'disabled':
      return t('guest.state.disabled');
  }
}
