/** /events/settings/{eventId}: the event's settings as a page (`?tab=` picks the first tab). */
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAllows } from '../../../../shared/domain/roles';
import { ApiError } from '../../../app/api';
import { usePageTitle } from '../../../app/page-title';
import { useEvent } from '../../../shared/api/get-event';
import { BackButton } from '../../../ui/back-button';
import { FitTitle } from '../../../ui/fit-title';
import { EventSettingsForm } from './event-settings';
import classes from './settings.module.css';
import type { SettingsTab } from './settings-model';

export function SettingsPage({ eventId, tab }: { eventId: string; tab?: SettingsTab }) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  usePageTitle(
    event.data ? t('eventSettings.pageTitle', { name: event.data.name }) : t('eventSettings.title'),
  );

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <BackButton
          to={`/events/album/${encodeURIComponent(eventId)}`}
          label={t('eventSettings.back')}
        />
      </div>
      {event.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('events.page.loading')}>
          <Skeleton height={40} width="60%" radius="md" />
          <Skeleton height={48} radius="md" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      ) : event.isError ? (
        event.error instanceof ApiError && event.error.status === 404 ? (
          <Paper className={classes.box}>
            <Stack gap="sm" align="flex-start">
              <Title order={1} className={classes.title}>
                {t('events.page.notFound.title')}
              </Title>
              <Text>{t('events.page.notFound.text')}</Text>
              <Anchor component={Link} to="/events">
                {t('events.page.notFound.back')}
              </Anchor>
            </Stack>
          </Paper>
        ) : (
          <Alert color="red" title={t('events.page.loadFailed')}>
            <Button variant="light" color="red" mt="sm" onClick={() => event.refetch()}>
              {t('events.page.retry')}
            </Button>
          </Alert>
        )
      ) : (
        <>
          <div>
            <Text size="sm" c="dimmed" fw={500}>
              {t('eventSettings.title')}
            </Text>
            <FitTitle
              order={1}
              className={classes.title}
              lang={event.data.language}
              text={event.data.name}
            />
          </div>
          {roleAllows(event.data.role, 'edit') ? (
            <EventSettingsForm event={event.data} initialTab={tab} />
          ) : (
            <Alert color="blue" variant="light" title={t('members.panel.settingsOwnerOnly')}>
              {t(
                `members.panel.roleNotice.${event.data.role === 'cohost' ? 'cohost' : 'moderator'}`,
              )}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
