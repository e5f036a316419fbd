import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { authRequest, isPasswordPolicyFailure, toAuthError } from './auth-request';

afterEach(() => vi.restoreAllMocks());

describe('toAuthError', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'auth.errors.invalidCredentials'],
    ['INVALID_OTP', 400, 'auth.errors.incorrectCode'],
    ['OTP_EXPIRED', 400, 'auth.errors.codeExpired'],
    ['TOO_MANY_ATTEMPTS', 403, 'auth.errors.tooManyAttempts'],
    ['INVALID_PASSWORD', 400, 'errors.incorrectPassword'],
    ['PASSWORD_TOO_SHORT', 400, 'validation.password.tooShort'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422, 'auth.errors.emailTaken'],
    ['TERMS_NOT_ACCEPTED', 400, 'auth.errors.termsNotAccepted'],
    ['INVALID_CODE', 401, 'auth.errors.incorrectAppCode'],
    ['TOTP_CODE_REUSED', 401, 'auth.errors.appCodeJustUsed'],
    ['SOMETHING_NEW', 400, 'errors.unexpected'],
    ['SOMETHING_NEW', 503, 'errors.internal'],
  ])('%s (%i) → %s', (code, status, key) => {
    expect(toAuthError({ code, status }).key).toBe(key);
  });

  it('names the first rule a policy refusal lists, else the too-short message', () => {
    const named = toAuthError({
      code: 'PASSWORD_POLICY',
      status: 400,
      errors: ['validation.password.number', 'validation.password.specialCharacter'],
    });
    expect(named.key).toBe('validation.password.number');
    expect(isPasswordPolicyFailure(named)).toBe(true);
    expect(toAuthError({ code: 'PASSWORD_POLICY', status: 400 }).key).toBe(
      'validation.password.tooShort',
    );
    expect(isPasswordPolicyFailure(toAuthError({ code: 'INVALID_PASSWORD', status: 400 }))).toBe(
      false,
    );
  });

  it('lets a call choose its own keys and fallback', () => {
    const keys = { codes: { OTP_EXPIRED: 'errors.accountNotConfirmed' }, fallback: 'x.y' };
    expect(toAuthError({ code: 'OTP_EXPIRED', status: 400 }, keys).key).toBe(
      'errors.accountNotConfirmed',
    );
    expect(toAuthError({ status: 400 }, keys).key).toBe('x.y');
  });

  it('tells how long to wait when rate limited', () => {
    const error = toAuthError({ code: 'TOO_MANY_REQUESTS', status: 429 }, {}, 42);
    expect(error.key).toBe('errors.rateLimited');
    expect(error.params.seconds).toBe(42);
    expect(toAuthError({ status: 429, retryAfter: 7 }).params.seconds).toBe(7);
    expect(toAuthError({ status: 429 }).params.seconds).toBe(60);
  });

  it('reports a missing or misconfigured auth service as a configuration error, in the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(toAuthError({ status: 404 }).key).toBe('errors.authConfigError');
    expect(toAuthError({ code: 'INVALID_ORIGIN', status: 403 }).key).toBe('errors.authConfigError');
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('authRequest', () => {
  it('returns the data of a successful answer', async () => {
    await expect(authRequest(async () => ({ data: { ok: 1 }, error: null }))).resolves.toEqual({
      ok: 1,
    });
  });

  it('reads X-Retry-After from a refused answer', async () => {
    const error = await authRequest(async (fetchOptions) => {
      fetchOptions.onError({
        response: new Response(null, { status: 429, headers: { 'X-Retry-After': '13' } }),
      });
      return { data: null, error: { status: 429, message: 'Too many requests' } };
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).params.seconds).toBe(13);
  });

  it('turns an unreachable server into the network error', async () => {
    const error = await authRequest(async () => {
      throw new TypeError('Failed to fetch');
    }).catch((caught: unknown) => caught);
    expect((error as ApiError).key).toBe('errors.network');
    expect((error as ApiError).status).toBe(0);
  });
});
