/**
 * Progress of what the guest is sending, told as the server has it: each file
 * waiting, sending (percent), waiting for the connection (calm: it resumes by
 * itself), stored, stored but can't be shown, or refused with the reason.
 * The slow-connection question (continue or wait) appears only when the
 * measured rate predicts a long wait, with that time. The summary never says
 * "done" while a file is not stored.
 */
import { IconCheck, IconCircleCheck, IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Violation } from '../../../../shared/domain/violation';
import { formatBytes, formatClock } from '../../../shared/format-bytes';
import { guestViolationText } from '../dialogs/use-violation-text';
import type { WhereShown } from '../play/where-shown';
import { GuestAlert, GuestButton, ProgressBar, Row, Stack } from '../ui/ui';
import type { EngineSnapshot, UploadErrorText, UploadItem } from './upload-engine';
import classes from './upload-panel.module.css';

/** An item waiting because the server has no room for new files now (not the connection). */
function waitsForRoom(item: UploadItem): boolean {
  return item.status === 'offline' && item.error?.key === 'errors.storageFull';
}

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
  /** Where the stored photos and videos are shown: the summary says that, and no more. */
  shown: WhereShown;
  onPause: () => void;
  onResume: () => void;
  onContinue: () => void;
  onClose: () => void;
}

export function UploadPanel({
  snapshot,
  kind,
  shown,
  onPause,
  onResume,
  onContinue,
  onClose,
}: UploadPanelProps) {
  const { t, i18n } = useTranslation();
  const errorText = useUploadErrorText();
  // A recording is named for the server (`voice-message.webm`); the guest sees what it is.
  const nameOf = (item: UploadItem) => (kind === 'voice' ? t('guest.voice.title') : item.name);
  const online = useOnline();
  const { phase, items } = snapshot;
  if (phase === 'idle') return null;

  const count = (status: UploadItem['status']) =>
    items.filter((item) => item.status === status).length;
  const waitingForConnection =
    phase === 'waiting' || !online || items.some((item) => item.status === 'offline');
  // The connection is fine and the server answered: it has no room for new files now.
  const waitingForRoom = online && phase !== 'waiting' && items.some(waitsForRoom);
  const overall = percent(snapshot.bytesSent, snapshot.bytesTotal);

  return (
    <section
      className={classes.panel}
      aria-label={t('guest.progress.title')}
      data-testid="upload-panel"
      data-phase={phase}
    >
      <Stack gap={12}>
        {phase === 'preparing' && <strong>{t('guest.progress.preparing')}</strong>}
        {snapshot.restored && phase !== 'finished' && (
          <p className={classes.dim} data-testid="upload-restored">
            {t('guest.progress.restored')}
          </p>
        )}

        {(phase === 'uploading' || phase === 'paused' || phase === 'waiting') && (
          <>
            <Row justify="space-between" gap={8}>
              <strong>
                {phase === 'paused' ? t('guest.progress.pausedTitle') : t('guest.progress.title')}
              </strong>
              <span className={classes.dim}>
                {t('guest.progress.overall', {
                  sent: formatBytes(snapshot.bytesSent, i18n.language),
                  total: formatBytes(snapshot.bytesTotal, i18n.language),
                })}
              </span>
            </Row>
            <ProgressBar
              value={overall}
              tone={waitingForConnection ? 'calm' : undefined}
              label={t('guest.progress.overallLabel', { percent: overall })}
            />
            {phase === 'uploading' && (
              <p className={classes.dim}>
                {snapshot.remainingSeconds !== null && !waitingForConnection
                  ? `${t('guest.progress.remaining', { time: formatClock(snapshot.remainingSeconds) })} `
                  : ''}
                {t('guest.progress.keepOpen')}
              </p>
            )}
          </>
        )}

        {waitingForConnection && phase !== 'finished' && phase !== 'paused' && (
          <GuestAlert tone="info" role="status" testId="upload-waiting">
            <Row gap={8}>
              {waitingForRoom ? (
                <IconServerOff size={18} aria-hidden="true" />
              ) : (
                <IconWifiOff size={18} aria-hidden="true" />
              )}
              <span className={classes.grow}>
                {t(waitingForRoom ? 'guest.progress.serverFull' : 'guest.progress.offline')}
              </span>
            </Row>
          </GuestAlert>
        )}

        {snapshot.slow && snapshot.remainingSeconds !== null && (
          <GuestAlert tone="warning" title={t('guest.slow.title')}>
            <div role="alertdialog" aria-label={t('guest.slow.title')}>
              <Stack gap={8}>
                <span>
                  {t('guest.slow.text', {
                    size: formatBytes(snapshot.bytesTotal - snapshot.bytesSent, i18n.language),
                    time: formatClock(snapshot.remainingSeconds),
                  })}
                </span>
                <Row gap={8}>
                  <GuestButton size="sm" onClick={onContinue}>
                    {t('guest.slow.continue')}
                  </GuestButton>
                  <GuestButton size="sm" variant="outline" onClick={onPause}>
                    {t('guest.slow.wait')}
                  </GuestButton>
                </Row>
              </Stack>
            </div>
          </GuestAlert>
        )}

        {phase === 'paused' && (
          <Row justify="space-between" gap={8}>
            <span className={classes.grow}>{t('guest.progress.paused')}</span>
            <GuestButton size="sm" onClick={onResume}>
              {t('guest.progress.resume')}
            </GuestButton>
          </Row>
        )}

        {phase === 'failed' && snapshot.batchError && (
          <GuestAlert tone="error" role="alert" title={t('guest.progress.notSent')}>
            <Stack gap={8}>
              <span>{errorText(snapshot.batchError)}</span>
              <Row gap={8}>
                <GuestButton size="sm" variant="outline" onClick={onClose}>
                  {t('common.actions.close')}
                </GuestButton>
              </Row>
            </Stack>
          </GuestAlert>
        )}

        {phase === 'finished' && (
          <Summary
            kind={kind}
            shown={shown}
            total={items.length}
            stored={count('done') + count('unviewable')}
            skipped={count('skipped')}
            unviewable={count('unviewable')}
            refused={count('refused')}
            lost={items.filter((item) => item.status === 'lost').map(nameOf)}
            onClose={onClose}
          />
        )}

        {items.length > 0 && phase !== 'failed' && (
          <ul className={classes.items} aria-label={t('guest.progress.files')}>
            {items.map((item) => (
              <ItemRow key={item.index} item={item} name={nameOf(item)} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/**
 * An error's text in a guest's words (limits say what the guest can do); a key this client does
 * not know (a newer server) reads as a plain failure.
 */
function useUploadErrorText() {
  const { t, i18n } = useTranslation();
  return (error: UploadErrorText | null) =>
    error && i18n.exists(error.key)
      ? guestViolationText(t, { key: error.key as Violation['key'], params: error.params })
      : t('errors.fileUploadFailed');
}

function ItemRow({ item, name }: { item: UploadItem; name: string }) {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  const value = percent(item.bytesSent, item.size);
  const status =
    item.status === 'uploading'
      ? `${value}%`
      : t(
          waitsForRoom(item)
            ? 'guest.progress.status.serverFull'
            : `guest.progress.status.${item.status}`,
        );
  const stored = item.status === 'done' || item.status === 'skipped';
  return (
    <li className={classes.item} data-status={item.status} data-testid="upload-item">
      <span className={classes.itemName}>{name}</span>
      <span className={classes.itemStatus} data-tone={item.status}>
        {stored && <IconCheck size={16} aria-hidden="true" />}
        {status}
      </span>
      {(item.status === 'uploading' ||
        item.status === 'paused' ||
        item.status === 'waiting' ||
        item.status === 'offline') && (
        <div className={classes.itemBar}>
          <ProgressBar
            value={value}
            tone={item.status === 'offline' ? 'calm' : undefined}
            label={t('guest.progress.fileLabel', { name, percent: value })}
          />
        </div>
      )}
      {item.status === 'unviewable' && (
        <span className={classes.itemNote}>{t('guest.progress.unviewableNote')}</span>
      )}
      {item.status === 'refused' && (
        <span className={classes.itemError}>{errorText(item.error)}</span>
      )}
    </li>
  );
}

/** The summary's text when everything arrived, by where the files are shown. */
const allDoneText = {
  gallery: 'guest.progress.allDone',
  atReveal: 'guest.progress.allDoneAtReveal',
  hostsOnly: 'guest.progress.allDoneHostsOnly',
} as const;

function Summary(props: {
  kind: 'upload' | 'guestbook' | 'voice';
  shown: WhereShown;
  total: number;
  stored: number;
  skipped: number;
  unviewable: number;
  refused: number;
  /** Files picked before a reload whose bytes this browser no longer has. */
  lost: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (props.lost.length > 0 || props.refused > 0) {
    const counts = { stored: props.stored + props.skipped, total: props.total };
    return (
      <GuestAlert
        tone="warning"
        role="alert"
        title={t('guest.progress.incompleteTitle')}
        onClose={props.onClose}
        closeLabel={t('common.actions.close')}
      >
        {props.lost.length > 0
          ? t('guest.progress.lost', {
              ...counts,
              count: props.lost.length,
              names: props.lost.join(', '),
            })
          : t('guest.progress.incomplete', { ...counts, count: props.refused })}
      </GuestAlert>
    );
  }
  const text =
    props.kind === 'guestbook'
      ? t('guest.progress.guestbookDone')
      : props.kind === 'voice'
        ? t('guest.progress.voiceDone')
        : props.stored - props.unviewable > 0 || props.skipped > 0
          ? t(allDoneText[props.shown], {
              count: props.stored - props.unviewable + props.skipped,
            })
          : t('guest.progress.storedOnly', { count: props.stored });
  return (
    <GuestAlert
      tone="success"
      role="status"
      title={
        <Row gap={6}>
          <IconCircleCheck size={18} aria-hidden="true" />
          {t('guest.progress.thanks')}
        </Row>
      }
      onClose={props.onClose}
      closeLabel={t('common.actions.close')}
    >
      {text}
      {props.skipped > 0 && ` ${t('guest.progress.skipped', { count: props.skipped })}`}
      {props.unviewable > 0 && ` ${t('guest.progress.unviewable', { count: props.unviewable })}`}
    </GuestAlert>
  );
}
