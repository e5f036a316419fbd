/**
 * Guards owner routes: `requireOwner` loads the session from the request's
 * cookies (401 `unauthorized` without one) and puts the owner on the context;
 * `requireVerified` additionally wants a confirmed e-mail address (403
 * `emailNotVerified`), for actions such as creating an event.
 */
import type { MiddlewareHandler } from 'hono';
import { parseLanguage } from '../../../shared/i18n/index';
import { appError } from '../../http/app-error';
import type { AppEnv, Owner } from '../../http/env';
import { type Auth, authCookiePrefix } from './auth';

/** Name of the OpenAPI security scheme (the session cookie) that owner routes declare. */
export const ownerSessionScheme = 'ownerSession';

/** The `security` of an owner route in the OpenAPI document. */
export const ownerSecurity = [{ [ownerSessionScheme]: [] }];

/** The OpenAPI security scheme behind {@link ownerSessionScheme}. */
export function ownerSessionSecurityScheme(baseUrl: string) {
  const secure = baseUrl.startsWith('https:') ? '__Secure-' : '';
  return {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name: `${secure}${authCookiePrefix}.session_token`,
    description: 'The session cookie that signing in through /api/auth sets.',
  };
}

export function requireOwner(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) throw appError('unauthorized');
    const { user } = session;
    c.set('owner', {
      id: user.id,
      email: user.email,
      language: parseLanguage(user.language) ?? 'pl',
      emailVerified: user.emailVerified,
    });
    await next();
    // A session close to expiry is extended on use: pass its refreshed cookie on.
    for (const cookie of headers?.getSetCookie() ?? []) {
      c.res.headers.append('Set-Cookie', cookie);
    }
  };
}

/** Throws `emailNotVerified` unless the owner has confirmed their e-mail address. */
export function assertVerified(owner: Owner): void {
  if (!owner.emailVerified) throw appError('emailNotVerified');
}

/** Middleware form of {@link assertVerified}; mount it after requireOwner. */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertVerified(c.get('owner'));
  await next();
};
