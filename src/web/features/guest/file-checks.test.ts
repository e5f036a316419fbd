import { describe, expect, it } from 'vitest';
import { MB } from '../../../shared/domain/limits';
import { checkPickedFiles, kindOfFile, typeOfFile, usedCounters } from './file-checks';

const file = (name: string, type: string, size: number) => {
  const made = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('file checks', () => {
  it('types HEIC and MOV files from their extension when the browser gives no type', () => {
    expect(typeOfFile({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(kindOfFile({ name: 'clip.mov', type: '' })).toBe('video');
    expect(typeOfFile({ name: 'x.exe', type: '' })).toBe('application/octet-stream');
  });

  it('works back what the event used from its allowance', () => {
    expect(
      usedCounters({ plan: 'trial', allowance: { files: 7, videos: 1, videoAllowed: true } }),
    ).toEqual({ files: 3, videos: 0 });
    expect(
      usedCounters({
        plan: 'premium',
        allowance: { files: null, videos: null, videoAllowed: true },
      }),
    ).toEqual({ files: 0, videos: 0 });
  });

  it('applies the shared rules: types, sizes, one video, the plan allowance', () => {
    const event = {
      plan: 'trial' as const,
      allowance: { files: 2, videos: 0, videoAllowed: true },
      reveal: { mode: 'off' as const, at: null, revealed: true, shots: null, shotsLeft: null },
    };
    expect(checkPickedFiles(event, [file('a.jpg', 'image/jpeg', MB)])).toBeNull();
    expect(checkPickedFiles(event, [file('a.exe', 'application/x-msdownload', MB)])?.key).toBe(
      'validation.upload.invalidType',
    );
    expect(checkPickedFiles(event, [file('a.jpg', 'image/jpeg', 21 * MB)])?.key).toBe(
      'validation.upload.photoTooLarge',
    );
    expect(
      checkPickedFiles(event, [
        file('a.jpg', 'image/jpeg', MB),
        file('b.jpg', 'image/jpeg', MB),
        file('c.jpg', 'image/jpeg', MB),
      ])?.key,
    ).toBe('validation.upload.fileLimitReached');
    expect(checkPickedFiles(event, [file('v.mp4', 'video/mp4', MB)])?.key).toBe(
      'validation.upload.videoLimitReached',
    );
  });

  it('in reveal mode, no more photos and videos than the shots left', () => {
    const event = {
      plan: 'premium' as const,
      allowance: { files: null, videos: null, videoAllowed: true },
      reveal: { mode: 'hand' as const, at: null, revealed: false, shots: 10, shotsLeft: 2 },
    };
    const two = [file('a.jpg', 'image/jpeg', MB), file('b.mp4', 'video/mp4', MB)];
    expect(checkPickedFiles(event, two)).toBeNull();
    const three = checkPickedFiles(event, [...two, file('c.jpg', 'image/jpeg', MB)]);
    expect(three).toEqual({ key: 'validation.upload.tooManyShots', params: { left: 2 } });
  });
});
