/**
 * Progress of what the guest is sending: overall and per file, the
 * slow-connection question (continue or wait), paused uploads, failed files
 * with their reason and a retry button, and an honest summary at the end:
 * never "done" while a file failed.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatClock } from '../dialogs/format';
import type { EngineSnapshot, UploadErrorText, UploadItem } from './upload-engine';
import classes from './upload-panel.module.css';

function percent(sent: number, total: number): number {
  return total === 0 ? 100 : Math.min(100, Math.floor((sent / total) * 100));
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export interface UploadPanelProps {
  snapshot: EngineSnapshot;
  /** What the job was: the final words differ for a guestbook entry and a voice message. */
  kind: 'upload' | 'guestbook' | 'voice';
  onRetry: (index?: number) => void;
  onPause: () => void;
  onResume: () => void;
  onContinue: () => void;
  onClose: () => void;
}

export function UploadPanel({
  snapshot,
  kind,
  onRetry,
  onPause,
  onResume,
  onContinue,
  onClose,
}: UploadPanelProps) {
  const { t, i18n } = useTranslation();
  const errorText = useUploadErrorText();
  const online = useOnline();
  const { phase, items } = snapshot;
  if (phase === 'idle') return null;

  const done = items.filter((item) => item.status === 'done').length;
  const skipped = items.filter((item) => item.status === 'skipped').length;
  const failed = items.filter((item) => item.status === 'failed');
  const overall = percent(snapshot.bytesSent, snapshot.bytesTotal);

  return (
    <section
      className={classes.panel}
      aria-label={t('guest.progress.title')}
      data-testid="upload-panel"
    >
      <Stack gap="sm">
        {phase === 'preparing' && <Text fw={600}>{t('guest.progress.preparing')}</Text>}

        {(phase === 'uploading' || phase === 'paused') && (
          <>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>
                {phase === 'paused' ? t('guest.progress.pausedTitle') : t('guest.progress.title')}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('guest.progress.overall', {
                  sent: formatBytes(snapshot.bytesSent, i18n.language),
                  total: formatBytes(snapshot.bytesTotal, i18n.language),
                })}
              </Text>
            </Group>
            <Progress
              value={overall}
              size="lg"
              radius="xl"
              animated={phase === 'uploading'}
              aria-label={t('guest.progress.overallLabel', { percent: overall })}
            />
            {phase === 'uploading' && (
              <Text size="xs" c="dimmed">
                {snapshot.remainingSeconds !== null
                  ? `${t('guest.progress.remaining', { time: formatClock(snapshot.remainingSeconds) })} `
                  : ''}
                {t('guest.progress.keepOpen')}
              </Text>
            )}
          </>
        )}

        {!online && phase !== 'finished' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconWifiOff size={18} aria-hidden="true" />}
            p="xs"
          >
            {t('guest.progress.offline')}
          </Alert>
        )}

        {snapshot.slow && (
          <Alert
            color="yellow"
            variant="light"
            role="alertdialog"
            title={t('guest.slow.title')}
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('guest.slow.text', {
                  size: formatBytes(snapshot.bytesTotal - snapshot.bytesSent, i18n.language),
                  time: formatClock(snapshot.remainingSeconds ?? 0),
                })}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={onContinue}>
                  {t('guest.slow.continue')}
                </Button>
                <Button size="xs" variant="default" onClick={onPause}>
                  {t('guest.slow.wait')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {phase === 'paused' && (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('guest.progress.paused')}</Text>
            <Button size="xs" onClick={onResume}>
              {t('guest.progress.resume')}
            </Button>
          </Group>
        )}

        {phase === 'failed' && snapshot.batchError && (
          <Alert color="red" variant="light" role="alert" title={t('guest.progress.notSent')}>
            <Stack gap="xs">
              <Text size="sm">{errorText(snapshot.batchError)}</Text>
              <Group gap="xs">
                {snapshot.batchErrorTransient && (
                  <Button size="xs" onClick={() => onRetry()}>
                    {t('common.actions.retry')}
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={onClose}>
                  {t('common.actions.close')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {phase === 'finished' && (
          <Summary
            kind={kind}
            total={items.length}
            done={done}
            skipped={skipped}
            failed={failed.length}
            onRetry={() => onRetry()}
            onClose={onClose}
          />
        )}

        {items.length > 0 && phase !== 'failed' && (
          <ul className={classes.items} aria-label={t('guest.progress.files')}>
            {items.map((item) => (
              <ItemRow key={item.index} item={item} onRetry={() => onRetry(item.index)} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/** An error's text; a key this client does not know (a newer server) reads as a plain failure. */
function useUploadErrorText() {
  const { t, i18n } = useTranslation();
  return (error: UploadErrorText | null) =>
    error && i18n.exists(error.key) ? t(error.key, error.params) : t('errors.fileUploadFailed');
}

function ItemRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  const value = percent(item.bytesSent, item.size);
  let status: string;
  if (item.status === 'uploading') status = `${value}%`;
  else status = t(`guest.progress.status.${item.status}`);
  return (
    <li className={classes.item} data-status={item.status} data-testid="upload-item">
      <Text size="sm" className={classes.itemName}>
        {item.name}
      </Text>
      <Group gap={4} wrap="nowrap">
        {(item.status === 'done' || item.status === 'skipped') && (
          <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
        )}
        <Text
          size="xs"
          c={item.status === 'failed' ? 'red.7' : 'dimmed'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {status}
        </Text>
      </Group>
      {(item.status === 'uploading' || item.status === 'paused' || item.status === 'waiting') && (
        <Progress
          className={classes.itemBar}
          value={value}
          size="xs"
          radius="xl"
          aria-label={t('guest.progress.fileLabel', { name: item.name, percent: value })}
        />
      )}
      {item.status === 'failed' && (
        <Group className={classes.itemError} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="red.7">
            {errorText(item.error)}
          </Text>
          <Button size="compact-xs" variant="light" onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        </Group>
      )}
    </li>
  );
}

function Summary(props: {
  kind: 'upload' | 'guestbook' | 'voice';
  total: number;
  done: number;
  skipped: number;
  failed: number;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (props.failed > 0) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('guest.progress.incompleteTitle')}>
        <Stack gap="xs">
          <Text size="sm">
            {t('guest.progress.incomplete', {
              done: props.done + props.skipped,
              total: props.total,
              failed: props.failed,
            })}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={props.onRetry}>
              {t('guest.progress.retryAll')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const text =
    props.kind === 'guestbook'
      ? t('guest.progress.guestbookDone')
      : props.kind === 'voice'
        ? t('guest.progress.voiceDone')
        : t('guest.progress.allDone', { count: props.total });
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={18} aria-hidden="true" />}
      title={t('guest.progress.thanks')}
      withCloseButton
      closeButtonLabel={t('common.actions.close')}
      onClose={props.onClose}
    >
      {text}
      {props.skipped > 0 && ` ${t('guest.progress.skipped', { count: props.skipped })}`}
    </Alert>
  );
}
