/**
 * Test builders of the lifecycle tests: owners, events created through the real events
 * service on a controllable clock, and a mailer that records what it sends.
 */
// The events service's presenter extends zod with .openapi(): load it first.
import '@hono/zod-openapi';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { localDate } from '../../../shared/domain/time';
import type { Mailer, MailMessage, SentMail } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { emailSchedules, events, users } from '../../db/schema';
import { createEventAccess } from '../../policies/event-access';
import { createEventsRepository } from '../events/events.repository';
import { createEventsService } from '../events/events.service';

export const silentLogger = pino({ level: 'silent' });

/** A clock the test moves. */
export function testClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(value: Date | string) {
      current = new Date(value);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type RecordedMail = MailMessage & { at: Date };

/** A mailer that keeps every message, stamped with the test clock. */
export function recordingMailer(now: () => Date, delayMs = 0) {
  const sent: RecordedMail[] = [];
  const mailer: Mailer & { sent: RecordedMail[] } = {
    sent,
    async send(message: MailMessage): Promise<SentMail> {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push({ ...message, at: now() });
      return { id: randomBytes(8).toString('hex') };
    },
    async verify() {},
    async close() {},
  };
  return mailer;
}

/** A confirmed owner. */
export async function newOwner(
  db: Database,
  values: { language?: 'pl' | 'en'; email?: string } = {},
) {
  const id = randomBytes(12).toString('hex');
  const email = values.email ?? `owner-${id}@example.com`;
  await db
    .insert(users)
    .values({ id, email, emailVerified: true, language: values.language ?? 'pl' });
  return { id, email, language: values.language ?? 'pl', emailVerified: true } as const;
}

/**
 * An event created by the events service at the clock's time (so with its e-mail schedule),
 * paid at once when `paid` (the payment flow's effect on the row).
 */
export async function newEvent(
  db: Database,
  storage: Storage,
  now: () => Date,
  owner: Awaited<ReturnType<typeof newOwner>>,
  values: {
    plan: 'trial' | 'basic' | 'standard' | 'premium';
    activationDate?: string;
    name?: string;
    paid?: boolean;
  },
) {
  const service = createEventsService({
    repository: createEventsRepository(db),
    access: createEventAccess({ db }),
    storage,
    baseUrl: 'https://momenty.example',
    now,
  });
  const event = await service.create(owner, {
    name: values.name ?? `Wesele ${randomBytes(3).toString('hex')}`,
    eventDate: values.activationDate ?? localDate(now(), 'Europe/Warsaw'),
    type: 'wedding',
    language: owner.language,
    plan: values.plan,
    ...(values.activationDate ? { activationDate: values.activationDate } : {}),
  } as Parameters<typeof service.create>[1]);
  if (values.paid ?? values.plan !== 'trial') {
    await db.update(events).set({ paid: true }).where(eq(events.id, event.id));
  }
  return event;
}

/** The schedule record of an event. */
export async function scheduleOf(db: Database, eventId: string) {
  const [row] = await db.select().from(emailSchedules).where(eq(emailSchedules.eventId, eventId));
  return row;
}
