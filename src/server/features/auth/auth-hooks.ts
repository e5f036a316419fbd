/**
 * What the auth library's hooks need to know of a request: whose TOTP code it is (a used code
 * is refused again), the language to write e-mails in, and the password policy.
 */
import { APIError, type createAuthMiddleware, getOAuthState } from 'better-auth/api';
import { passwordErrors } from '../../../shared/domain/password';
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';

/** Where the auth routes live. */
/** The request header with the request's language (set by the auth routes' mount). */
export const requestLanguageHeader = 'x-momenty-lang';

/** Error code of an answer refusing a password that breaks our policy (spec section 5). */
export const passwordPolicyErrorCode = 'PASSWORD_POLICY';

/**
 * A TOTP code is accepted during three 30-second steps (clock drift); once it
 * let someone in, it is remembered that long and refused again (RFC 6238 §5.2).
 */
export const usedTotpMemorySeconds = 90;
export const usedTotpIdentifier = (userId: string, code: string) => `totp-used-${userId}-${code}`;

export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose TOTP code this is: the signed-in owner's (set-up) or the one of the pending sign-in challenge. */
export async function totpCodeOwner(ctx: AuthMiddlewareContext): Promise<string | undefined> {
  const { context } = ctx;
  const sessionToken = await ctx.getSignedCookie(
    context.authCookies.sessionToken.name,
    context.secret,
  );
  if (sessionToken) {
    const session = await context.internalAdapter.findSession(sessionToken);
    if (session) return session.user.id;
  }
  const challengeCookie = context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(challengeCookie.name, context.secret);
  if (!challenge) return undefined;
  return (await context.internalAdapter.findVerificationValue(challenge))?.value;
}

export type HeaderSource = { headers?: Headers | undefined; request?: Request | undefined } | null;

/** The language the mount passed along with the request, or Polish. */
export function languageOfRequest(ctx: HeaderSource | undefined): Language {
  const header =
    ctx?.headers?.get(requestLanguageHeader) ?? ctx?.request?.headers.get(requestLanguageHeader);
  return parseLanguage(header) ?? 'pl';
}

/**
 * The language the web app passed when it started a Google sign-in
 * (`additionalData.language`), read back in the callback that creates the user.
 */
export async function languageOfOAuthFlow(
  ctx: { path?: string } | null,
): Promise<Language | undefined> {
  if (!ctx?.path?.startsWith('/callback/')) return undefined;
  const state = await getOAuthState().catch(() => null);
  return parseLanguage(state?.language);
}

/** Refuses a password that breaks the policy; a missing or non-text one is left to the library's validation. */
export function assertPasswordPolicy(password: unknown) {
  if (typeof password !== 'string') return;
  const errors = passwordErrors(password);
  const [first] = errors;
  if (!first) return;
  throw new APIError('BAD_REQUEST', {
    code: passwordPolicyErrorCode,
    message: translate('en', first),
    errors,
  });
}
