/** Sets `document.title` to "{page} · {site name}", or the site name alone. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from './site-config';

export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const title = page ? t('shell.pageTitle', { page, siteName }) : siteName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
