/** Site name and support e-mail from `GET /api/config`, cached for the whole visit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../../shared/api/config';
import { answerCheck } from '../shared/answer-checks';
import { apiFetch } from './api';

export const siteConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) =>
    apiFetch<PublicConfig>('/api/config', { schema: answerCheck('publicConfig'), signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The TanStack Query result of the public configuration. */
export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

/** The site name, falling back to the brand while the configuration loads or if it fails. */
export function useSiteName(): string {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  return data?.siteName || t('common.brand');
}
