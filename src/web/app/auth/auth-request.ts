/**
 * Calls to the Better Auth client and the translation of their failures. A
 * failure becomes an ApiError (api.ts) whose key is one of our catalogue texts,
 * chosen from Better Auth's error `code`, the HTTP status or the call's own
 * choices; Better Auth's English `message` is never shown.
 */
import { ApiError, networkErrorKey, unexpectedErrorKey } from '../api';

/** The `error` half of a Better Auth client answer. */
export interface AuthFailure {
  code?: string;
  message?: string;
  status: number;
  statusText?: string;
  /** Our password policy's refusal lists the broken rules as `validation.password.*` keys. */
  errors?: unknown;
  /** Seconds to wait, on a rate-limit answer. */
  retryAfter?: unknown;
}

/** What every call receives to read the answer's headers (the rate limit's X-Retry-After). */
export interface AuthFetchOptions {
  onError: (context: { response: Response }) => void;
}

/** How one call names its failures: catalogue keys by Better Auth code, and a fallback. */
export interface AuthErrorKeys {
  codes?: Readonly<Record<string, string>>;
  /** Key for any other 4xx or 5xx answer. @default 'errors.unexpected' / 'errors.internal' */
  fallback?: string;
}

export const authConfigErrorKey = 'errors.authConfigError';

/** Catalogue keys of the Better Auth codes every call may meet. */
export const defaultAuthErrorKeys: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  INVALID_EMAIL: 'validation.email.invalid',
  USER_ALREADY_EXISTS: 'auth.errors.emailTaken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.emailTaken',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  TERMS_NOT_ACCEPTED: 'auth.errors.termsNotAccepted',
  INVALID_PASSWORD: 'errors.incorrectPassword',
  PASSWORD_TOO_SHORT: 'validation.password.tooShort',
  PASSWORD_TOO_LONG: 'auth.errors.passwordTooLong',
  INVALID_OTP: 'auth.errors.incorrectCode',
  OTP_EXPIRED: 'auth.errors.codeExpired',
  TOO_MANY_ATTEMPTS: 'auth.errors.tooManyAttempts',
  INVALID_CODE: 'auth.errors.incorrectAppCode',
  TOTP_CODE_REUSED: 'auth.errors.appCodeJustUsed',
  INVALID_BACKUP_CODE: 'auth.errors.incorrectBackupCode',
  OTP_HAS_EXPIRED: 'auth.errors.codeExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.errors.signInExpired',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth.errors.accountLocked',
  INVALID_TWO_FACTOR_COOKIE: 'auth.errors.signInExpired',
  TOTP_ALREADY_ENABLED: 'auth.errors.twoFactorAlreadyOn',
  SESSION_EXPIRED: 'auth.errors.sessionNotFresh',
  SESSION_NOT_FRESH: 'auth.errors.sessionNotFresh',
  // Origins and callback addresses the server does not trust: the deployment is misconfigured.
  INVALID_ORIGIN: authConfigErrorKey,
  MISSING_OR_NULL_ORIGIN: authConfigErrorKey,
  INVALID_CALLBACK_URL: authConfigErrorKey,
  INVALID_ERROR_CALLBACK_URL: authConfigErrorKey,
  INVALID_NEW_USER_CALLBACK_URL: authConfigErrorKey,
  PROVIDER_NOT_FOUND: authConfigErrorKey,
};

function isPolicyCode(code: string): boolean {
  return /PASSWORD.*(POLICY|WEAK|RULE)|(POLICY|WEAK).*PASSWORD/.test(code);
}

/** The first broken rule a policy refusal names, else the too-short message. */
function firstPasswordRule(errors: unknown): string {
  const first = Array.isArray(errors) ? errors[0] : undefined;
  return typeof first === 'string' && first.startsWith('validation.password.')
    ? first
    : 'validation.password.tooShort';
}

/** Whether a failure is a password the server's policy refused (length or the rules). */
export function isPasswordPolicyFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = String(error.params.code ?? '');
  return code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || isPolicyCode(code);
}

/** The ApiError for a failed answer. */
export function toAuthError(
  failure: AuthFailure,
  keys: AuthErrorKeys = {},
  retryAfterSeconds?: number,
): ApiError {
  const code = failure.code ?? '';
  const params: Record<string, unknown> = { code };
  let key = keys.codes?.[code] ?? defaultAuthErrorKeys[code];
  if (!key && isPolicyCode(code)) key = firstPasswordRule(failure.errors);
  if (!key) {
    if (failure.status === 429) {
      key = 'errors.rateLimited';
      const wait = retryAfterSeconds ?? Number(failure.retryAfter);
      params.seconds = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 60;
    } else if (failure.status === 404) {
      key = authConfigErrorKey;
    } else if (failure.status >= 500) {
      key = keys.fallback ?? 'errors.internal';
    } else {
      key = keys.fallback ?? unexpectedErrorKey;
    }
  }
  if (key === authConfigErrorKey) {
    // "See console": the details an administrator needs.
    console.error('Sign-in is misconfigured:', failure.status, code, failure.message ?? '');
  }
  return new ApiError({ key, status: failure.status, params, message: failure.message ?? code });
}

/**
 * Runs one Better Auth client call and returns its data; throws an ApiError
 * with a catalogue key when it fails or the server cannot be reached.
 */
export async function authRequest<T>(
  call: (fetchOptions: AuthFetchOptions) => Promise<{ data: T | null; error: AuthFailure | null }>,
  keys: AuthErrorKeys = {},
): Promise<T> {
  let retryAfter: number | undefined;
  const fetchOptions: AuthFetchOptions = {
    onError: ({ response }) => {
      const seconds = Number(response.headers.get('x-retry-after') ?? Number.NaN);
      if (Number.isFinite(seconds) && seconds > 0) retryAfter = seconds;
    },
  };
  let answer: { data: T | null; error: AuthFailure | null };
  try {
    answer = await call(fetchOptions);
  } catch (error) {
    throw new ApiError({ key: networkErrorKey, status: 0, message: String(error) });
  }
  if (answer.error) throw toAuthError(answer.error, keys, retryAfter);
  return answer.data as T;
}
