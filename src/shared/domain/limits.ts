// Upload, album and trial limits: constants, remaining allowances and batch checks.
import { type PlanInput, planRules } from './plans';
import { type Violation, violation } from './violation';

/** One megabyte as used by every size limit: 1 MB = 1024 × 1024 bytes. */
export const MB = 1024 * 1024;
/** One gigabyte as used by every size limit: 1 GB = 1024³ bytes. */
export const GB = 1024 * MB;

/** Files in one upload batch. */
export const maxFilesPerBatch = 20;
/** Videos in one upload batch. */
export const maxVideosPerBatch = 1;
/** Largest photo. */
export const maxPhotoBytes = 20 * MB;
/** Largest video. */
export const maxVideoBytes = 1 * GB;
/** Largest voice message. */
export const maxVoiceBytes = 50 * MB;
/** Longest voice message, in seconds (5 minutes). */
export const maxVoiceSeconds = 5 * 60;
/** Files attached to one guestbook entry. */
export const maxGuestbookFiles = 3;
/** Characters of a guestbook message. */
export const maxGuestbookMessageLength = 350;
/** Largest background image of the guest page. */
export const maxBackgroundImageBytes = 10 * MB;
/** Accepted background image types (PNG, JPEG, WebP). */
export const backgroundImageMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Slideshow interval in seconds: default, minimum, maximum. */
export const slideshowIntervalDefaultSeconds = 5;
export const slideshowIntervalMinSeconds = 3;
export const slideshowIntervalMaxSeconds = 60;
/** Photos selectable at once in the grid. */
export const maxGridSelection = 20;
/** An owner may create a trial event while having fewer than this many (not deleted). */
export const maxTrialEvents = 3;
/** Items per page when listing an album's media. */
export const photoListingPageSize = 2000;
/** Pages fetched at most when listing an album's media. */
export const photoListingMaxPages = 20;

/** Accepted photo types. */
export const photoMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;
/** Accepted video types. */
export const videoMimeTypes = ['video/mp4', 'video/quicktime', 'video/webm', 'video/3gpp'] as const;
/**
 * The photo and video picker's `accept`: every accepted type plus extensions (some Android
 * pickers match on those). image/jpeg is listed so iOS Safari may convert HEIC photos to JPEG
 * itself. The guest page's pickers and the one in its first HTML (before any script) use it.
 */
export const mediaAccept = [
  ...photoMimeTypes,
  ...videoMimeTypes,
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  '.webp',
  '.gif',
  '.mp4',
  '.mov',
  '.webm',
  '.3gp',
].join(',');
/** Accepted voice message types. */
export const audioMimeTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/aac',
  'audio/wav',
] as const;

/** Kinds of uploaded media; `audio` is a voice message. */
export type UploadKind = 'photo' | 'video' | 'audio';

/** Accepted types per kind. */
export const mimeTypesByKind: Readonly<Record<UploadKind, readonly string[]>> = {
  photo: photoMimeTypes,
  video: videoMimeTypes,
  audio: audioMimeTypes,
};

/**
 * Types recognised from the bytes that fit each kind. Containers are shared:
 * a voice message recorded as audio/webm reads as WebM, one from Safari as MP4.
 */
export const sniffedTypesByKind: Readonly<Record<UploadKind, readonly string[]>> = {
  photo: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'image/heic',
    'image/heif',
    'image/heic-sequence',
    'image/heif-sequence',
  ],
  video: [
    'video/mp4',
    'video/quicktime',
    'video/webm',
    'video/3gpp',
    'video/x-m4v',
    'video/matroska',
  ],
  audio: [
    'audio/webm',
    'video/webm',
    'audio/ogg',
    'audio/opus',
    'audio/mp4',
    'audio/x-m4a',
    'video/mp4',
    'audio/mpeg',
    'audio/aac',
    'audio/wav',
    'audio/x-wav',
    'audio/vnd.wave',
  ],
};

/**
 * Whether a file of `kind` belongs in a batch of `batchKind`: a voice message is audio; an
 * upload or a guestbook entry takes photos and videos.
 */
export function batchTakes(
  batchKind: 'upload' | 'guestbook' | 'voice',
  kind: UploadKind | null,
): boolean {
  return batchKind === 'voice' ? kind === 'audio' : kind === 'photo' || kind === 'video';
}

/** Largest file per kind, in bytes. */
export const maxBytesByKind: Readonly<Record<UploadKind, number>> = {
  photo: maxPhotoBytes,
  video: maxVideoBytes,
  audio: maxVoiceBytes,
};

/**
 * A MIME type reduced to `type/subtype`, lower case, parameters dropped
 * (`audio/webm;codecs=opus` → `audio/webm`).
 */
export function normalizeMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether `mime` (normalized first) is accepted for `kind`. */
export function isAcceptedMime(kind: UploadKind, mime: string): boolean {
  if (!Object.hasOwn(mimeTypesByKind, kind)) return false;
  return mimeTypesByKind[kind].includes(normalizeMime(mime));
}

/** The kind of an accepted MIME type, or `null`. */
export function kindOfMime(mime: string): UploadKind | null {
  for (const kind of ['photo', 'video', 'audio'] as const) {
    if (isAcceptedMime(kind, mime)) return kind;
  }
  return null;
}

/** A size limit for messages: whole GB as `1 GB`, else MB with at most one decimal (`20 MB`). */
export function formatSize(bytes: number): string {
  if (bytes >= GB && bytes % GB === 0) return `${bytes / GB} GB`;
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** What an event uses now. */
export interface UsageCounters {
  /** Photos, videos and voice messages (including reserved, unfinished uploads). */
  readonly files: number;
  /** Videos (also counted in `files`). */
  readonly videos: number;
  /** Albums, the default one included. */
  readonly albums: number;
}

/** What an event may still add; `null` = unlimited. */
export interface RemainingAllowance {
  readonly files: number | null;
  /** Videos still allowed, never more than the remaining files (a video is also a file). */
  readonly videos: number | null;
  readonly albums: number;
}

function remaining(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

function minAllowance(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/**
 * Remaining allowances of an event on `plan`, each clamped at 0 when usage exceeds a limit
 * (a limit lowered by configuration: existing files stay).
 */
export function remainingAllowance(plan: PlanInput, counters: UsageCounters): RemainingAllowance {
  const rules = planRules(plan);
  const files = remaining(rules.maxFiles, counters.files);
  return {
    files,
    videos: minAllowance(remaining(rules.maxVideos, counters.videos), files),
    albums: Math.max(0, rules.albums - counters.albums),
  };
}

/** A file a guest wants to upload. */
export interface UploadCandidate {
  readonly kind: UploadKind;
  /** Size in bytes. */
  readonly size: number;
  readonly mime: string;
  /** Duration in seconds when known (checked for voice messages). */
  readonly durationSeconds?: number | undefined;
}

/**
 * Check one upload batch. Returns `null` when it may be uploaded, else the first violated rule:
 * first per file, in batch order (wrong type/kind → `upload.invalidType`, size ≤ 0 →
 * `upload.emptyFile`, over the kind's size → `upload.photoTooLarge|videoTooLarge|voiceTooLarge`,
 * voice over 5 min → `upload.voiceTooLong`; params {index}), then for the batch:
 * `upload.tooManyFiles`, `upload.tooManyVideos`, `upload.fileLimitReached`,
 * `upload.videoNotAvailable`, `upload.videoLimitReached` (params {max, remaining, plan}).
 */
export function checkBatch(
  plan: PlanInput,
  counters: Pick<UsageCounters, 'files' | 'videos'>,
  files: readonly UploadCandidate[],
): Violation | null {
  const rules = planRules(plan);
  for (const [index, file] of files.entries()) {
    const problem = checkFile(file);
    if (problem) return violation(problem, { index });
  }
  const videos = files.filter((file) => file.kind === 'video').length;
  if (files.length > maxFilesPerBatch) {
    return violation('validation.upload.tooManyFiles', { max: maxFilesPerBatch });
  }
  if (videos > maxVideosPerBatch) {
    return violation('validation.upload.tooManyVideos', { max: maxVideosPerBatch });
  }
  const allowance = remainingAllowance(rules, { ...counters, albums: 0 });
  if (allowance.files !== null && rules.maxFiles !== null && files.length > allowance.files) {
    return violation('validation.upload.fileLimitReached', {
      max: rules.maxFiles,
      remaining: allowance.files,
      plan: rules.id,
    });
  }
  if (videos > 0 && rules.maxVideos === 0) {
    return violation('validation.upload.videoNotAvailable', { plan: rules.id });
  }
  const videosLeft = remaining(rules.maxVideos, counters.videos);
  if (videosLeft !== null && rules.maxVideos !== null && videos > videosLeft) {
    return violation('validation.upload.videoLimitReached', {
      max: rules.maxVideos,
      remaining: videosLeft,
      plan: rules.id,
    });
  }
  return null;
}

function checkFile(file: UploadCandidate): Violation['key'] | null {
  if (!isAcceptedMime(file.kind, file.mime)) return 'validation.upload.invalidType';
  if (!Number.isFinite(file.size) || file.size <= 0) return 'validation.upload.emptyFile';
  if (file.size > maxBytesByKind[file.kind]) {
    if (file.kind === 'photo') return 'validation.upload.photoTooLarge';
    if (file.kind === 'video') return 'validation.upload.videoTooLarge';
    return 'validation.upload.voiceTooLarge';
  }
  if (
    file.kind === 'audio' &&
    file.durationSeconds !== undefined &&
    file.durationSeconds > maxVoiceSeconds
  ) {
    return 'validation.upload.voiceTooLong';
  }
  return null;
}

/** Whether another album may be created: `null`, or `album.limitReached` ({max, plan}). */
export function checkAlbumCreate(plan: PlanInput, albumCount: number): Violation | null {
  const rules = planRules(plan);
  return albumCount < rules.albums
    ? null
    : violation('validation.album.limitReached', { max: rules.albums, plan: rules.id });
}

/** Whether an owner with `existingTrialCount` trial events (not deleted) may create another. */
export function canCreateTrial(existingTrialCount: number): boolean {
  return existingTrialCount < maxTrialEvents;
}

/** {@link canCreateTrial} as a violation: `null` or `event.trialLimitReached` ({max}). */
export function checkTrialCreate(existingTrialCount: number): Violation | null {
  return canCreateTrial(existingTrialCount)
    ? null
    : violation('validation.event.trialLimitReached', { max: maxTrialEvents });
}
