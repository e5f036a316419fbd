// Table tests of upload, album and trial limits, allowances and batch checks.
import { describe, expect, it } from 'vitest';
import {
  audioMimeTypes,
  backgroundImageMimeTypes,
  canCreateTrial,
  checkAlbumCreate,
  checkBatch,
  checkTrialCreate,
  formatSize,
  GB,
  isAcceptedMime,
  kindOfMime,
  MB,
  maxBackgroundImageBytes,
  maxFilesPerBatch,
  maxGridSelection,
  maxGuestbookFiles,
  maxGuestbookMessageLength,
  maxPhotoBytes,
  maxTrialEvents,
  maxVideoBytes,
  maxVideosPerBatch,
  maxVoiceBytes,
  maxVoiceSeconds,
  normalizeMime,
  photoListingMaxPages,
  photoListingPageSize,
  photoMimeTypes,
  remainingAllowance,
  slideshowIntervalDefaultSeconds,
  slideshowIntervalMaxSeconds,
  slideshowIntervalMinSeconds,
  type UploadCandidate,
  videoMimeTypes,
} from './limits';
import { type PlanInput, plans } from './plans';

describe('constants (decisions.md, spec section 9)', () => {
  it.each([
    ['MB', MB, 1_048_576],
    ['GB', GB, 1_073_741_824],
    ['maxFilesPerBatch', maxFilesPerBatch, 20],
    ['maxVideosPerBatch', maxVideosPerBatch, 1],
    ['maxPhotoBytes', maxPhotoBytes, 20_971_520],
    ['maxVideoBytes', maxVideoBytes, 1_073_741_824],
    ['maxVoiceBytes', maxVoiceBytes, 52_428_800],
    ['maxVoiceSeconds', maxVoiceSeconds, 300],
    ['maxGuestbookFiles', maxGuestbookFiles, 3],
    ['maxGuestbookMessageLength', maxGuestbookMessageLength, 350],
    ['maxBackgroundImageBytes', maxBackgroundImageBytes, 10_485_760],
    ['slideshowIntervalDefaultSeconds', slideshowIntervalDefaultSeconds, 5],
    ['slideshowIntervalMinSeconds', slideshowIntervalMinSeconds, 3],
    ['slideshowIntervalMaxSeconds', slideshowIntervalMaxSeconds, 60],
    ['maxGridSelection', maxGridSelection, 20],
    ['maxTrialEvents', maxTrialEvents, 3],
    ['photoListingPageSize', photoListingPageSize, 2000],
    ['photoListingMaxPages', photoListingMaxPages, 20],
  ])('%s = %i', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('accepts exactly the listed MIME types', () => {
    expect(photoMimeTypes).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
      'image/gif',
    ]);
    expect(videoMimeTypes).toEqual(['video/mp4', 'video/quicktime', 'video/webm', 'video/3gpp']);
    expect(audioMimeTypes).toEqual([
      'audio/webm',
      'audio/ogg',
      'audio/mp4',
      'audio/mpeg',
      'audio/aac',
      'audio/wav',
    ]);
    expect(backgroundImageMimeTypes).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it.each([
    ['audio/webm;codecs=opus', 'audio/webm'],
    [' Image/JPEG ', 'image/jpeg'],
    ['video/mp4', 'video/mp4'],
    ['', ''],
  ])('normalizeMime(%j) → %j', (mime, expected) => {
    expect(normalizeMime(mime)).toBe(expected);
  });

  it.each([
    ['image/heic', 'photo'],
    ['IMAGE/GIF', 'photo'],
    ['video/quicktime', 'video'],
    ['audio/webm; codecs=opus', 'audio'],
    ['audio/wav', 'audio'],
    ['image/svg+xml', null],
    ['application/pdf', null],
    ['video/x-msvideo', null],
  ])('kindOfMime(%j) → %j', (mime, kind) => {
    expect(kindOfMime(mime)).toBe(kind);
  });

  it('checks the MIME type against the declared kind', () => {
    expect(isAcceptedMime('photo', 'image/png')).toBe(true);
    expect(isAcceptedMime('video', 'image/png')).toBe(false);
    expect(isAcceptedMime('audio', 'video/webm')).toBe(false);
  });

  it.each([
    [20 * MB, '20 MB'],
    [50 * MB, '50 MB'],
    [10 * MB, '10 MB'],
    [GB, '1 GB'],
    [1.5 * MB, '1.5 MB'],
    [1536 * MB, '1536 MB'],
  ])('formatSize(%i) → %s', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });
});

describe('remainingAllowance', () => {
  it.each([
    // plan, files, videos, albums used → files, videos, albums remaining (null = unlimited)
    ['trial', 0, 0, 1, 10, 1, 1],
    ['trial', 9, 0, 2, 1, 1, 0],
    ['trial', 9, 1, 2, 1, 0, 0],
    ['trial', 10, 0, 2, 0, 0, 0],
    ['basic', 0, 0, 1, 100, 10, 0],
    ['basic', 40, 4, 1, 60, 6, 0],
    ['basic', 95, 2, 1, 5, 5, 0],
    ['standard', 0, 0, 1, 500, 500, 2],
    ['standard', 480, 30, 3, 20, 20, 0],
    ['premium', 0, 0, 1, null, null, 9],
    ['premium', 100_000, 5000, 10, null, null, 0],
  ] as const)(
    '%s using %i files, %i videos, %i albums → %j, %j, %j',
    (plan, files, videos, albums, f, v, a) => {
      expect(remainingAllowance(plan, { files, videos, albums })).toEqual({
        files: f,
        videos: v,
        albums: a,
      });
    },
  );

  it.each([
    // Limits lowered below current usage (by configuration): clamped at 0, never negative.
    ['trial', 15, 3, 5],
    ['basic', 150, 12, 2],
  ] as const)('%s over its limits is clamped at zero', (plan, files, videos, albums) => {
    expect(remainingAllowance(plan, { files, videos, albums })).toEqual({
      files: 0,
      videos: 0,
      albums: 0,
    });
  });

  it('follows limits lowered by configuration', () => {
    const lowered = { ...plans.standard, maxFiles: 50, maxVideos: 2, albums: 1 };
    expect(remainingAllowance(lowered, { files: 120, videos: 7, albums: 3 })).toEqual({
      files: 0,
      videos: 0,
      albums: 0,
    });
  });
});

const photo = (size = MB, mime = 'image/jpeg'): UploadCandidate => ({ kind: 'photo', size, mime });
const video = (size = 100 * MB, mime = 'video/mp4'): UploadCandidate => ({
  kind: 'video',
  size,
  mime,
});
const voice = (size = MB, durationSeconds?: number): UploadCandidate => ({
  kind: 'audio',
  size,
  mime: 'audio/webm;codecs=opus',
  durationSeconds,
});
const photos = (n: number) => Array.from({ length: n }, () => photo());
const none = { files: 0, videos: 0 };
const noVideoPlan = { ...plans.basic, maxVideos: 0 };

describe('checkBatch', () => {
  it.each<[string, PlanInput, { files: number; videos: number }, UploadCandidate[]]>([
    ['empty batch', 'trial', none, []],
    ['one photo', 'trial', none, [photo()]],
    ['photo of exactly 20 MB', 'premium', none, [photo(20 * MB)]],
    ['video of exactly 1 GB', 'premium', none, [video(GB)]],
    ['voice of exactly 50 MB and 5 min', 'premium', none, [voice(50 * MB, 300)]],
    ['voice without known duration', 'premium', none, [voice()]],
    ['20 files', 'premium', none, photos(20)],
    ['19 photos and 1 video', 'premium', none, [...photos(19), video()]],
    ['fills the trial to exactly 10', 'trial', { files: 5, videos: 0 }, photos(5)],
    ['last trial video', 'trial', { files: 9, videos: 0 }, [video()]],
    ['10th basic video', 'basic', { files: 50, videos: 9 }, [video()]],
    ['standard, many videos', 'standard', { files: 100, videos: 100 }, [video()]],
    ['premium, huge usage', 'premium', { files: 1e6, videos: 1e5 }, [...photos(19), video()]],
    [
      'every accepted type',
      'premium',
      none,
      [
        ...photoMimeTypes.map((m) => photo(MB, m)),
        ...videoMimeTypes.slice(0, 1).map((m) => video(MB, m)),
        ...audioMimeTypes.map((m) => ({ kind: 'audio' as const, size: MB, mime: m })),
      ],
    ],
  ])('accepts: %s', (_name, plan, counters, files) => {
    expect(checkBatch(plan, counters, files)).toBeNull();
  });

  it.each<
    [
      string,
      PlanInput,
      { files: number; videos: number },
      UploadCandidate[],
      string,
      Record<string, unknown>,
    ]
  >([
    [
      'PDF as photo',
      'premium',
      none,
      [photo(MB, 'application/pdf')],
      'validation.upload.invalidType',
      { index: 0 },
    ],
    [
      'video MIME declared as photo',
      'premium',
      none,
      [photo(MB, 'video/mp4')],
      'validation.upload.invalidType',
      { index: 0 },
    ],
    [
      'unknown kind',
      'premium',
      none,
      [{ kind: 'document' as 'photo', size: 1, mime: 'image/png' }],
      'validation.upload.invalidType',
      { index: 0 },
    ],
    [
      'prototype key as kind',
      'premium',
      none,
      [{ kind: 'constructor' as 'photo', size: 1, mime: 'image/png' }],
      'validation.upload.invalidType',
      { index: 0 },
    ],
    [
      'second file bad',
      'premium',
      none,
      [photo(), photo(MB, 'image/bmp')],
      'validation.upload.invalidType',
      { index: 1 },
    ],
    ['empty file', 'premium', none, [photo(0)], 'validation.upload.emptyFile', { index: 0 }],
    ['NaN size', 'premium', none, [photo(Number.NaN)], 'validation.upload.emptyFile', { index: 0 }],
    [
      'photo 20 MB + 1 byte',
      'premium',
      none,
      [photo(20 * MB + 1)],
      'validation.upload.photoTooLarge',
      { index: 0 },
    ],
    [
      'video 1 GB + 1 byte',
      'premium',
      none,
      [video(GB + 1)],
      'validation.upload.videoTooLarge',
      { index: 0 },
    ],
    [
      'voice 50 MB + 1 byte',
      'premium',
      none,
      [voice(50 * MB + 1)],
      'validation.upload.voiceTooLarge',
      { index: 0 },
    ],
    [
      'voice 5 min + 1 s',
      'premium',
      none,
      [voice(MB, 301)],
      'validation.upload.voiceTooLong',
      { index: 0 },
    ],
    ['21 files', 'premium', none, photos(21), 'validation.upload.tooManyFiles', { max: 20 }],
    [
      '2 videos',
      'premium',
      none,
      [video(), video()],
      'validation.upload.tooManyVideos',
      { max: 1 },
    ],
    [
      'trial 11th file',
      'trial',
      { files: 10, videos: 0 },
      [photo()],
      'validation.upload.fileLimitReached',
      { max: 10, remaining: 0, plan: 'trial' },
    ],
    [
      'trial 6 more on 5',
      'trial',
      { files: 5, videos: 0 },
      photos(6),
      'validation.upload.fileLimitReached',
      { max: 10, remaining: 5, plan: 'trial' },
    ],
    [
      'basic 101st file',
      'basic',
      { files: 100, videos: 0 },
      [photo()],
      'validation.upload.fileLimitReached',
      { max: 100, remaining: 0, plan: 'basic' },
    ],
    [
      'standard 501st file',
      'standard',
      { files: 500, videos: 0 },
      [photo()],
      'validation.upload.fileLimitReached',
      { max: 500, remaining: 0, plan: 'standard' },
    ],
    [
      'over a lowered limit',
      { ...plans.basic, maxFiles: 20 },
      { files: 30, videos: 0 },
      [photo()],
      'validation.upload.fileLimitReached',
      { max: 20, remaining: 0, plan: 'basic' },
    ],
    [
      'video on a plan without video',
      noVideoPlan,
      none,
      [video()],
      'validation.upload.videoNotAvailable',
      { plan: 'basic' },
    ],
    [
      'trial 2nd video',
      'trial',
      { files: 3, videos: 1 },
      [video()],
      'validation.upload.videoLimitReached',
      { max: 1, remaining: 0, plan: 'trial' },
    ],
    [
      'basic 11th video',
      'basic',
      { files: 20, videos: 10 },
      [video()],
      'validation.upload.videoLimitReached',
      { max: 10, remaining: 0, plan: 'basic' },
    ],
  ])('rejects: %s', (_name, plan, counters, files, key, params) => {
    expect(checkBatch(plan, counters, files)).toEqual({ key, params });
  });

  it.each<[string, UploadCandidate[], { files: number; videos: number }, string]>([
    [
      'type before size',
      [photo(30 * MB), photo(MB, 'image/bmp')],
      none,
      'validation.upload.photoTooLarge',
    ],
    [
      'file rules before batch size',
      [...photos(21), photo(MB, 'text/plain')],
      none,
      'validation.upload.invalidType',
    ],
    [
      'batch size before video count',
      [...photos(20), video(), video()],
      none,
      'validation.upload.tooManyFiles',
    ],
    [
      'video count before file limit',
      [video(), video()],
      { files: 10, videos: 0 },
      'validation.upload.tooManyVideos',
    ],
    [
      'file limit before video limit',
      [video(), photo()],
      { files: 9, videos: 1 },
      'validation.upload.fileLimitReached',
    ],
  ])('order: %s', (_name, files, counters, key) => {
    expect(checkBatch('trial', counters, files)?.key).toBe(key);
  });

  it('reports video not available before the video limit', () => {
    expect(checkBatch(noVideoPlan, { files: 0, videos: 3 }, [video()])?.key).toBe(
      'validation.upload.videoNotAvailable',
    );
  });
});

describe('albums and trial events', () => {
  it.each([
    ['trial', 1, null],
    ['trial', 2, 2],
    ['basic', 0, null],
    ['basic', 1, 1],
    ['standard', 2, null],
    ['standard', 3, 3],
    ['premium', 9, null],
    ['premium', 10, 10],
    ['premium', 12, 10],
  ] as const)('%s with %i albums: limit %j', (plan, count, max) => {
    expect(checkAlbumCreate(plan, count)).toEqual(
      max === null ? null : { key: 'validation.album.limitReached', params: { max, plan } },
    );
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('with %i trial events, another allowed: %j', (count, allowed) => {
    expect(canCreateTrial(count)).toBe(allowed);
    expect(checkTrialCreate(count)).toEqual(
      allowed ? null : { key: 'validation.event.trialLimitReached', params: { max: 3 } },
    );
  });
});
