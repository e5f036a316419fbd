/**
 * The event page's downloads panel: the ZIP status (WAITING while guests upload, GENERATING,
 * READY until the download window ends, FAILED with Retry and the support address), the
 * whole-event ZIP with its size and parts, the guestbook PDF in A4 and A5, and the slideshow
 * (Premium; an upgrade hint otherwise), which opens in a new tab for the projector.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPresentation, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  downloadPaths,
  type ZipStatus,
  type ZipStatusResponse,
  zipStatusResponseSchema,
} from '../../../shared/api/gallery';
import { planHasPlay } from '../../../shared/domain/reveal';
import { formatDayInZone } from '../../../shared/i18n/format';
import { apiFetch, useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { useSiteConfig } from '../../app/site-config';
import { type DownloadScope, planIsEmpty, useDownloadPlan } from '../../shared/api/downloads';
import { type EventDetail, eventQueryKey } from '../../shared/api/get-event';
import { usePrompts } from '../../shared/api/prompts';
import { DownloadButton } from '../../shared/download-button';
import { formatBytes } from '../../shared/format-bytes';
import classes from './downloads-panel.module.css';

const statusColors: Record<ZipStatus, string> = {
  WAITING: 'blue',
  GENERATING: 'yellow',
  READY: 'teal',
  FAILED: 'red',
};

/** `POST /api/events/{id}/zip/retry`: FAILED → GENERATING. */
export function retryZip(eventId: string): Promise<ZipStatusResponse> {
  return apiFetch(`/api/events/${encodeURIComponent(eventId)}/zip/retry`, {
    method: 'POST',
    schema: zipStatusResponseSchema,
  });
}

export function DownloadsPanel({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const supportEmail = useSiteConfig().data?.supportEmail;
  // Folders per photo challenge, when the event has challenges.
  const prompts = usePrompts(event.id, planHasPlay(event.plan));
  const [byChallenge, setByChallenge] = useState(false);
  const scope: DownloadScope = byChallenge ? { groupBy: 'prompt' } : {};
  const plan = useDownloadPlan(event.id, 'owner', scope);
  const retry = useMutation({
    mutationFn: () => retryZip(event.id),
    onSuccess: ({ zipStatus }) => {
      queryClient.setQueryData<EventDetail>(eventQueryKey(event.id), (current) =>
        current ? { ...current, zipStatus } : current,
      );
      void queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id) });
    },
  });

  const status = event.zipStatus;
  const date =
    status === 'WAITING'
      ? formatDayInZone(event.periods.uploadEnd, event.timeZone, language)
      : formatDayInZone(event.periods.downloadEnd, event.timeZone, language);
  const pdfPath = downloadPaths.guestbookPdf(event.id);
  const premium = event.plan === 'premium';

  return (
    <Paper className={classes.panel} component="section" aria-labelledby="downloads-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="downloads-title" className={classes.sectionTitle}>
            {t('downloads.panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('downloads.panel.lead')}
          </Text>
        </div>

        <Alert
          color={statusColors[status]}
          variant="light"
          title={t(`downloads.panel.status.${status}.title`)}
          data-testid="zip-status"
          data-status={status}
          role={status === 'FAILED' ? 'alert' : undefined}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`downloads.panel.status.${status}.text`, { date })}</Text>
            {status === 'FAILED' && (
              <>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {supportEmail ? (
                    <Trans
                      i18nKey="downloads.panel.support"
                      values={{ email: supportEmail }}
                      components={{ mail: <Anchor href={`mailto:${supportEmail}`} size="sm" /> }}
                    />
                  ) : (
                    t('downloads.panel.supportNoEmail')
                  )}
                </Text>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconRefresh size={18} aria-hidden="true" />}
                  loading={retry.isPending}
                  onClick={() => retry.mutate()}
                >
                  {t('downloads.panel.retry')}
                </Button>
                {retry.isError && (
                  <Text size="sm" c="red" role="alert">
                    {errorMessage(retry.error)}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Alert>

        <Stack gap={6} align="flex-start">
          {(prompts.data?.length ?? 0) > 0 && (
            <Switch
              label={t('play.owner.zipByChallenge')}
              checked={byChallenge}
              onChange={(change) => setByChallenge(change.currentTarget.checked)}
            />
          )}
          <DownloadButton
            eventId={event.id}
            audience="owner"
            scope={scope}
            label={t('downloads.panel.zip')}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          />
          <Text size="sm" c="dimmed" data-testid="zip-summary">
            {plan.data
              ? planIsEmpty(plan.data)
                ? t('downloads.parts.empty')
                : plan.data.parts.length > 1
                  ? t('downloads.panel.summaryParts', {
                      files: plan.data.mediaCount,
                      size: formatBytes(plan.data.totalSize, language),
                      count: plan.data.parts.length,
                    })
                  : t('downloads.panel.summary', {
                      files: plan.data.mediaCount,
                      size: formatBytes(plan.data.totalSize, language),
                    })
              : plan.isError
                ? t('downloads.panel.summaryFailed')
                : '\u00a0'}
          </Text>
        </Stack>

        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('downloads.panel.pdfTitle')}
          </Text>
          <Group gap="xs">
            <Button
              component="a"
              href={`${pdfPath}?size=a4`}
              download
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            >
              {t('downloads.panel.pdfA4')}
            </Button>
            <Button
              component="a"
              href={`${pdfPath}?size=a5`}
              download
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            >
              {t('downloads.panel.pdfA5')}
            </Button>
          </Group>
        </Stack>

        <Stack gap={6} align="flex-start">
          <Text fw={600} size="sm">
            {t('downloads.panel.slideshowTitle')}
          </Text>
          {premium ? (
            <>
              <Text size="sm" c="dimmed">
                {t('downloads.panel.slideshowText')}
              </Text>
              <Button
                component="a"
                href={`/events/${encodeURIComponent(event.id)}/slideshow`}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconPresentation size={18} aria-hidden="true" />}
              >
                {t('downloads.panel.slideshowOpen')}
              </Button>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('downloads.panel.slideshowPremium')}{' '}
              <Anchor component={Link} to={`/events/${event.id}/upgrade`} size="sm" fw={600}>
                {t('downloads.panel.slideshowUpgrade')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
