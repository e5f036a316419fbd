/**
 * A voice message: record (a timer, stopping by itself at 5 minutes), listen,
 * record again, send with an optional name. Loaded only when a guest opens
 * it. Browsers that cannot record (some in-app browsers) get a clear message.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { maxGuestNameLength } from '../../../../shared/api/public';
import { checkBatch, maxVoiceSeconds, normalizeMime } from '../../../../shared/domain/limits';
import { usedCounters } from '../file-checks';
import classes from './dialogs.module.css';
import { formatClock } from './format';
import { GuestModal } from './guest-modal';
import { pickVoiceMime, recordingSupport, voiceFileName } from './recorder';

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

export interface VoiceDialogProps {
  event: PublicEvent;
  opened: boolean;
  onClose: () => void;
  onSend: (fields: VoiceFields) => void;
}

export default function VoiceDialog({ event, opened, onClose, onSend }: VoiceDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [guestName, setGuestName] = useState('');
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
  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      recorder.current = null;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
      if (playbackUrl.current) URL.revokeObjectURL(playbackUrl.current);
    },
    [],
  );

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

  function send() {
    if (step.name !== 'recorded' || violation) return;
    onSend({ guestName, file: step.file, durationSeconds: step.durationSeconds });
  }

  return (
    <GuestModal opened={opened} onClose={onClose} title={t('guest.voice.title')}>
      {support !== 'supported' ? (
        <Alert color="orange" variant="light" role="alert">
          {t('guest.voice.unsupported')}
        </Alert>
      ) : (
        <Stack gap="md" align="stretch">
          <Text size="sm" c="dimmed">
            {t('guest.voice.hint', { max: maxVoiceSeconds / 60 })}
          </Text>
          <Group justify="center" gap="sm" aria-live="polite">
            {step.name === 'recording' && <span className={classes.recordDot} aria-hidden="true" />}
            <span className={classes.timer} role="timer" aria-label={t('guest.voice.elapsed')}>
              {formatClock(step.name === 'recorded' ? step.durationSeconds : elapsed)}
            </span>
            <Text c="dimmed">/ {formatClock(maxVoiceSeconds)}</Text>
          </Group>
          {step.name === 'recording' && (
            <Text ta="center" size="sm">
              {t('guest.voice.recording')}
            </Text>
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
              {step.autoStopped && (
                <Text size="sm" c="dimmed">
                  {t('guest.voice.autoStopped')}
                </Text>
              )}
            </>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {error}
            </Alert>
          )}
          {violation && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {t(violation.key, violation.params)}
            </Alert>
          )}
          {step.name === 'recording' ? (
            <Button
              size="md"
              color="red"
              leftSection={<IconPlayerStopFilled size={18} aria-hidden="true" />}
              onClick={stop}
            >
              {t('guest.voice.stop')}
            </Button>
          ) : step.name === 'recorded' ? (
            <>
              <TextInput
                label={t('guest.upload.name')}
                value={guestName}
                onChange={(change) => setGuestName(change.currentTarget.value)}
                maxLength={maxGuestNameLength}
                autoComplete="name"
              />
              <Stack gap="sm">
                <Button size="md" onClick={send} disabled={violation !== null}>
                  {t('guest.voice.send')}
                </Button>
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconRefresh size={18} aria-hidden="true" />}
                  onClick={() => void start()}
                >
                  {t('guest.voice.rerecord')}
                </Button>
              </Stack>
            </>
          ) : (
            <Button
              size="md"
              leftSection={<IconMicrophone size={18} aria-hidden="true" />}
              onClick={() => void start()}
              loading={step.name === 'starting'}
            >
              {t('guest.voice.start')}
            </Button>
          )}
        </Stack>
      )}
    </GuestModal>
  );
}
