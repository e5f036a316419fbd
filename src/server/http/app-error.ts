/** The one error type for expected failures: an id from the catalogue, its status and parameters. */
import { type ErrorId, errorCatalogue } from '../../shared/api/errors';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly id: ErrorId,
    readonly params: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(id, options);
    this.name = 'AppError';
    this.status = errorCatalogue[id];
  }

  /** The i18n key the client shows. */
  get key(): string {
    return `errors.${this.id}`;
  }
}

/** Shorthand: `throw appError('eventNotFound')`. */
export function appError(id: ErrorId, params?: Record<string, unknown>, cause?: unknown): AppError {
  return new AppError(id, params, cause === undefined ? undefined : { cause });
}
