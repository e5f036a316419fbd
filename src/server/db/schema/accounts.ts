/** Owners and their sessions (the auth library's model), and rate-limit counters. */
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';

/** The owning user; the row goes when the user goes. */
export const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- accounts

/** Owners. Guests never have an account. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Interface and e-mail language: pl or en. */
  language: text('language').notNull().default('pl'),
  fullName: text('full_name'),
  givenName: text('given_name'),
  familyName: text('family_name'),
  /** When the owner accepted the terms and privacy policy at sign-up. */
  termsAcceptedAt: instant('terms_accepted_at'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: userRef(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user: the password credential and linked Google accounts. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Short-lived verification values (e-mailed codes, OAuth state). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** An owner's authenticator (TOTP) secret and backup codes, both encrypted by the auth library. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userRef(),
    /** False between set-up and the first correct code from the authenticator app. */
    verified: boolean('verified').notNull().default(true),
    /** Consecutive wrong second-factor codes at sign-in; the account locks for a while at the limit. */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
    ...timestamps,
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

/** Request counters shared by every instance (auth and our own rate limits). */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull().default(0),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
