/** Shared pieces of the payments tests: event bodies, table snapshots and the audit trail. */
import { count, eq } from 'drizzle-orm';
import { addDays, localDate } from '../../../shared/domain/time';
import type { TestServer } from '../../../test/server';
import {
  activationCodes,
  emailSchedules,
  events,
  purchaseEvents,
  purchases,
} from '../../db/schema';
import type { HttpClient } from '../auth/test-helpers';

export const today = () => localDate(new Date(), 'Europe/Warsaw');

export function eventBody(values: Record<string, unknown> = {}) {
  return {
    name: 'Wesele Ani i Piotra',
    eventDate: addDays(today(), 30),
    type: 'wedding',
    language: 'pl',
    plan: 'basic',
    activationDate: addDays(today(), 30),
    ...values,
  };
}

/** Creates an event through the API and returns it. */
export async function createEvent(client: HttpClient, values: Record<string, unknown> = {}) {
  const res = await client.post('/api/events', eventBody(values));
  if (res.status !== 201)
    throw new Error(`create answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.event as { id: string; plan: string; paid: boolean; expiresAt: string };
}

export async function eventRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function schedulesOf(server: TestServer, eventId: string) {
  return server.database.db
    .select()
    .from(emailSchedules)
    .where(eq(emailSchedules.eventId, eventId))
    .orderBy(emailSchedules.createdAt);
}

export async function purchaseRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

export async function auditOf(server: TestServer, purchaseId: string) {
  return server.database.db
    .select()
    .from(purchaseEvents)
    .where(eq(purchaseEvents.purchaseId, purchaseId))
    .orderBy(purchaseEvents.createdAt);
}

/** Everything payments may change, for "nothing changed" checks. */
export async function snapshot(server: TestServer) {
  const { db } = server.database;
  const n = async (
    table:
      | typeof events
      | typeof purchases
      | typeof purchaseEvents
      | typeof activationCodes
      | typeof emailSchedules,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    events: await db.select().from(events).orderBy(events.id),
    purchases: await db.select().from(purchases).orderBy(purchases.id),
    audit: await n(purchaseEvents),
    codes: await db.select().from(activationCodes).orderBy(activationCodes.id),
    schedules: await db.select().from(emailSchedules).orderBy(emailSchedules.id),
  };
}
