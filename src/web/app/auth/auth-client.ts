/**
 * The Better Auth client of the SPA (`/api/auth/*`, cookies included), with the
 * e-mailed codes and two-step verification plugins. Screens do not call it
 * directly: they go through `authRequest` (auth-request.ts), which turns its
 * `{ data, error }` answers into values or ApiErrors with catalogue keys.
 */
import { emailOTPClient, inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { authBasePath } from '../../shared/api/paths';

export const authClient = createAuthClient({
  // An absolute origin: Better Auth would otherwise look for *_AUTH_URL variables first.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: authBasePath,
  plugins: [
    inferAdditionalFields({
      user: {
        language: { type: 'string', required: false },
        fullName: { type: 'string', required: false },
        givenName: { type: 'string', required: false },
        familyName: { type: 'string', required: false },
      },
    }),
    emailOTPClient(),
    twoFactorClient(),
  ],
});

/** The signed-in owner's session as `GET /api/auth/get-session` returns it. */
export type AuthSession = typeof authClient.$Infer.Session;

/** The signed-in owner. */
export type AuthUser = AuthSession['user'];
