/**
 * One event on /events: name (linking to the event page), date, plan and state
 * badges, files against the plan's limit, and "Pay now" for unpaid paid plans.
 * Also the card that starts the creation wizard.
 */
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconCreditCard, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../shared/i18n/format';
import { currentLanguage } from '../../app/i18n';
import { formatNumber, pluralKey } from '../../shared/format';
import { FitTitle } from '../../ui/fit-title';
import type { EventSummary } from './api/get-events';
import { EventBadges } from './event-badges';
import classes from './event-card.module.css';

/** "12 / 100 plików", or "12 plików" when the plan has no file limit. */
export function useFilesLabel() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (count: number, limit: number | null) =>
    limit === null
      ? t(`events.card.files.${pluralKey(count, language)}`, {
          count: formatNumber(count, language),
        })
      : t(`events.card.filesWithLimit.${pluralKey(limit, language)}`, {
          count: formatNumber(count, language),
          limit: formatNumber(limit, language),
        });
}

export function EventCard({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const filesLabel = useFilesLabel();
  const state = event.state;
  const unpaid = event.plan !== 'trial' && !event.paid && event.role === 'owner';
  return (
    <Paper
      component="li"
      className={classes.card}
      data-expired={state === 'expired' || undefined}
      data-testid="event-card"
    >
      <Stack gap="sm" h="100%">
        <FitTitle order={2} className={classes.name} text={event.name}>
          <Link to={`/events/album/${event.id}`} className={classes.nameLink}>
            {event.name}
          </Link>
        </FitTitle>
        <Group gap={8} wrap="nowrap" className={classes.meta}>
          <IconCalendar size={18} stroke={1.75} aria-hidden="true" />
          <Text size="sm">
            {event.eventDate ? formatLongDate(event.eventDate, language) : t('shell.events.noDate')}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap" className={classes.meta}>
          <IconPhoto size={18} stroke={1.75} aria-hidden="true" />
          <Text size="sm">{filesLabel(event.filesCount, event.filesLimit)}</Text>
        </Group>
        <Group gap={6}>
          <EventBadges role={event.role} plan={event.plan} phase={state} unpaid={unpaid} />
        </Group>
        {unpaid && (
          <Button
            component={Link}
            to={`/events/payment/${event.id}`}
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            mt="auto"
            className={classes.payNow}
          >
            {t('events.card.payNow')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The card that opens /events/create. */
export function CreateEventCard() {
  const { t } = useTranslation();
  return (
    <li className={classes.createItem}>
      <Link to="/events/create" className={classes.create}>
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconPlus size={26} stroke={1.8} />
        </ThemeIcon>
        <Text component="span" className={classes.createTitle}>
          {t('events.card.create.title')}
        </Text>
        <Text component="span" size="sm" c="dimmed" className={classes.createText}>
          {t('events.card.create.text')}
        </Text>
      </Link>
    </li>
  );
}
