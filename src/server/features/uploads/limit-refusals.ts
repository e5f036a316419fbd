/**
 * A broken upload rule (shared/domain/limits.ts) answered with the API's error: the one
 * mapping for the batch check and the slot reservation of tus creation alike (per-file
 * problems become validation issues).
 */
import type { ValidationKey } from '../../../shared/domain/violation';
import { appError } from '../../http/app-error';

export type Issue = { path: string; message: ValidationKey };

export function invalid(issues: Issue[]): never {
  throw appError('validation', { issues });
}

/** Throws the API's error for a violated upload rule. */
export function refuseViolation(
  key: ValidationKey,
  params: Record<string, string | number>,
): never {
  const limitParams = { ...params, limit: params.max ?? '' };
  switch (key) {
    case 'validation.upload.tooManyFiles':
      throw appError('tooManyFiles', params);
    case 'validation.upload.tooManyVideos':
      invalid([{ path: 'files', message: key }]);
      break;
    case 'validation.upload.fileLimitReached':
      throw appError('fileLimitReached', limitParams);
    case 'validation.upload.videoNotAvailable':
      throw appError('videoNotInPlan', params);
    case 'validation.upload.videoLimitReached':
      throw appError('videoLimitReached', limitParams);
  }
  invalid([{ path: `files.${params.index ?? ''}`, message: key }]);
}
