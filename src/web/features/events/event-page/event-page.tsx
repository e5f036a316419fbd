/**
 * /events/album/:eventId, the owner's page of one event: name, date, plan and
 * state, files against the plan's limit (live while guests send), the settings
 * (a modal), the payment or upgrade prompt, the share panel (guest link and QR
 * code), a small preview of the guest page, the downloads (ZIP, guestbook PDF,
 * slideshow) and the albums.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconCalendar,
  IconCreditCard,
  IconDots,
  IconSettings,
  IconSparkles,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAllows } from '../../../../shared/domain/roles';
import { localDate } from '../../../../shared/domain/time';
import { formatLongDate } from '../../../../shared/i18n/format';
import { showsData } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import { usePageTitle } from '../../../app/page-title';
import { type EventDetail, useEvent } from '../../../shared/api/get-event';
import { BackButton } from '../../../ui/back-button';
import { FitTitle } from '../../../ui/fit-title';
import { EventBadges } from '../event-badges';
import { useFilesLabel } from '../event-card';
import { EventLoadFailure } from '../event-load-failure';
import { DeleteEventModal } from '../settings/delete-event';
import { SettingsModal } from '../settings/settings-modal';
import { AlbumsSection } from './albums-section';
import { ChallengesSection } from './challenges-section';
import classes from './event-page.module.css';
import { MembersSection } from './members-section';
import { RevealPanel } from './reveal-panel';
import { SharePanel } from './share-panel';
import { StylePreviewPanel } from './style-preview-panel';
import { useEventLive } from './use-event-live';

export function EventPage({
  eventId,
  downloads,
}: {
  eventId: string;
  /** The downloads panel (another feature's), given by the route that composes the page. */
  downloads?: (event: EventDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  usePageTitle(event.data?.name ?? t('events.page.loading'));

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <BackButton to="/events" label={t('events.page.back')} />
      </div>
      {event.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('events.page.loading')}>
          <Skeleton height={40} width="60%" radius="md" />
          <Skeleton height={120} radius="lg" />
          <Skeleton height={260} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      ) : !showsData(event) ? (
        <EventLoadFailure error={event.error} onRetry={() => void event.refetch()} />
      ) : (
        <EventContent event={event.data} downloads={downloads} />
      )}
    </Stack>
  );
}

function EventContent({
  event,
  downloads,
}: {
  event: EventDetail;
  downloads?: (event: EventDetail) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const filesLabel = useFilesLabel();
  const unpaid = event.plan !== 'trial' && !event.paid;
  const limit = event.limits.files;
  const used = limit ? Math.min(100, (event.filesCount / limit) * 100) : 0;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const can = (action: Parameters<typeof roleAllows>[1]) => roleAllows(event.role, action);
  useEventLive(event);

  return (
    <>
      <Paper className={classes.panel} component="header">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <FitTitle
              order={1}
              lang={event.language}
              className={`${classes.title} ${classes.headerTitle}`}
              text={event.name}
            />
            <Group gap="xs" wrap="nowrap">
              {can('edit') && (
                <Button
                  variant="default"
                  onClick={() => setSettingsOpen(true)}
                  leftSection={<IconSettings size={18} aria-hidden="true" />}
                  className={classes.settingsButton}
                >
                  {t('eventSettings.open')}
                </Button>
              )}
              {can('delete') && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="default"
                      size={36}
                      aria-label={t('events.page.moreActions')}
                    >
                      <IconDots size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => setDeleteOpen(true)}
                    >
                      {t('eventSettings.delete.open')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          </Group>
          <Group gap={8} wrap="nowrap" c="dimmed">
            <IconCalendar size={18} stroke={1.75} aria-hidden="true" />
            <Text size="sm">
              {event.eventDate
                ? formatLongDate(event.eventDate, language)
                : t('shell.events.noDate')}
            </Text>
          </Group>
          <Text size="sm" data-testid="event-windows">
            {t('events.page.windows', {
              from: formatLongDate(
                localDate(new Date(event.periods.uploadStart), event.timeZone),
                language,
              ),
              to: formatLongDate(
                localDate(new Date(event.periods.uploadEnd), event.timeZone),
                language,
              ),
              downloadEnd: formatLongDate(
                localDate(new Date(event.periods.downloadEnd), event.timeZone),
                language,
              ),
            })}
          </Text>
          <Group gap={6}>
            <EventBadges role={event.role} plan={event.plan} phase={event.state} unpaid={unpaid} />
          </Group>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500} id="files-used">
                {t('events.page.filesUsed')}
              </Text>
              <Text size="sm">{filesLabel(event.filesCount, limit)}</Text>
            </Group>
            {limit === null ? (
              <Text size="xs" c="dimmed">
                {t('events.page.unlimitedFiles')}
              </Text>
            ) : (
              <Progress
                value={used}
                color={used >= 90 ? 'red' : undefined}
                aria-labelledby="files-used"
                radius="xl"
              />
            )}
          </Stack>
        </Stack>
      </Paper>

      {unpaid && can('pay') && (
        <Alert color="orange" title={t('events.page.unpaid.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('events.page.unpaid.text')}</Text>
            <Button
              component={Link}
              to={`/events/payment/${event.id}`}
              leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            >
              {t('events.page.unpaid.payNow')}
            </Button>
          </Stack>
        </Alert>
      )}

      {event.plan === 'trial' && can('pay') && (
        <Paper className={classes.panel} data-variant="trial">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconSparkles size={22} aria-hidden="true" className={classes.trialIcon} />
            <Stack gap={4}>
              <Text fw={600}>{t('events.page.trial.title')}</Text>
              <Text size="sm">{t('events.page.trial.text')}</Text>
              <Anchor component={Link} to={`/events/${event.id}/upgrade`} size="sm" fw={600}>
                {t('events.page.trial.upgrade')}
              </Anchor>
            </Stack>
          </Group>
        </Paper>
      )}

      {!can('edit') && (
        <Alert color="blue" variant="light">
          {t('members.panel.settingsOwnerOnly')}
        </Alert>
      )}
      {can('edit') && <RevealPanel event={event} />}
      <SharePanel event={event} />
      {downloads?.(event)}
      <StylePreviewPanel event={event} />
      <AlbumsSection event={event} />
      {can('edit') && <ChallengesSection event={event} />}
      <MembersSection event={event} />
      {can('edit') && (
        <SettingsModal event={event} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
      )}
      {can('delete') && (
        <DeleteEventModal event={event} opened={deleteOpen} onClose={() => setDeleteOpen(false)} />
      )}
    </>
  );
}
