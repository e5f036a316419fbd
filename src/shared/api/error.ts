/**
 * The body of every error answer of the API, shared by server and client. Read without a schema
 * library: every page reads it, the guest entry too, whose first download carries no zod.
 */

export interface ErrorBody {
  /** Stable id of the error; also the i18n key the client shows, e.g. `errors.notFound`. */
  error: string;
  /** English text for logs and API users; clients show `error` translated. */
  message: string;
  status: number;
  /** Interpolation parameters of the message, and field-level details for validation errors. */
  data?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error body in `value` (a parsed JSON answer), or undefined when it is not one. */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value)) return undefined;
  const { error, message, status, data } = value;
  if (typeof error !== 'string' || typeof message !== 'string') return undefined;
  if (typeof status !== 'number' || !Number.isInteger(status)) return undefined;
  if (data !== undefined && !isRecord(data)) return undefined;
  return data === undefined ? { error, message, status } : { error, message, status, data };
}
