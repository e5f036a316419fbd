/**
 * Turns a broken shared rule into a sentence for a guest, naming the file it
 * is about and saying what the guest can do ("remove 2 to send the rest").
 * The plan behind a limit is the host's business: no text here asks a guest
 * to upgrade or pay.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Violation } from '../../../../shared/domain/violation';
import { kindOfFile } from '../file-checks';

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The guest's sentence for a violation of the picked `files` (or of a batch the server refused). */
export function guestViolationText(
  t: TFunction,
  violation: Pick<Violation, 'key' | 'params'>,
  files: readonly { name: string; type: string }[] = [],
): string {
  const { params } = violation;
  // Server answers (errors.*) come here too, with the same meaning as the shared rules.
  const key: string = violation.key;
  const videos = files.filter((file) => kindOfFile(file) === 'video');
  const firstVideo = videos[0]?.name ?? '';
  switch (key) {
    case 'validation.upload.fileLimitReached':
    case 'errors.fileLimitReached': {
      const left = num(params.remaining);
      if (left <= 0) return t('guest.limits.noMoreFiles');
      return t('guest.limits.files', { count: left, extra: files.length - left });
    }
    case 'validation.upload.videoNotAvailable':
    case 'errors.videoNotInPlan':
      return t('guest.limits.noVideo', { name: firstVideo });
    case 'validation.upload.videoLimitReached':
    case 'errors.videoLimitReached': {
      const left = num(params.remaining);
      if (left <= 0) return t('guest.limits.noMoreVideos', { name: firstVideo });
      return t('guest.limits.videos', { count: left, extra: videos.length - left });
    }
    case 'validation.upload.tooManyFiles':
      return t('guest.limits.perBatch', {
        max: num(params.max),
        extra: files.length - num(params.max),
      });
    case 'validation.upload.tooManyVideos':
      return t('guest.limits.videosPerBatch', { extra: videos.length - num(params.max) });
  }
  const text = t(violation.key, params);
  const index = params.index;
  const file = typeof index === 'number' ? files[index] : undefined;
  return file ? t('guest.upload.fileError', { name: file.name, error: text }) : text;
}

export function useViolationText(): (violation: Violation, files: readonly File[]) => string {
  const { t } = useTranslation();
  return useCallback((violation, files) => guestViolationText(t, violation, files), [t]);
}
