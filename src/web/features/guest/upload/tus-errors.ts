/** A failed tus request read for the guest: the server's text, whether to retry, whether it is stored. */
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { readErrorBody } from '../../../../shared/api/error';
import type { JobFile, UploadErrorText } from './upload-types';

const uploadFailedText: UploadErrorText = { key: 'errors.fileUploadFailed', params: {} };
const networkText: UploadErrorText = { key: 'errors.network', params: {} };

function responseOf(error: unknown): HttpResponse | null {
  const detailed = error as Partial<DetailedError> | null;
  return detailed && typeof detailed === 'object' && detailed.originalResponse
    ? detailed.originalResponse
    : null;
}

/**
 * Reads a failed tus request: the server's error text, whether retrying can help, and whether
 * the answer means the file is stored already (409 `conflict` on creation: the API's "done").
 */
export function describeTusError(error: unknown): {
  text: UploadErrorText;
  transient: boolean;
  stored: boolean;
} {
  const response = responseOf(error);
  const status = response?.getStatus() ?? 0;
  if (status === 0) return { text: networkText, transient: true, stored: false };
  let text = uploadFailedText;
  try {
    const body = readErrorBody(JSON.parse(response?.getBody() ?? ''));
    if (body) {
      const params: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(body.data ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
      text = { key: body.error, params };
    }
  } catch {
    // Not JSON: the generic text.
  }
  const stored = status === 409 && text.key === 'errors.conflict';
  // 409 without `conflict` is tus's offset mismatch: resuming from the server's offset fixes it.
  const transient =
    !stored && (status >= 500 || status === 409 || status === 423 || status === 429);
  return { text, transient, stored };
}

/**
 * The key under which a file's tus URL is remembered: the event, the file's content (or its
 * size and date when unhashed) and its name, so two copies of one photo in a batch do not
 * resume each other's upload, and the same file picked again after a reload does.
 */
export function fingerprintOf(eventId: string, file: JobFile, sha256: string | undefined): string {
  const modified = file.file instanceof File ? file.file.lastModified : 0;
  const identity = sha256 ?? `${file.file.size}:${file.type}:${modified}`;
  return `${eventId}:${identity}:${file.name}`;
}
