/**
 * Route guards. AuthGate holds every screen that depends on who is signed in:
 * the full-screen loading overlay while the state is configuring, and the
 * configuration error when the auth endpoints cannot be used. RequireAuth
 * sends signed-out visitors of an owner route to the sign-in screen, with
 * the route to come back to.
 */
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LogoMark } from '../../ui/logo';
import { AppLoading } from '../app-loading';
import { authConfigErrorKey } from './auth-request';
import { signInPath } from './redirect';
import { useAuth } from './session';

function AuthUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The message says "see console": this is what an administrator looks for.
    console.error('The sign-in service (/api/auth) cannot be used:', error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <LogoMark size={48} />
          <Title order={1} size="h2">
            {t('shell.authUnavailable.title')}
          </Title>
          <Text c="dimmed">{t(authConfigErrorKey)}</Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Layout route: waits for the authentication state, then renders the matched route. */
export function AuthGate({ children }: { children?: ReactNode }) {
  const { status, error, refresh } = useAuth();
  if (status === 'configuring') return <AppLoading />;
  if (status === 'failed') return <AuthUnavailable error={error} onRetry={() => void refresh()} />;
  return children ?? <Outlet />;
}

/** Renders its children for a signed-in owner; sends anyone else to the sign-in screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status !== 'authenticated') return <Navigate to={signInPath(location)} replace />;
  return children;
}
