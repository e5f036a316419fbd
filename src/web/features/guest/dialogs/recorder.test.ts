import { describe, expect, it } from 'vitest';
import { pickVoiceMime, recordingSupport, voiceFileName } from './recorder';

describe('recorder', () => {
  it('asks Chrome and Android for Opus in WebM and Safari for AAC in MP4', () => {
    const chrome = (mime: string) => mime.startsWith('audio/webm');
    const safari = (mime: string) => mime.startsWith('audio/mp4');
    expect(pickVoiceMime(chrome)).toBe('audio/webm;codecs=opus');
    expect(pickVoiceMime(safari)).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(pickVoiceMime(() => false)).toBeUndefined();
    expect(pickVoiceMime(undefined)).toBeUndefined();
    expect(
      pickVoiceMime(() => {
        throw new Error('broken');
      }),
    ).toBeUndefined();
  });

  it('detects what in-app browsers lack', () => {
    expect(recordingSupport({ navigator: {} })).toBe('noMicrophoneApi');
    expect(recordingSupport({ navigator: { mediaDevices: { getUserMedia: () => {} } } })).toBe(
      'noRecorder',
    );
    expect(
      recordingSupport({
        navigator: { mediaDevices: { getUserMedia: () => {} } },
        MediaRecorder: class {},
      }),
    ).toBe('supported');
  });

  it('names the file after the recorded format', () => {
    expect(voiceFileName('audio/webm;codecs=opus')).toBe('voice-message.webm');
    expect(voiceFileName('audio/mp4')).toBe('voice-message.m4a');
  });
});
