/**
 * The e-mail schedule record of an event (the specification's EmailList): built from the
 * shared domain rule, written when an event is created and written anew when it is upgraded.
 */
import { eq } from 'drizzle-orm';
import { emailScheduleDates, emailTypes, nextEmail } from '../../../shared/domain/email-schedule';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { type EmailsSent, emailSchedules, type events, users } from '../../db/schema';

export type EmailScheduleRow = typeof emailSchedules.$inferSelect;
export type NewEmailScheduleRow = typeof emailSchedules.$inferInsert;

/** The fields of an event the schedule depends on. */
export type ScheduledEvent = Pick<
  typeof events.$inferSelect,
  'id' | 'userId' | 'plan' | 'paid' | 'activationDate' | 'timeZone' | 'expiresAt'
>;

/** No e-mail sent yet. */
export function noEmailsSent(): EmailsSent {
  return Object.fromEntries(emailTypes.map((type) => [type, false])) as EmailsSent;
}

/**
 * A fresh schedule record for `event` on its current plan: the dates of spec section 4 and
 * the first e-mail to send, chosen by the shared rule (`nextEmail`) at `now`. An upgrade's
 * record starts without the welcome e-mail.
 */
export function buildEmailSchedule(
  event: ScheduledEvent,
  options: { email: string; isUpgrade: boolean; now: Date },
): NewEmailScheduleRow {
  const plan = planRules(event.plan as PlanId).id;
  const dates = emailScheduleDates(plan, event.activationDate);
  const next = nextEmail({
    plan,
    activationDate: event.activationDate,
    timeZone: event.timeZone,
    isUpgrade: options.isUpgrade,
    now: options.now,
  });
  return {
    id: newId(),
    eventId: event.id,
    userId: event.userId,
    email: options.email,
    plan,
    paid: event.paid,
    isUpgrade: options.isUpgrade,
    startUploadDate: dates.startUploadDate,
    endUploadDate: dates.endUploadDate,
    endDownloadDate: dates.endDownloadDate,
    endFreeTrialDate: dates.endFreeTrialDate,
    emailsSent: noEmailsSent(),
    nextEmailAt: next?.sendAt ?? null,
    nextEmailType: next?.type ?? null,
    attempts: 0,
    error: null,
    expiresAt: event.expiresAt,
  };
}

/**
 * Replaces the e-mail schedule of `event` with a fresh one, inside the caller's transaction
 * `tx` (pass the transaction that changes the event: never the outer database). Call it after
 * the event row holds its new plan, activation date, paid flag and ttl:
 * - at creation: `scheduleForEvent(tx, event, { isUpgrade: false })` (welcome first);
 * - at an upgrade: `scheduleForEvent(tx, event, { isUpgrade: true })` (no welcome).
 * The owner's current address is read from `users` unless `email` is given. A send in flight
 * for the old record finds it gone and does not write its result (see the scheduler).
 */
export async function scheduleForEvent(
  tx: Database,
  event: ScheduledEvent,
  options: { isUpgrade: boolean; email?: string; now?: Date },
): Promise<EmailScheduleRow> {
  let email = options.email;
  if (email === undefined) {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, event.userId));
    if (!owner) throw new Error(`scheduleForEvent: no owner ${event.userId}`);
    email = owner.email;
  }
  const row = buildEmailSchedule(event, {
    email,
    isUpgrade: options.isUpgrade,
    now: options.now ?? new Date(),
  });
  // Lock the old record first: a scheduler claiming it right now finishes its claim before.
  await tx
    .select({ id: emailSchedules.id })
    .from(emailSchedules)
    .where(eq(emailSchedules.eventId, event.id))
    .for('update');
  await tx.delete(emailSchedules).where(eq(emailSchedules.eventId, event.id));
  const [inserted] = await tx.insert(emailSchedules).values(row).returning();
  if (!inserted) throw new Error('e-mail schedule not inserted');
  return inserted;
}
