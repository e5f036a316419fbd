/** Everything the app runs inside: translations, data fetching, Mantine, notifications, modals. */
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
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

/** Mantine with the theme, and the words its own parts speak in the reader's language. */
function TranslatedMantine({
  env,
  children,
}: {
  env: AppProvidersProps['env'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = t('common.actions.close');
  const translated = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // A notice's or a dialog's cross is a button: a screen reader says what it does.
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return (
    <MantineProvider
      theme={translated}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ i18n, queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TranslatedMantine env={env}>
          <Notifications position="top-center" limit={3} />
          <TranslatedModals>{children}</TranslatedModals>
        </TranslatedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
