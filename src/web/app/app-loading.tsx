/**
 * The full-screen "one moment…" of the owner app while it gets ready: while it learns who is
 * signed in, and while a screen's code loads on demand.
 */
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../ui/loading-overlay';

export function AppLoading() {
  const { t } = useTranslation();
  return <LoadingOverlay message={t('shell.authLoading')} />;
}
