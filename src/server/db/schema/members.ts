/**
 * People who run an event with its owner: members with a role, the invitations that make
 * them members, and the daily digest of new uploads each host gets (who opted out, and
 * which digests went out, one row per host and day, so instances never send one twice).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { instant, timestamps } from './columns';
import { eventRef } from './events';

/** An account that helps run an event: `cohost` or `moderator` (the owner is `events.user_id`). */
export const eventMembers = pgTable(
  'event_members',
  {
    eventId: eventRef(),
    userId: userRef(),
    role: text('role').notNull(),
    /** Who invited them (the owner); kept when that account goes. */
    invitedBy: text('invited_by'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_members_user_idx').on(t.userId),
    check('event_members_role_check', sql`${t.role} in ('cohost', 'moderator')`),
  ],
);

/**
 * An invitation to become a member: e-mailed as a link carrying a random token, of which
 * only the SHA-256 is stored. Single use (`accepted_at`), valid until `expires_at`, and
 * revocable (`revoked_at`); a new invitation to the same address revokes the pending one.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    /** Lower-case address the invitation was sent to; only that account may accept it. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedBy: text('accepted_by'),
    revokedAt: instant('revoked_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_invitations_token_idx').on(t.tokenHash),
    index('event_invitations_event_idx').on(t.eventId, t.createdAt),
    check('event_invitations_role_check', sql`${t.role} in ('cohost', 'moderator')`),
  ],
);

/** A host who turned the daily digest off for one event. */
export const digestOptOuts = pgTable(
  'digest_opt_outs',
  {
    eventId: eventRef(),
    userId: userRef(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * One digest to one host for one day (the event's calendar day): claimed before sending by
 * inserting the row, so of several instances exactly one sends it; removed again when the
 * sending failed, so a later run retries.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    eventId: eventRef(),
    userId: userRef(),
    day: text('day').notNull(),
    sent: boolean('sent').notNull().default(false),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.day] })],
);
