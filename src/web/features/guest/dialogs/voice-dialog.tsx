/**
 * A voice message: record (a timer, stopping by itself at 5 minutes), listen,
 * record again, send with an optional name (at first the one this guest last
 * sent). Loaded only when a guest opens
 * it. Browsers that cannot record (some in-app browsers) get a clear message.
 */
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { maxGuestNameLength } from '../../../../shared/api/public-constants';
import { checkBatch, maxVoiceSeconds, normalizeMime } from '../../../../shared/domain/limits';
import { formatClock } from '../../../shared/format-bytes';
import { usedCounters } from '../file-checks';
import { TextField } from '../ui/fields';
import { Dimmed, GuestAlert, GuestButton, Row, Stack } from '../ui/ui';
import classes from './dialogs.module.css';
import { GuestModal } from './guest-modal';
import { pickVoiceMime, recordingSupport, voiceFileName } from './recorder';
import { guestViolationText } from './use-violation-text';

export interface VoiceFields {
  guestName: string;
  file: File;
  durationSeconds: number;
}

type Step =
  | { name: 'idle' }
  | { name: 'starting' }
  | { name: 'recording'; startedAt: number }
  | { name: 'recorded'; file: File; url: string; durationSeconds: number; autoStopped: boolean };

/** A recording the guest made and has not sent: kept while the page is open. */
export type VoiceDraft = { file: File; durationSeconds: number };

export interface VoiceDialogProps {
  event: PublicEvent;
  opened: boolean;
  /** The name this guest last sent at this event. */
  savedName: string;
  /** A recording made before the dialog was last closed: shown again, ready to send. */
  draft: VoiceDraft | null;
  /** Closed: with the recording made (a recording still running is finished first), or null. */
  onClose: (draft: VoiceDraft | null) => void;
  onSend: (fields: VoiceFields) => void;
}

export default function VoiceDialog({
  event,
  opened,
  savedName,
  draft,
  onClose,
  onSend,
}: VoiceDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(() =>
    draft
      ? { name: 'recorded', ...draft, url: URL.createObjectURL(draft.file), autoStopped: false }
      : { name: 'idle' },
  );
  /** Closed while recording: the dialog closes once the recording is made, keeping it. */
  const closing = useRef(false);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [guestName, setGuestName] = useState(savedName);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const autoStopped = useRef(false);
  const support = recordingSupport();

  function releaseMicrophone() {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }

  // Leaving the dialog stops a recording and frees the microphone and the playback URL.
  const playbackUrl = useRef<string | null>(null);
  playbackUrl.current = step.name === 'recorded' ? step.url : null;
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      recorder.current = null;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
      if (playbackUrl.current) URL.revokeObjectURL(playbackUrl.current);
    };
  }, []);

  const recording = step.name === 'recording';
  const startedAt = step.name === 'recording' ? step.startedAt : 0;
  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => {
      const seconds = (performance.now() - startedAt) / 1000;
      setElapsed(seconds);
      if (seconds >= maxVoiceSeconds && recorder.current?.state === 'recording') {
        autoStopped.current = true;
        recorder.current.stop();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [recording, startedAt]);

  async function start() {
    setError(null);
    setStep((current) => {
      if (current.name === 'recorded') URL.revokeObjectURL(current.url);
      return { name: 'starting' };
    });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      if (gone.current) {
        // Closed while the browser asked for the microphone: it is not kept on.
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      const mimeType = pickVoiceMime(MediaRecorder.isTypeSupported?.bind(MediaRecorder));
      const created = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const began = performance.now();
      autoStopped.current = false;
      created.ondataavailable = (data) => {
        if (data.data.size > 0) chunks.push(data.data);
      };
      created.onstop = () => {
        const durationSeconds = Math.min(maxVoiceSeconds, (performance.now() - began) / 1000);
        const type = normalizeMime(created.mimeType || mimeType || chunks[0]?.type || 'audio/webm');
        const file = new File(chunks, voiceFileName(type), { type });
        releaseMicrophone();
        recorder.current = null;
        if (closing.current) {
          onClose(file.size > 0 ? { file, durationSeconds } : null);
          return;
        }
        if (file.size === 0) {
          setError(t('guest.voice.failed'));
          setStep({ name: 'idle' });
          return;
        }
        setStep({
          name: 'recorded',
          file,
          url: URL.createObjectURL(file),
          durationSeconds,
          autoStopped: autoStopped.current,
        });
      };
      recorder.current = created;
      created.start(1000);
      setElapsed(0);
      setStep({ name: 'recording', startedAt: began });
    } catch (failure) {
      releaseMicrophone();
      const denied =
        failure instanceof DOMException &&
        (failure.name === 'NotAllowedError' || failure.name === 'SecurityError');
      setError(t(denied ? 'guest.voice.denied' : 'guest.voice.failed'));
      setStep({ name: 'idle' });
    }
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  const violation =
    step.name === 'recorded'
      ? checkBatch(event.plan, usedCounters(event), [
          {
            kind: 'audio',
            size: step.file.size,
            mime: step.file.type,
            durationSeconds: step.durationSeconds,
          },
        ])
      : null;

  // A tap on the cross or beside the dialog, or Escape, loses no recording: it is there when the
  // guest opens the dialog again.
  function close() {
    if (step.name === 'recorded') {
      onClose({ file: step.file, durationSeconds: step.durationSeconds });
    } else if (step.name === 'recording' && recorder.current?.state === 'recording') {
      closing.current = true;
      recorder.current.stop();
    } else {
      onClose(null);
    }
  }

  function send() {
    if (step.name !== 'recorded' || violation) return;
    onSend({ guestName, file: step.file, durationSeconds: step.durationSeconds });
  }

  return (
    <GuestModal opened={opened} onClose={close} title={t('guest.voice.title')}>
      {support !== 'supported' ? (
        <GuestAlert tone="warning" role="alert">
          {t('guest.voice.unsupported')}
        </GuestAlert>
      ) : (
        <Stack gap={16}>
          <Dimmed>{t('guest.voice.hint', { max: maxVoiceSeconds / 60 })}</Dimmed>
          <Row justify="center" gap={12}>
            {step.name === 'recording' && <span className={classes.recordDot} aria-hidden="true" />}
            <span className={classes.timer} role="timer" aria-label={t('guest.voice.elapsed')}>
              {formatClock(step.name === 'recorded' ? step.durationSeconds : elapsed)}
            </span>
            <span className={classes.timerMax}>/ {formatClock(maxVoiceSeconds)}</span>
          </Row>
          {step.name === 'recording' && (
            <p className={classes.centered} aria-live="polite">
              {t('guest.voice.recording')}
            </p>
          )}
          {step.name === 'recorded' && (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: the guest's own voice recording has no captions. */}
              <audio
                controls
                src={step.url}
                className={classes.audio}
                aria-label={t('guest.voice.playback')}
              />
              {step.autoStopped && <Dimmed>{t('guest.voice.autoStopped')}</Dimmed>}
            </>
          )}
          {error && (
            <GuestAlert tone="error" role="alert">
              {error}
            </GuestAlert>
          )}
          {violation && (
            <GuestAlert tone="error" role="alert">
              {guestViolationText(t, violation)}
            </GuestAlert>
          )}
          {step.name === 'recording' ? (
            <GuestButton
              className={classes.stop}
              leftSection={<IconPlayerStopFilled size={18} aria-hidden="true" />}
              onClick={stop}
            >
              {t('guest.voice.stop')}
            </GuestButton>
          ) : step.name === 'recorded' ? (
            <>
              <TextField
                label={t('guest.upload.name')}
                value={guestName}
                onChange={(change) => setGuestName(change.currentTarget.value)}
                maxLength={maxGuestNameLength}
                autoComplete="name"
              />
              <Stack gap={8}>
                <GuestButton onClick={send} disabled={violation !== null}>
                  {t('guest.voice.send')}
                </GuestButton>
                <GuestButton
                  variant="outline"
                  leftSection={<IconRefresh size={18} aria-hidden="true" />}
                  onClick={() => void start()}
                >
                  {t('guest.voice.rerecord')}
                </GuestButton>
              </Stack>
            </>
          ) : (
            <GuestButton
              leftSection={<IconMicrophone size={18} aria-hidden="true" />}
              onClick={() => void start()}
              loading={step.name === 'starting'}
            >
              {t('guest.voice.start')}
            </GuestButton>
          )}
        </Stack>
      )}
    </GuestModal>
  );
}
