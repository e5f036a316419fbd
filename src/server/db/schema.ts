/**
 * The database schema (PostgreSQL dialect, snake_case). Auth tables follow the
 * auth library's model; the rest follows spec section 3. Everything that
 * belongs to an event cascades from `events`. Counters that plan limits use
 * live on `events` and `albums` and change in the same transaction that
 * reserves or releases a slot.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The owning user; the row goes when the user goes. */
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The owning event; the row goes when the event goes. */
const eventRef = () =>
  text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

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

// ---------------------------------------------------------------- events

export type EventSettings = {
  uploadsEnabled: boolean;
  guestbookVisible: boolean;
  /** Absent in settings stored before it existed: read as true. */
  guestGalleryVisible?: boolean;
  slideshowVisible: boolean;
  slideshowIntervalSeconds: number;
  guestZipDownload: boolean;
};

/** Guest-page look; its shape is owned by the events feature. */
export type EventStyle = Record<string, unknown>;

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    /** The day of the celebration, YYYY-MM-DD. */
    eventDate: text('event_date'),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('other'),
    guestCount: integer('guest_count'),
    /** Language of the guest page and of the owner's e-mails about it. */
    language: text('language').notNull().default('pl'),
    timeZone: text('time_zone').notNull().default('Europe/Warsaw'),
    plan: text('plan').notNull().default('trial'),
    paid: boolean('paid').notNull().default(false),
    /** First upload day, YYYY-MM-DD in the event's time zone. */
    activationDate: text('activation_date').notNull(),
    settings: jsonb('settings').$type<EventSettings>().notNull(),
    style: jsonb('style').$type<EventStyle>().notNull().default({}),
    /** Slow salted hash of the guest password; null when the event is open. */
    passwordHash: text('password_hash'),
    zipStatus: text('zip_status').notNull().default('WAITING'),
    /** Files (photos, videos, voice messages) reserved or stored: the plan limit counts these. */
    filesCount: integer('files_count').notNull().default(0),
    videosCount: integer('videos_count').notNull().default(0),
    albumsCount: integer('albums_count').notNull().default(0),
    /** When the event, its records and its files are deleted for good. */
    expiresAt: instant('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [
    index('events_user_id_idx').on(t.userId),
    index('events_expires_at_idx').on(t.expiresAt),
    check('events_plan_check', sql`${t.plan} in ('trial', 'basic', 'standard', 'premium')`),
    check(
      'events_zip_status_check',
      sql`${t.zipStatus} in ('WAITING', 'GENERATING', 'READY', 'FAILED')`,
    ),
    check(
      'events_counts_check',
      sql`${t.filesCount} >= 0 and ${t.videosCount} >= 0 and ${t.albumsCount} >= 0`,
    ),
  ],
);

export const albums = pgTable(
  'albums',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    filesCount: integer('files_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('albums_event_id_idx').on(t.eventId, t.position),
    check('albums_files_count_check', sql`${t.filesCount} >= 0`),
  ],
);

/** A file declared in a batch before its upload (see shared/api/public.ts `declaredFileSchema`). */
export type DeclaredBatchFile = {
  name: string;
  size: number;
  type: string;
  sha256?: string;
  durationSeconds?: number;
};

/** What one guest sent at once (the specification's PhotoGroup), or one guestbook entry. */
export const uploadBatches = pgTable(
  'upload_batches',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('upload'),
    /** Guest's name ("from"); optional for uploads, required for guestbook entries. */
    guestName: text('guest_name'),
    message: text('message'),
    /** Random id the guest's browser keeps, to find files it already sent. */
    clientId: text('client_id'),
    /** The files the guest declared when creating the batch (name, size, type, sha256…). */
    declaredFiles: jsonb('declared_files').$type<DeclaredBatchFile[]>().notNull().default([]),
    filesCount: integer('files_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('upload_batches_event_album_idx').on(t.eventId, t.albumId, t.createdAt),
    index('upload_batches_event_created_idx').on(t.eventId, t.createdAt),
    check('upload_batches_kind_check', sql`${t.kind} in ('upload', 'guestbook', 'voice')`),
  ],
);

export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    batchId: text('batch_id')
      .notNull()
      .references(() => uploadBatches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Resumable-upload id while the file is still arriving. */
    uploadId: text('upload_id').unique(),
    /** Index of the file in its batch's declared files (one media row per declared file). */
    fileIndex: integer('file_index'),
    /** Where the original lives in storage, relative to the storage root. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** When the photo or video was taken, from its metadata. */
    takenAt: instant('taken_at'),
    /** Tiny blurred preview shown before the derivative loads. */
    placeholder: text('placeholder'),
    /** CRC-32 of the original, for deterministic ZIP archives. */
    crc32: bigint('crc32', { mode: 'number' }),
    sha256: text('sha256'),
    state: text('state').notNull().default('uploading'),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('media_event_created_idx').on(t.eventId, t.createdAt),
    index('media_album_created_idx').on(t.albumId, t.createdAt),
    index('media_batch_idx').on(t.batchId),
    uniqueIndex('media_batch_file_index_idx').on(t.batchId, t.fileIndex),
    index('media_event_sha256_idx').on(t.eventId, t.sha256),
    // The owner's grid sorted by when the photo was taken (event or album), items without one last.
    index('media_event_taken_idx').on(
      t.eventId,
      t.takenAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('media_album_taken_idx').on(
      t.albumId,
      t.takenAt.desc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('media_kind_check', sql`${t.kind} in ('photo', 'video', 'audio')`),
    check('media_state_check', sql`${t.state} in ('uploading', 'processing', 'ready', 'failed')`),
    check('media_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * Changes told to live-update streams (features/live), kept a while so a reconnecting client
 * catches up from its Last-Event-ID; every insert is announced with NOTIFY momenty_live.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: eventRef(),
    type: text('type').notNull(),
    /** Media ids (media.*) or guestbook entry ids (guestbook.*). */
    ids: jsonb('ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_event_id_idx').on(t.eventId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- money

export const purchases = pgTable(
  'purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for a purchase that yields an activation code instead of paying for an event. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'cascade' }),
    fromPlan: text('from_plan'),
    plan: text('plan').notNull(),
    /** Integer grosze. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    /** Trial upgrades: the first upload day chosen with the plan, applied when the payment is confirmed. */
    activationDate: text('activation_date'),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout (e.g. a Checkout Session id). */
    providerRef: text('provider_ref'),
    errorMessage: text('error_message'),
    paidAt: instant('paid_at'),
    ...timestamps,
  },
  (t) => [
    index('purchases_user_id_idx').on(t.userId),
    index('purchases_event_id_idx').on(t.eventId),
    uniqueIndex('purchases_provider_ref_idx').on(t.provider, t.providerRef),
    check('purchases_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'refunded')`),
    check('purchases_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Audit trail of a purchase: every change of its status and what caused it. */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** Status before the change; null when the purchase was created. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** What caused it: checkout, webhook, test-checkout, … */
    source: text('source').notNull(),
    /** The provider's id of the notification (e.g. a Stripe event id), when there is one. */
    providerEventId: text('provider_event_id'),
    detail: text('detail'),
    ...timestamps,
  },
  (t) => [index('purchase_events_purchase_id_idx').on(t.purchaseId, t.createdAt)],
);

export const activationCodes = pgTable(
  'activation_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    plan: text('plan').notNull(),
    purchaseId: text('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    email: text('email'),
    usedAt: instant('used_at'),
    usedByEventId: text('used_by_event_id').references(() => events.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('activation_codes_code_idx').on(t.code)],
);

// ---------------------------------------------------------------- lifecycle

export type EmailsSent = {
  welcomeEmail: boolean;
  beforeEventStartsEmail: boolean;
  beforeUploadPeriodEndsEmail: boolean;
  uploadPeriodEndsEmail: boolean;
  beforeDownloadPeriodEndsEmail: boolean;
  downloadPeriodEndsEmail: boolean;
  trialEndsEmail: boolean;
};

/** The lifecycle e-mail plan of an event (the specification's EmailList). */
export const emailSchedules = pgTable(
  'email_schedules',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    userId: userRef(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    paid: boolean('paid').notNull().default(false),
    /** Created by an upgrade: no welcome e-mail. */
    isUpgrade: boolean('is_upgrade').notNull().default(false),
    startUploadDate: text('start_upload_date').notNull(),
    endUploadDate: text('end_upload_date').notNull(),
    endDownloadDate: text('end_download_date').notNull(),
    endFreeTrialDate: text('end_free_trial_date'),
    emailsSent: jsonb('emails_sent').$type<EmailsSent>().notNull(),
    nextEmailAt: instant('next_email_at'),
    nextEmailType: text('next_email_type'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    expiresAt: instant('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [
    index('email_schedules_next_email_at_idx').on(t.nextEmailAt),
    index('email_schedules_event_id_idx').on(t.eventId),
  ],
);

/** What the owner told us when creating an event. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    userId: userRef(),
    eventType: text('event_type').notNull(),
    guestCount: integer('guest_count'),
    plan: text('plan').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('questionnaires_event_id_idx').on(t.eventId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('pl'),
    /** When it was handed to the mail server; null while not yet sent. */
    sentAt: instant('sent_at'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check(
      'contact_messages_subject_check',
      sql`${t.subject} in ('general', 'support', 'billing', 'partnership', 'other')`,
    ),
  ],
);

/**
 * Locks of tus uploads shared by every instance: a lease held by one request
 * (`owner`), renewed while held, free once `expires_at` has passed.
 */
export const tusLocks = pgTable(
  'tus_locks',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('tus_locks_owner_idx').on(t.owner)],
);

/** The tus S3 store's state of each unfinished upload (its cache), shared by every instance. */
export const tusUploads = pgTable(
  'tus_uploads',
  {
    id: text('id').primaryKey(),
    value: jsonb('value').$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [index('tus_uploads_created_at_idx').on(t.createdAt)],
);
