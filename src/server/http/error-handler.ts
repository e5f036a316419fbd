/**
 * Turns anything thrown by a route into the API's error body
 * `{ error, message, status, data }`. Expected errors keep their id and
 * parameters; anything else is logged and answered with a generic 500, never
 * a stack trace.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../shared/api/error';
import { type ErrorId, errorCatalogue } from '../../shared/api/errors';
import type { Language } from '../../shared/i18n/index';
import { hasTranslation, translate } from '../../shared/i18n/translate';
import { AppError } from './app-error';
import type { AppEnv } from './env';

/** Builds the body of an error answer in `lang`. */
export function errorBody(
  id: ErrorId,
  lang: Language,
  params: Record<string, unknown> = {},
): ErrorBody {
  const key = `errors.${id}`;
  return {
    error: key,
    message: translate(lang, key, params),
    status: errorCatalogue[id],
    ...(Object.keys(params).length > 0 ? { data: params } : {}),
  };
}

/** Answers an expected error. */
export function sendError(c: Context<AppEnv>, id: ErrorId, params?: Record<string, unknown>) {
  const body = errorBody(id, c.get('lang') ?? 'pl', params);
  return c.json(body, body.status as ContentfulStatusCode);
}

/**
 * The field-level details of a failed validation, each message an i18n key: the shared rules'
 * own, or `validation.invalidValue` where only the shape was wrong (a number for a text, an
 * unknown choice), which the apps never send, so the answer never carries the schema library's
 * English.
 */
export function validationIssues(error: ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: hasTranslation(issue.message) ? issue.message : 'validation.invalidValue',
  }));
}

const statusToId: Partial<Record<number, ErrorId>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  416: 'rangeNotSatisfiable',
  429: 'rateLimited',
  503: 'unavailable',
};

/** Hono's onError handler. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) return sendError(c, error.id, error.params);
  if (error instanceof HTTPException) {
    if (error.status === 400 && /JSON/i.test(error.message)) return sendError(c, 'invalidJson');
    const id = statusToId[error.status];
    if (id) return sendError(c, id);
  }
  if (error instanceof SyntaxError && /JSON/i.test(error.message))
    return sendError(c, 'invalidJson');
  const log = c.get('log');
  if (log) log.error({ err: error }, 'unhandled error');
  else process.stderr.write(`unhandled error: ${error.stack ?? error.message}\n`);
  return sendError(c, 'internal');
}
