/** Sets `document.title` to "{page} · {site name}", or the site name alone. */
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSiteName } from './site-config';

export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  const siteName = useSiteName();
  useDocumentTitle(page ? t('shell.pageTitle', { page, siteName }) : siteName);
}
