/**
 * Queries of purchases, their audit trail and activation codes, and the one
 * transaction that settles a purchase: its status changes at most once from
 * pending (a failed checkout may still turn out paid), under a row lock, and
 * what the payment buys (an event paid, an upgrade applied, a code issued)
 * happens in the same transaction.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { PurchaseStatus } from '../../../shared/api/payments';
import type { Database } from '../../db/client';
import {
  activationCodes,
  emailSchedules,
  events,
  purchaseEvents,
  purchases,
  users,
} from '../../db/schema';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;
export type ActivationCodeRow = typeof activationCodes.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type NewEmailScheduleRow = typeof emailSchedules.$inferInsert;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One entry of the audit trail. */
export type AuditEntry = {
  id: string;
  fromStatus: PurchaseStatus | null;
  toStatus: PurchaseStatus;
  source: string;
  providerEventId?: string | null;
  detail?: string | null;
};

/** What the settling transaction may do besides changing the status. */
export type SettleTools = {
  tx: Tx;
  /** The purchase's event under a row lock (undefined for gifts and deleted events). */
  lockEvent(): Promise<EventRow | undefined>;
};

export function createPaymentsRepository(db: Database) {
  async function audit(tx: Tx | Database, purchaseId: string, entry: AuditEntry) {
    await tx.insert(purchaseEvents).values({
      id: entry.id,
      purchaseId,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      source: entry.source,
      providerEventId: entry.providerEventId ?? null,
      detail: entry.detail ?? null,
    });
  }

  return {
    /** Inserts a pending purchase and its first audit entry. */
    async createPurchase(row: NewPurchaseRow, entry: AuditEntry): Promise<PurchaseRow> {
      return db.transaction(async (tx) => {
        const [purchase] = await tx.insert(purchases).values(row).returning();
        if (!purchase) throw new Error('purchase not inserted');
        await audit(tx, purchase.id, entry);
        return purchase;
      });
    },

    /** Records the provider's checkout id of a purchase. */
    async setProviderRef(purchaseId: string, providerRef: string): Promise<void> {
      await db.update(purchases).set({ providerRef }).where(eq(purchases.id, purchaseId));
    },

    async findPurchase(purchaseId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      return row;
    },

    async findOwnedPurchase(userId: string, purchaseId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
      return row;
    },

    async findByProviderRef(provider: string, ref: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.provider, provider), eq(purchases.providerRef, ref)));
      return row;
    },

    /** The audit trail of a purchase, oldest first. */
    async auditTrail(purchaseId: string) {
      return db
        .select()
        .from(purchaseEvents)
        .where(eq(purchaseEvents.purchaseId, purchaseId))
        .orderBy(purchaseEvents.createdAt, purchaseEvents.id);
    },

    /**
     * Settles a purchase under a row lock. `decide` sees the locked purchase
     * and answers the change to make (or null: nothing to do, e.g. a
     * duplicate notification); `apply` then does what the payment buys in the
     * same transaction. Answers the purchase as it is afterwards and whether
     * it changed.
     */
    async settle<T>(
      purchaseId: string,
      decide: (current: PurchaseRow) => {
        status: PurchaseStatus;
        changes: Partial<NewPurchaseRow>;
        entry: AuditEntry;
      } | null,
      apply: (purchase: PurchaseRow, tools: SettleTools) => Promise<T>,
    ): Promise<{ purchase: PurchaseRow; changed: boolean; result: T | undefined } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(purchases)
          .where(eq(purchases.id, purchaseId))
          .for('update');
        if (!current) return undefined;
        const decision = decide(current);
        if (!decision) return { purchase: current, changed: false, result: undefined };
        const [updated] = await tx
          .update(purchases)
          .set({ ...decision.changes, status: decision.status })
          .where(eq(purchases.id, purchaseId))
          .returning();
        if (!updated) throw new Error('purchase not updated');
        await audit(tx, purchaseId, decision.entry);
        const result =
          decision.status === 'paid'
            ? await apply(updated, {
                tx,
                async lockEvent() {
                  if (!updated.eventId) return undefined;
                  const [event] = await tx
                    .select()
                    .from(events)
                    .where(eq(events.id, updated.eventId))
                    .for('update');
                  return event;
                },
              })
            : undefined;
        return { purchase: updated, changed: true, result };
      });
    },

    /** Marks a new event paid, and its e-mail schedule. */
    async markEventPaid(tx: Tx, eventId: string): Promise<void> {
      await tx.update(events).set({ paid: true }).where(eq(events.id, eventId));
      await tx
        .update(emailSchedules)
        .set({ paid: true })
        .where(eq(emailSchedules.eventId, eventId));
    },

    /** Applies a confirmed upgrade: the event's plan, dates and ttl, and its e-mail schedule. */
    async applyUpgrade(
      tx: Tx,
      eventId: string,
      changes: { plan: string; activationDate: string; expiresAt: Date; zipStatus?: 'WAITING' },
      schedule: Omit<NewEmailScheduleRow, 'id'> & { id: string },
    ): Promise<void> {
      await tx
        .update(events)
        .set({ ...changes, paid: true })
        .where(eq(events.id, eventId));
      // The schedule prepared when the plan was chosen becomes the live one; older ones stop.
      const [prepared] = await tx
        .select({ id: emailSchedules.id })
        .from(emailSchedules)
        .where(
          and(
            eq(emailSchedules.eventId, eventId),
            eq(emailSchedules.plan, changes.plan),
            eq(emailSchedules.isUpgrade, true),
            eq(emailSchedules.paid, false),
          ),
        )
        .orderBy(desc(emailSchedules.createdAt))
        .limit(1);
      const liveId = prepared?.id ?? schedule.id;
      const { id: _id, ...values } = schedule;
      if (prepared) {
        await tx.update(emailSchedules).set(values).where(eq(emailSchedules.id, prepared.id));
      } else {
        await tx.insert(emailSchedules).values(schedule);
      }
      await tx
        .update(emailSchedules)
        .set({ nextEmailAt: null, nextEmailType: null })
        .where(and(eq(emailSchedules.eventId, eventId), ne(emailSchedules.id, liveId)));
    },

    /**
     * When an upgrade is chosen: the event's ttl grows to cover the chosen plan
     * (never shrinks) and a new, not yet active e-mail schedule is recorded
     * for it (it sends nothing until the payment is confirmed).
     */
    async prepareUpgrade(
      eventId: string,
      expiresAt: Date,
      schedule: NewEmailScheduleRow,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select({ expiresAt: events.expiresAt })
          .from(events)
          .where(eq(events.id, eventId))
          .for('update');
        if (!event) return;
        if (event.expiresAt < expiresAt) {
          await tx.update(events).set({ expiresAt }).where(eq(events.id, eventId));
        }
        await tx.insert(emailSchedules).values(schedule);
      });
    },

    /** Inserts a code, in the given transaction or on its own. */
    async insertCode(
      row: typeof activationCodes.$inferInsert,
      tx?: Tx,
    ): Promise<ActivationCodeRow> {
      const [code] = await (tx ?? db).insert(activationCodes).values(row).returning();
      if (!code) throw new Error('code not inserted');
      return code;
    },

    async findCode(code: string): Promise<ActivationCodeRow | undefined> {
      const [row] = await db.select().from(activationCodes).where(eq(activationCodes.code, code));
      return row;
    },

    async findCodeOfPurchase(purchaseId: string): Promise<ActivationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(activationCodes)
        .where(eq(activationCodes.purchaseId, purchaseId));
      return row;
    },

    /** A user's stored language (e-mails go out in it). */
    async userLanguage(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row?.language;
    },

    /** Unused codes only (`usedAt` null). */
    async findUnusedCode(code: string): Promise<ActivationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(activationCodes)
        .where(and(eq(activationCodes.code, code), isNull(activationCodes.usedAt)));
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
