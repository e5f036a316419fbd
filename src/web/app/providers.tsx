/** Everything the app runs inside: translations, data fetching, Mantine, notifications, modals. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals' delays (jsdom tests). */
  env?: 'default' | 'test';
}

function TranslatedModals({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider
      labels={{ confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') }}
      modalProps={{ centered: true }}
    >
      {children}
    </ModalsProvider>
  );
}

export function AppProviders({ i18n, queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={env}
        >
          <Notifications position="top-center" limit={3} />
          <TranslatedModals>{children}</TranslatedModals>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
