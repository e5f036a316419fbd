/**
 * /events: the owner's events as cards (name, date, plan) or, before the first
 * one, an explanation that they will appear here. `notice` is a slot above
 * the list (the banner asking to confirm the e-mail address).
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCalendar, IconConfetti, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { type EventSummary, useEvents } from './api/get-events';
import { isExpired } from './event-phase';
import classes from './events-page.module.css';

export interface EventsPageProps {
  notice?: ReactNode;
}

/** A `YYYY-MM-DD` day in words, in the interface language. */
function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

function EventCard({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const unpaid = event.plan !== 'trial' && !event.paid;
  const expired = isExpired(event);
  return (
    <Paper component="li" className={classes.card} data-expired={expired || undefined}>
      <Stack gap="sm">
        <Title order={2} className={classes.name}>
          {event.name}
        </Title>
        <Group gap={8} wrap="nowrap" className={classes.date}>
          <IconCalendar size={18} stroke={1.75} aria-hidden="true" />
          <Text size="sm">
            {event.eventDate ? formatDay(event.eventDate, language) : t('shell.events.noDate')}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="clay" radius="sm" className={classes.badge}>
            {t('shell.events.planLabel', { plan: t(`shell.events.plans.${event.plan}`) })}
          </Badge>
          {unpaid && (
            <Badge variant="light" color="orange" radius="sm" className={classes.badge}>
              {t('shell.nav.unpaid')}
            </Badge>
          )}
          {expired && (
            <Badge variant="light" color="gray" radius="sm" className={classes.badge}>
              {t('shell.events.expired')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper className={classes.empty}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconConfetti size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} className={classes.emptyTitle}>
          {t('shell.events.empty.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('shell.events.empty.text')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function EventsPage({ notice }: EventsPageProps) {
  const { t } = useTranslation();
  const events = useEvents();
  usePageTitle(t('shell.events.title'));

  let content: ReactNode;
  if (events.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={132} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (events.isError) {
    content = (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('errors.loadEventsFailed')}</Text>
          <Button
            size="xs"
            variant="white"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void events.refetch()}
          >
            {t('common.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (events.data.length === 0) {
    content = <EmptyState />;
  } else {
    content = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, xl: 3 }}
        spacing="lg"
        className={classes.list}
      >
        {events.data.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="xl" className={classes.page}>
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          {t('shell.events.title')}
        </Title>
        <Text c="dimmed">{t('shell.events.lead')}</Text>
      </Stack>
      {notice}
      {content}
    </Stack>
  );
}
