/**
 * JSON calls to the API (`/api/*`, cookies included) and the translation of
 * their failures. Every failure becomes an ApiError whose `key` is an i18n key
 * (`errors.*`) and whose `params` fill its placeholders.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readErrorBody } from '../../shared/api/error';
import type { AnswerSchema } from '../shared/json-schema-check';
import { earlyOr } from './early-requests';

export const networkErrorKey = 'errors.network';
export const unexpectedErrorKey = 'errors.unexpected';

/** An expected failure of an API call, or of reaching the API at all (status 0). */
export class ApiError extends Error {
  readonly key: string;
  readonly params: Record<string, unknown>;
  readonly status: number;

  constructor(options: {
    key: string;
    status: number;
    params?: Record<string, unknown>;
    message?: string;
  }) {
    super(options.message ?? options.key);
    this.name = 'ApiError';
    this.key = options.key;
    this.status = options.status;
    this.params = options.params ?? {};
  }
}

/**
 * The server said the thing asked for is not there (deleted, or not the reader's): a page shows
 * that even over what it read before. Any other failure of a refresh (a weak connection, a
 * busy server) leaves what the page shows as it was; only a first read that failed shows it.
 */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whether a page shows what a read holds (once it is no longer pending): it does unless the read
 * never answered (the first read failed) or the server said the thing is gone (isGone). A later
 * re-read that failed otherwise keeps what the page shows: the one rule of every re-read page.
 */
export function showsData<T>(query: {
  data: T | undefined;
  error: unknown;
}): query is { data: T; error: unknown } {
  return query.data !== undefined && !isGone(query.error);
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a File) is sent as it is, with its own type. */
  body?: unknown;
  /**
   * Validates the answer (a zod schema, or on the guest page a check of its JSON Schema:
   * web/shared/json-schema-check.ts); without it the parsed JSON is returned as is.
   */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls `path` (e.g. `/api/config`) and returns its JSON answer. Throws
 * ApiError on a non-2xx answer (with the server's key), on a network failure
 * (`errors.network`) and on an answer that does not match `schema`
 * (`errors.unexpected`). An aborted call rethrows the AbortError.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const raw = request.body instanceof Blob;
  if (raw) headers['content-type'] = (request.body as Blob).type || 'application/octet-stream';
  else if (request.body !== undefined) headers['content-type'] = 'application/json';
  const send = () =>
    fetch(path, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'include',
      body: raw
        ? (request.body as Blob)
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body),
      signal: request.signal,
    });
  const read = (request.method ?? 'GET') === 'GET' && request.body === undefined;
  let response: Response;
  try {
    // A read the entry script asked for already (early-requests.ts) is taken from there.
    response = await (read ? earlyOr(path, send) : send());
    request.signal?.throwIfAborted();
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError({ key: networkErrorKey, status: 0, message: String(error) });
  }
  const json = await readJson(response);
  if (!response.ok) {
    const body = readErrorBody(json);
    if (body) {
      throw new ApiError({
        key: body.error,
        status: body.status,
        params: body.data,
        message: body.message,
      });
    }
    throw new ApiError({ key: unexpectedErrorKey, status: response.status });
  }
  if (!request.schema) return json as T;
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      key: unexpectedErrorKey,
      status: response.status,
      message: parsed.error.message,
    });
  }
  return parsed.data;
}

/** The i18n key and interpolation values that describe any thrown value. */
export function describeError(error: unknown): {
  key: string;
  params: Record<string, string | number>;
} {
  if (error instanceof ApiError) {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(error.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    return { key: error.key, params };
  }
  // fetch() used directly elsewhere rejects with a TypeError when offline.
  if (error instanceof TypeError) return { key: networkErrorKey, params: {} };
  return { key: unexpectedErrorKey, params: {} };
}

/** Returns a function that turns any thrown value into a message in the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const { key, params } = describeError(error);
      // A key this client does not know (newer server) reads as a generic failure.
      return i18n.exists(key) ? t(key, params) : t(unexpectedErrorKey);
    },
    [t, i18n],
  );
}
