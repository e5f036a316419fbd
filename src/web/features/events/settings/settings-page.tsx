/** /events/settings/{eventId}: the event's settings as a page (`?tab=` picks the first tab). */
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '../../../../shared/domain/roles';
import { showsData } from '../../../app/api';
import { usePageTitle } from '../../../app/page-title';
import { useEvent } from '../../../shared/api/get-event';
import { BackButton } from '../../../ui/back-button';
import { FitTitle } from '../../../ui/fit-title';
import { EventLoadFailure } from '../event-load-failure';
import { EventSettingsForm } from './event-settings';
import { PrintKitForm } from './print-kit-form';
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
      ) : !showsData(event) ? (
        <EventLoadFailure error={event.error} onRetry={() => void event.refetch()} />
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
            <>
              <Alert color="blue" variant="light" title={t('members.panel.settingsOwnerOnly')}>
                {t(
                  `members.panel.roleNotice.${event.data.role === 'cohost' ? 'cohost' : 'moderator'}`,
                )}
              </Alert>
              {/* The print kit changes nothing: whoever may download the photos may print it. */}
              {roleAllows(event.data.role, 'download') && (
                <PrintKitForm event={event.data} titleOrder={2} />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
