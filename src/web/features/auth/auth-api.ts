/**
 * The sign-in flow's calls to Better Auth, each naming its failures with our
 * catalogue keys (see app/auth/auth-request.ts).
 */

import type { Language } from '../../../shared/i18n/index';
import { ApiError } from '../../app/api';
import { type AuthUser, authClient } from '../../app/auth/auth-client';
import { authRequest } from '../../app/auth/auth-request';
import { fetchSession } from '../../app/auth/session';

export interface Credentials {
  email: string;
  password: string;
}

/** How a password sign-in went: signed in, or a second factor is needed first. */
export type SignInResult = { kind: 'signedIn'; user: AuthUser } | { kind: 'twoFactor' };

/**
 * Fails with 'There is already a signed in user.' when a session exists
 * (another tab signed in while this one still showed the sign-in screen).
 */
export async function assertSignedOut(): Promise<void> {
  const session = await fetchSession();
  if (session) throw new ApiError({ key: 'errors.alreadySignedIn', status: 409 });
}

export async function signInWithPassword({ email, password }: Credentials): Promise<SignInResult> {
  const data = await authRequest((fetchOptions) =>
    authClient.signIn.email({ email: email.trim(), password, fetchOptions }),
  );
  if (data && typeof data === 'object' && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    return { kind: 'twoFactor' };
  }
  return { kind: 'signedIn', user: data.user };
}

/** Creates the account; the server refuses it unless the terms and privacy policy were accepted. */
export async function signUpWithPassword(
  { email, password }: Credentials,
  language: Language,
  termsAccepted: boolean,
): Promise<{ signedIn: boolean }> {
  const data = await authRequest((fetchOptions) =>
    authClient.signUp.email({
      email: email.trim(),
      password,
      name: '',
      language,
      fetchOptions: { ...fetchOptions, body: { termsAccepted } },
    }),
  );
  return { signedIn: Boolean(data?.token) };
}

/** E-mails a code that confirms the address. */
export async function sendVerificationCode(email: string): Promise<void> {
  await authRequest((fetchOptions) =>
    authClient.emailOtp.sendVerificationOtp({
      email: email.trim(),
      type: 'email-verification',
      fetchOptions,
    }),
  );
}

/**
 * Confirms the address with the e-mailed code. An expired code reads "The
 * account was not confirmed on time." right after signing up.
 */
export async function verifyEmail(
  email: string,
  code: string,
  context: 'signUp' | 'verify',
): Promise<void> {
  await authRequest(
    (fetchOptions) =>
      authClient.emailOtp.verifyEmail({ email: email.trim(), otp: code, fetchOptions }),
    {
      codes: {
        OTP_EXPIRED:
          context === 'signUp' ? 'errors.accountNotConfirmed' : 'auth.errors.codeExpired',
        USER_NOT_FOUND: 'auth.errors.incorrectCode',
      },
    },
  );
}

/** E-mails a password reset code (the answer is the same whether the account exists or not). */
export async function requestPasswordReset(email: string): Promise<void> {
  await authRequest((fetchOptions) =>
    authClient.emailOtp.requestPasswordReset({ email: email.trim(), fetchOptions }),
  );
}

export async function resetPassword(email: string, code: string, password: string): Promise<void> {
  await authRequest(
    (fetchOptions) =>
      authClient.emailOtp.resetPassword({ email: email.trim(), otp: code, password, fetchOptions }),
    { codes: { USER_NOT_FOUND: 'auth.errors.incorrectCode' } },
  );
}

/** Completes a sign-in that needs the second factor, with the authenticator app's code. */
export async function verifyTotp(code: string): Promise<AuthUser> {
  const data = await authRequest((fetchOptions) =>
    authClient.twoFactor.verifyTotp({ code, fetchOptions }),
  );
  return data.user as AuthUser;
}

/** Completes a sign-in that needs the second factor, with one of the backup codes. */
export async function verifyBackupCode(code: string): Promise<AuthUser> {
  const data = await authRequest((fetchOptions) =>
    authClient.twoFactor.verifyBackupCode({ code: code.trim(), fetchOptions }),
  );
  return data.user as AuthUser;
}

/** Leaves for Google's sign-in page; the browser comes back to `callbackURL`. */
export async function signInWithGoogle(
  callbackURL: string,
  errorCallbackURL: string,
  language: Language,
): Promise<void> {
  await authRequest((fetchOptions) =>
    authClient.signIn.social({
      provider: 'google',
      callbackURL,
      errorCallbackURL,
      additionalData: { language },
      fetchOptions,
    }),
  );
}
