/**
 * Owner accounts: the Better Auth instance built from the configuration, the
 * database and the mailer. E-mail + password with e-mailed 6-digit codes
 * (confirmation and password reset), optional TOTP two-factor, Google when
 * configured, rate limits keyed on the trusted client address, and our
 * password policy enforced on every path that sets a password.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { emailOTP, openAPI, twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { z } from 'zod';
import { languages, parseLanguage } from '../../../shared/i18n/index';
import type { Mailer } from '../../adapters/mail/mail';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';
import { createAccountSignInThrottle, findUserLanguage } from './auth.repository';
import { createAuthEmails } from './auth-emails';
/** Where the auth routes live. */
import {
  assertPasswordPolicy,
  type HeaderSource,
  languageOfOAuthFlow,
  languageOfRequest,
  totpCodeOwner,
  usedTotpIdentifier,
  usedTotpMemorySeconds,
} from './auth-hooks';
import type { BackgroundTasks } from './background-tasks';

export { passwordPolicyErrorCode, requestLanguageHeader } from './auth-hooks';

export const authBasePath = '/api/auth';

/**
 * Private request headers the mount sets from the request context (after
 * removing whatever the client sent under these names): the client address,
 * which already honours CLIENT_IP_HEADER, and the request's language.
 */
export const clientIpHeader = 'x-momenty-client-ip';

/** Prefix of the auth cookies' names (`momenty.session_token`; `__Secure-` in front over https). */
export const authCookiePrefix = 'momenty';

/** How long an e-mailed code is valid. */
export const codeValidityMinutes = 10;
/** Wrong guesses one e-mailed code allows before a new one must be requested. */
export const codeAttempts = 5;

/** Error code of a sign-up without `termsAccepted: true`. */
export const termsNotAcceptedErrorCode = 'TERMS_NOT_ACCEPTED';

/**
 * Paths of the library that stay closed. E-mail-code sign-in would skip the
 * second factor; passwords are reset with e-mailed codes, not links, and
 * addresses are confirmed with codes through the e-mail-OTP endpoints;
 * changing the address, deleting the account and e-mailed second-factor codes
 * are not offered; the OpenAPI endpoints are merged into /api/openapi.json.
 */
export const disabledAuthPaths = [
  '/sign-in/email-otp',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
  '/send-verification-email',
  '/change-email',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/update-session',
  '/open-api/generate-schema',
  '/reference',
];

/** Paths whose requests count against the configured per-client limit. */
const rateLimitedPaths = [
  '/sign-in/*',
  '/sign-up/*',
  '/email-otp/*',
  '/forget-password/*',
  '/two-factor/*',
  '/change-password',
  '/verify-password',
];

export type AuthDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** Signs sessions and encrypts secrets (see resolveAuthSecret). */
  secret: string;
  /** Runs the e-mails after the answer, so its timing says nothing about whether an account exists. */
  backgroundTasks: BackgroundTasks;
};

const optionalName = z.string().trim().max(200).nullable();

/**
 * Origins allowed to call the auth endpoints with cookies: the site itself
 * and, for a site on this machine, its loopback aliases, plus the Vite dev
 * server (vite.config.ts) in development.
 */
export function trustedOriginsFor(config: Config): string[] {
  const origins = new Set([config.baseUrl]);
  const base = new URL(config.baseUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (loopback.includes(base.hostname)) {
    for (const host of loopback) {
      origins.add(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`);
      if (config.env === 'development') origins.add(`http://${host}:5173`);
    }
  }
  return [...origins];
}

export function createAuth(deps: AuthDeps) {
  const { config, database, mailer } = deps;
  const log = deps.logger.child({ component: 'auth' });
  const emails = createAuthEmails({
    siteName: config.siteName,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    codeValidityMinutes,
  });
  const { max, windowSeconds } = config.auth.rateLimit;
  const limit = { window: windowSeconds, max };
  // Failed sign-ins per account, from any address: three addresses' worth over fifteen windows.
  const signIns = createAccountSignInThrottle(database.db, {
    max: max * 3,
    windowSeconds: windowSeconds * 15,
  });

  /** The owner's stored language, else the request's. */
  const languageFor = async (email: string, ctx: HeaderSource | undefined) =>
    parseLanguage(await findUserLanguage(database.db, email)) ?? languageOfRequest(ctx);

  return betterAuth({
    appName: config.siteName,
    baseURL: config.baseUrl,
    basePath: authBasePath,
    secret: deps.secret,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    trustedOrigins: trustedOriginsFor(config),
    telemetry: { enabled: false },
    logger: {
      // Pino filters by LOG_LEVEL. At 'warn' or 'debug' the library would also print every
      // refused request to the console itself, outside our logger.
      level: 'info',
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { details: args } : {};
        if (level === 'error') log.error(fields, message);
        else if (level === 'warn') log.warn(fields, message);
        else if (level === 'info') log.info(fields, message);
        else log.debug(fields, message);
      },
    },
    user: {
      additionalFields: {
        /** Interface and e-mail language; the request's language when not given at sign-up. */
        language: {
          type: 'string',
          required: false,
          input: true,
          validator: { input: z.enum(languages) },
        },
        fullName: { type: 'string', required: false, validator: { input: optionalName } },
        givenName: { type: 'string', required: false, validator: { input: optionalName } },
        familyName: { type: 'string', required: false, validator: { input: optionalName } },
        /** Set by the server when a sign-up accepts the terms; never sent to clients. */
        termsAcceptedAt: { type: 'date', required: false, input: false, returned: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Verify screens can be skipped: an unconfirmed owner signs in, but cannot create events.
      requireEmailVerification: false,
      // No session at sign-up: the owner confirms the code, then signs in. This also makes a
      // sign-up with a known address answer exactly like a new one (see onExistingUserSignUp).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onExistingUserSignUp: async ({ user }, request) => {
        const language = await languageFor(user.email, { request });
        await mailer.send({ to: user.email, ...emails.existingAccount(language) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
    },
    socialProviders: config.auth.google
      ? {
          google: {
            clientId: config.auth.google.clientId,
            clientSecret: config.auth.google.clientSecret,
            prompt: 'select_account',
            mapProfileToUser: (profile) => ({
              fullName: profile.name ?? null,
              givenName: profile.given_name ?? null,
              familyName: profile.family_name ?? null,
            }),
          },
        }
      : {},
    rateLimit: {
      enabled: true,
      storage: 'database',
      // Everything else (reading the session, signing out) gets a generous limit of its own.
      window: 60,
      max: Math.max(100, max * 10),
      customRules: {
        '/get-session': false,
        ...Object.fromEntries(rateLimitedPaths.map((path) => [path, limit])),
      },
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: config.baseUrl.startsWith('https:'),
      // Origin checks stay on in every environment (the library skips them under NODE_ENV=test).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      backgroundTasks: { handler: (promise) => deps.backgroundTasks.run(promise) },
    },
    onAPIError: { errorURL: `${config.baseUrl}/` },
    disabledPaths: disabledAuthPaths,
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case '/sign-up/email': {
            if (body.termsAccepted !== true) {
              throw new APIError('BAD_REQUEST', {
                code: termsNotAcceptedErrorCode,
                message: 'The terms and privacy policy must be accepted',
              });
            }
            assertPasswordPolicy(body.password);
            // Filled here rather than in the user-creation hook, so that a sign-up with a known
            // address (which creates nobody) answers with the same language as a new one.
            return {
              context: {
                body: {
                  ...body,
                  name: body.name ?? '',
                  language: body.language ?? languageOfRequest(ctx),
                },
              },
            };
          }
          case '/email-otp/reset-password':
            assertPasswordPolicy(body.password);
            return;
          case '/change-password':
            assertPasswordPolicy(body.newPassword);
            return;
          case '/sign-in/email': {
            const wait = typeof body.email === 'string' ? await signIns.waitSeconds(body.email) : 0;
            if (wait > 0) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts', retryAfter: wait },
                { 'Retry-After': String(wait) },
              );
            }
            return;
          }
          case '/email-otp/send-verification-otp':
            // Codes only confirm addresses and reset passwords; signing in always takes the password.
            if (body.type === 'sign-in' || body.type === 'change-email') {
              throw new APIError('BAD_REQUEST', {
                code: 'OTP_TYPE_NOT_ALLOWED',
                message: 'This kind of code is not available',
              });
            }
            return;
          case '/two-factor/verify-totp': {
            if (typeof body.code !== 'string') return;
            const userId = await totpCodeOwner(ctx);
            const used =
              userId &&
              (await ctx.context.internalAdapter.findVerificationValue(
                usedTotpIdentifier(userId, body.code),
              ));
            if (used) {
              // Right code, but it already let someone in: the owner waits for the next one.
              throw new APIError('UNAUTHORIZED', {
                code: 'TOTP_CODE_REUSED',
                message: 'This code was just used; wait for the next one',
              });
            }
            return;
          }
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        if (ctx.path === '/sign-in/email' && typeof email === 'string') {
          const returned = ctx.context.returned;
          const throttled = isAPIError(returned) && returned.statusCode === 429;
          if (isAPIError(returned) && !throttled) await signIns.failed(email);
          else if (!throttled) await signIns.succeeded(email);
          return;
        }
        if (ctx.path !== '/two-factor/verify-totp') return;
        const code = (ctx.body as Record<string, unknown> | undefined)?.code;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
        const userId = returned?.user?.id;
        if (isAPIError(returned) || typeof userId !== 'string' || typeof code !== 'string') return;
        await ctx.context.internalAdapter.createVerificationValue({
          identifier: usedTotpIdentifier(userId, code),
          value: userId,
          expiresAt: new Date(Date.now() + usedTotpMemorySeconds * 1000),
        });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({
            data: {
              ...user,
              language:
                parseLanguage(user.language) ??
                (await languageOfOAuthFlow(ctx)) ??
                languageOfRequest(ctx),
              // The sign-up hook has checked the box was ticked.
              ...(ctx?.path === '/sign-up/email' ? { termsAcceptedAt: new Date() } : {}),
            },
          }),
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: codeValidityMinutes * 60,
        allowedAttempts: codeAttempts,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        // Codes never create accounts: sign-up takes a password and the terms.
        disableSignUp: true,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type !== 'email-verification' && type !== 'forget-password') {
            log.warn({ type }, 'refused to send a code of a disabled kind');
            return;
          }
          const language = await languageFor(email, ctx);
          const message =
            type === 'forget-password'
              ? emails.resetPassword(language, otp)
              : emails.verifyEmail(language, otp);
          await mailer.send({ to: email, ...message, code: otp });
        },
      }),
      twoFactor({
        issuer: config.siteName,
        // Only after a first correct code does the challenge start at every password sign-in.
        skipVerificationOnEnable: false,
      }),
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
