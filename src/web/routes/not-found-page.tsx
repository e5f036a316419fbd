/** A signed-in owner on an address that does not exist. */
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('shell.notFound.title'));
  return (
    <Stack align="center" gap="md" ta="center" py={64} px="md" maw={520} mx="auto">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconMapQuestion size={30} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('shell.notFound.title')}
      </Title>
      <Text c="dimmed">{t('shell.notFound.text')}</Text>
      <Button
        component={Link}
        to="/events"
        leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
      >
        {t('shell.notFound.action')}
      </Button>
    </Stack>
  );
}
