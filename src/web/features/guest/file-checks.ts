/**
 * What the guest picked, checked in the browser with the same shared rules the
 * server applies (src/shared/domain/limits.ts): types, sizes, files per batch,
 * one video, and what the event's plan still allows.
 */
import type { PublicEvent } from '../../../shared/api/public';
import {
  checkBatch,
  kindOfMime,
  type UploadCandidate,
  type UploadKind,
} from '../../../shared/domain/limits';
import { planRules } from '../../../shared/domain/plans';
import { checkShots } from '../../../shared/domain/reveal';
import type { Violation } from '../../../shared/domain/violation';

const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  '3gp': 'video/3gpp',
};

/** The file's MIME type; from its extension when the browser gives none (HEIC on Android). */
export function typeOfFile(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? 'application/octet-stream';
}

/** The upload kind of a picked file (`photo` for anything unknown: the type check names it). */
export function kindOfFile(file: { name: string; type: string }): UploadKind {
  return kindOfMime(typeOfFile(file)) ?? 'photo';
}

export function candidateOf(file: File): UploadCandidate {
  return { kind: kindOfFile(file), size: file.size, mime: typeOfFile(file) };
}

/** What the event has used, worked back from the allowance the public event reports. */
export function usedCounters(event: Pick<PublicEvent, 'plan' | 'allowance'>): {
  files: number;
  videos: number;
} {
  const rules = planRules(event.plan);
  const used = (limit: number | null, left: number | null) =>
    limit === null || left === null ? 0 : Math.max(0, limit - left);
  return {
    files: used(rules.maxFiles, event.allowance.files),
    videos: used(rules.maxVideos, event.allowance.videos),
  };
}

/** The first broken rule of the picked files (params include the file's `index`), or null. */
export function checkPickedFiles(
  event: Pick<PublicEvent, 'plan' | 'allowance' | 'reveal'>,
  files: readonly File[],
): Violation | null {
  return (
    checkBatch(event.plan, usedCounters(event), files.map(candidateOf)) ??
    checkShots(event.reveal.shotsLeft, files.length)
  );
}
