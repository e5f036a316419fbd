/** Purchases, their provider events, activation codes. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant, timestamps } from './columns';
import { events } from './events';

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
