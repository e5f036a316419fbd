/**
 * /events: the owner's events as cards (name, date, plan, state, files) and a
 * card that opens the creation wizard; before the first event, an explanation
 * with a button to the wizard. `notice` is a slot above the list (the banner asking to
 * confirm the e-mail address).
 */
import {
  Alert,
  Button,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconConfetti, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showsData } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { useEvents } from './api/get-events';
import { CreateEventCard, EventCard } from './event-card';
import classes from './events-page.module.css';

export interface EventsPageProps {
  notice?: ReactNode;
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
        <Button
          component={Link}
          to="/events/create"
          size="md"
          mt="xs"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('events.card.create.title')}
        </Button>
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
  } else if (!showsData(events)) {
    // The first read failed. A later refresh that fails keeps the list it has.
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
        <CreateEventCard />
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
