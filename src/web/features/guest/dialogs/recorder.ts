/**
 * Voice recording in the browser: whether this browser can record at all
 * (in-app browsers and plain-HTTP pages often cannot), and which format to
 * ask MediaRecorder for: Opus in WebM on Chrome and Android, AAC in MP4 on
 * Safari and iOS, whatever else the browser offers otherwise.
 */
import { normalizeMime } from '../../../../shared/domain/limits';

/** Preferred recording formats, best first. */
export const voiceMimeCandidates = [
  'audio/webm;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/aac',
] as const;

/** Why recording is impossible here, or `supported`. */
export type RecordingSupport = 'supported' | 'noMicrophoneApi' | 'noRecorder';

export function recordingSupport(
  scope: {
    navigator?: { mediaDevices?: { getUserMedia?: unknown } };
    MediaRecorder?: unknown;
  } = globalThis as never,
): RecordingSupport {
  if (typeof scope.navigator?.mediaDevices?.getUserMedia !== 'function') return 'noMicrophoneApi';
  if (typeof scope.MediaRecorder !== 'function') return 'noRecorder';
  return 'supported';
}

/**
 * The first candidate the recorder supports; undefined lets the browser choose (old Safari has
 * no isTypeSupported).
 */
export function pickVoiceMime(
  isTypeSupported: ((mime: string) => boolean) | undefined,
): string | undefined {
  if (!isTypeSupported) return undefined;
  return voiceMimeCandidates.find((mime) => {
    try {
      return isTypeSupported(mime);
    } catch {
      return false;
    }
  });
}

const extensions: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** A file name for a recording of `mime` (`voice-message.m4a`). */
export function voiceFileName(mime: string): string {
  return `voice-message.${extensions[normalizeMime(mime)] ?? 'webm'}`;
}
