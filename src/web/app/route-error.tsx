/** Shown when a screen fails to render or load: a calm message, reload and home. */
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../ui/logo';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%" role="alert">
        <Stack align="center" gap="md" ta="center">
          <LogoMark size={48} />
          <Title order={1} size="h2">
            {t('shell.routeError.title')}
          </Title>
          <Text c="dimmed">{t('shell.routeError.text')}</Text>
          <Group justify="center" gap="sm">
            <Button
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              onClick={() => window.location.reload()}
            >
              {t('common.actions.reload')}
            </Button>
            {/* A full page load: the router itself may be what failed. */}
            <Button
              component="a"
              href="/"
              variant="default"
              leftSection={<IconHome size={18} aria-hidden="true" />}
            >
              {t('shell.routeError.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
