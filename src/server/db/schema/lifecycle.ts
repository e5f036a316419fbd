/** E-mail schedules, questionnaires, contact messages, upload locks and tus state. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts';
import { instant, timestamps } from './columns';
import { eventRef } from './events';

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
