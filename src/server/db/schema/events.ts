/** Events and what guests add to them: albums, upload batches, media, live updates. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { instant, timestamps } from './columns';

/** The owning event; the row goes when the event goes. */
export const eventRef = () =>
  text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- events

export type EventSettings = {
  uploadsEnabled: boolean;
  guestbookVisible: boolean;
  /** Absent in settings stored before it existed: read as true. */
  guestGalleryVisible?: boolean;
  slideshowVisible: boolean;
  slideshowIntervalSeconds: number;
  guestZipDownload: boolean;
  /** Reveal mode and the slideshow's challenge titles; absent in settings stored before them. */
  revealMode?: 'off' | 'time' | 'hand';
  revealAt?: string | null;
  revealShots?: 10 | 24 | 36 | null;
  slideshowPromptTitles?: boolean;
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

/** A photo challenge ("a selfie with the bride"): text the hosts write, in their order. */
export const eventPrompts = pgTable(
  'event_prompts',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('event_prompts_event_idx').on(t.eventId, t.position)],
);

/**
 * A guest identity that sent something to an event: its row is locked while one of its uploads
 * takes a shot, so a film's shots cannot be overdrawn by uploads racing each other.
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    eventId: eventRef(),
    guestId: text('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.guestId] })],
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
    /** The guest identity (the signed device cookie) that sent it: "my photos", shots, self-delete. */
    guestId: text('guest_id'),
    /** The photo challenge it answers; a deleted challenge leaves its photos unassigned. */
    promptId: text('prompt_id').references(() => eventPrompts.id, { onDelete: 'set null' }),
    /** The files the guest declared when creating the batch (name, size, type, sha256…). */
    declaredFiles: jsonb('declared_files').$type<DeclaredBatchFile[]>().notNull().default([]),
    filesCount: integer('files_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('upload_batches_event_album_idx').on(t.eventId, t.albumId, t.createdAt),
    index('upload_batches_event_created_idx').on(t.eventId, t.createdAt),
    index('upload_batches_event_guest_idx').on(t.eventId, t.guestId),
    index('upload_batches_prompt_idx').on(t.promptId),
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
    /**
     * When an instance took the item's processing (state `processing`): another instance leaves
     * it alone until the claim is old enough to mean that instance stopped.
     */
    processingClaimedAt: instant('processing_claimed_at'),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('media_event_created_idx').on(t.eventId, t.createdAt),
    index('media_album_created_idx').on(t.albumId, t.createdAt),
    index('media_batch_idx').on(t.batchId),
    // The items waiting for processing, read every minute by each instance's takeover.
    index('media_processing_idx').on(t.createdAt).where(sql`${t.state} = 'processing'`),
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
