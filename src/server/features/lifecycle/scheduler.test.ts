/**
 * The lifecycle e-mails on a controllable clock, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: each plan's whole life gives exactly the spec's e-mails, each once, at 12:00
 * Warsaw time across daylight-saving changes; missed e-mails go once; two scheduler instances
 * on one database send each e-mail once; upgrades start a new record without a welcome.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailsSent, EmailType } from '../../../shared/domain/email-schedule';
import { addDays, daysBetween, zonedTimeToUtc } from '../../../shared/domain/time';
import { type TestDatabase, testDatabases } from '../../../test/db';
import {
  newEvent,
  newOwner,
  recordingMailer,
  scheduleOf,
  silentLogger,
  testClock,
} from '../../../test/lifecycle';
import { LocalStorage } from '../../adapters/storage/local-storage';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { emailSchedules, events } from '../../db/schema';
import { scheduleForEvent } from './email-schedule';
import { createLifecycleRepository } from './lifecycle.repository';
import { createLifecycleScheduler } from './scheduler';

const zone = 'Europe/Warsaw';
const warsaw = (date: string, time: string) => zonedTimeToUtc(date, time, zone);

/** Ticks of one simulated day: around midnight and noon, and in the evening. */
const dayTicks = ['00:00', '00:01', '11:59', '12:00', '12:01', '12:02', '18:30', '23:59'];

describe.each(testDatabases)('lifecycle e-mails on $kind', (testDatabase: TestDatabase) => {
  let database: DatabaseHandle;
  let dir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    database = await testDatabase.open();
    dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-lifecycle-'));
    storage = new LocalStorage(dir);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    // Each test sees only its own events.
    await database.db.delete(events);
  });

  function scheduler(clock: ReturnType<typeof testClock>, mailer = recordingMailer(clock.now)) {
    const lifecycle = createLifecycleScheduler({
      db: database.db,
      mailer,
      storage,
      logger: silentLogger,
      siteName: 'Momenty',
      baseUrl: 'https://momenty.example',
      supportEmail: 'pomoc@momenty.example',
      now: clock.now,
    });
    return { lifecycle, mailer };
  }

  /**
   * Lives through every day from the clock's day to `lastDay`, running the scheduler at each
   * tick; returns each e-mail sent with the tick it went out at and the flag it set.
   */
  async function live(
    clock: ReturnType<typeof testClock>,
    eventId: string,
    lastDay: string,
    run: () => Promise<unknown>,
    mails: { length: number },
  ) {
    const log: { type: EmailType; at: string }[] = [];
    const startDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(clock.now());
    const record = async () => {
      const before: EmailsSent = (await scheduleOf(database.db, eventId))?.emailsSent ?? {};
      const count = mails.length;
      await run();
      const after: EmailsSent = (await scheduleOf(database.db, eventId))?.emailsSent ?? {};
      const flagged = (Object.keys(after) as EmailType[]).filter(
        (type) => after[type] && !before[type],
      );
      expect(mails.length - count, `e-mails at ${clock.now().toISOString()}`).toBe(flagged.length);
      for (const type of flagged) log.push({ type, at: clock.now().toISOString() });
    };
    await record(); // the creation minute
    for (let day = startDay; daysBetween(day, lastDay) >= 0; day = addDays(day, 1)) {
      for (const time of dayTicks) {
        const at = warsaw(day, time);
        if (at.getTime() <= clock.now().getTime()) continue;
        clock.set(at);
        await record();
      }
    }
    return log;
  }

  const lives = [
    {
      plan: 'trial' as const,
      created: '2026-03-24T09:15:00Z',
      activationDate: undefined,
      lastDay: '2026-04-10',
      expected: [
        ['welcomeEmail', '2026-03-24T09:15:00.000Z'],
        // The trial's last day is 30 March (the clocks go forward on the 29th): noon CEST.
        ['trialEndsEmail', '2026-03-31T10:00:00.000Z'],
      ],
    },
    {
      plan: 'basic' as const,
      created: '2026-03-10T08:00:00Z',
      activationDate: '2026-03-20',
      lastDay: '2026-04-10',
      expected: [
        ['welcomeEmail', '2026-03-10T08:00:00.000Z'],
        ['beforeEventStartsEmail', '2026-03-19T11:00:00.000Z'],
        ['beforeUploadPeriodEndsEmail', '2026-03-24T11:00:00.000Z'],
        ['uploadPeriodEndsEmail', '2026-03-26T11:00:00.000Z'],
        // After the spring change: noon is 10:00 UTC.
        ['beforeDownloadPeriodEndsEmail', '2026-03-31T10:00:00.000Z'],
        ['downloadPeriodEndsEmail', '2026-04-05T10:00:00.000Z'],
      ],
    },
    {
      plan: 'standard' as const,
      created: '2026-10-01T16:40:00Z',
      activationDate: '2026-10-15',
      lastDay: '2026-11-20',
      expected: [
        ['welcomeEmail', '2026-10-01T16:40:00.000Z'],
        ['beforeEventStartsEmail', '2026-10-14T10:00:00.000Z'],
        // The clocks go back on 25 October: noon is 11:00 UTC from then on.
        ['beforeUploadPeriodEndsEmail', '2026-10-26T11:00:00.000Z'],
        ['uploadPeriodEndsEmail', '2026-10-28T11:00:00.000Z'],
        ['beforeDownloadPeriodEndsEmail', '2026-11-12T11:00:00.000Z'],
        ['downloadPeriodEndsEmail', '2026-11-17T11:00:00.000Z'],
      ],
    },
    {
      plan: 'premium' as const,
      created: '2026-02-20T20:00:00Z',
      activationDate: '2026-03-01',
      lastDay: '2026-05-12',
      expected: [
        ['welcomeEmail', '2026-02-20T20:00:00.000Z'],
        ['beforeEventStartsEmail', '2026-02-28T11:00:00.000Z'],
        ['beforeUploadPeriodEndsEmail', '2026-03-28T11:00:00.000Z'],
        ['uploadPeriodEndsEmail', '2026-03-30T10:00:00.000Z'],
        ['beforeDownloadPeriodEndsEmail', '2026-05-04T10:00:00.000Z'],
        ['downloadPeriodEndsEmail', '2026-05-09T10:00:00.000Z'],
      ],
    },
  ];

  it.each(lives)(
    "a $plan event's whole life sends the spec's e-mails, each once, at noon Warsaw time",
    async ({ plan, created, activationDate, lastDay, expected }) => {
      const clock = testClock(created);
      const { lifecycle, mailer } = scheduler(clock);
      const owner = await newOwner(database.db, { language: plan === 'basic' ? 'en' : 'pl' });
      const event = await newEvent(database.db, storage, clock.now, owner, {
        plan,
        ...(activationDate ? { activationDate } : {}),
      });
      const log = await live(clock, event.id, lastDay, () => lifecycle.runOnce(), mailer.sent);
      expect(log.map(({ type, at }) => [type, at])).toEqual(expected);
      expect(mailer.sent).toHaveLength(expected.length);
      expect(new Set(mailer.sent.map((m) => m.subject)).size).toBe(expected.length);
      for (const mail of mailer.sent) {
        expect(mail.to).toBe(owner.email);
        expect(mail.subject).toContain(event.name);
        expect(mail.html).toContain(event.name);
      }
      const record = await scheduleOf(database.db, event.id);
      expect(record?.nextEmailType).toBeNull();
      expect(record?.nextEmailAt).toBeNull();
      expect(record?.error).toBeNull();
    },
  );

  it('tells when its last run ended (the metrics’ scheduler lag)', async () => {
    const clock = testClock('2026-03-10T08:00:00Z');
    const { lifecycle } = scheduler(clock);
    expect(lifecycle.lastCompletedAt()).toBeNull();
    await lifecycle.runOnce();
    expect(lifecycle.lastCompletedAt()?.toISOString()).toBe('2026-03-10T08:00:00.000Z');
  });

  it('sends an e-mail missed while the server was down once, then goes on', async () => {
    const clock = testClock('2026-03-10T08:00:00Z');
    const { lifecycle, mailer } = scheduler(clock);
    const owner = await newOwner(database.db);
    const event = await newEvent(database.db, storage, clock.now, owner, {
      plan: 'basic',
      activationDate: '2026-03-20',
    });
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(1); // welcome
    // Down from 10 March to 25 March 15:00: before-event-starts (19th) and before-upload-ends
    // (24th) were missed. The stored one goes once; the next is upload-ends on the 26th.
    clock.set(warsaw('2026-03-25', '15:00'));
    for (let minute = 0; minute < 15; minute++) {
      await lifecycle.runOnce();
      clock.advance(60_000);
    }
    expect(mailer.sent).toHaveLength(2);
    const record = await scheduleOf(database.db, event.id);
    expect(record?.emailsSent.beforeEventStartsEmail).toBe(true);
    expect(record?.emailsSent.beforeUploadPeriodEndsEmail).toBe(false);
    expect(record?.nextEmailType).toBe('uploadPeriodEndsEmail');
    expect(record?.nextEmailAt?.toISOString()).toBe('2026-03-26T11:00:00.000Z');
  });

  it('waits with the e-mails of an unpaid event until it is paid', async () => {
    const clock = testClock('2026-03-10T08:00:00Z');
    const { lifecycle, mailer } = scheduler(clock);
    const owner = await newOwner(database.db);
    const event = await newEvent(database.db, storage, clock.now, owner, {
      plan: 'standard',
      activationDate: '2026-03-20',
      paid: false,
    });
    await lifecycle.runOnce();
    clock.advance(3_600_000);
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(0);
    await database.db.update(events).set({ paid: true }).where(eq(events.id, event.id));
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(1);
    expect((await scheduleOf(database.db, event.id))?.emailsSent.welcomeEmail).toBe(true);
  });

  it('an upgrade starts a new record without a welcome e-mail', async () => {
    const clock = testClock('2026-03-24T09:15:00Z');
    const { lifecycle, mailer } = scheduler(clock);
    const owner = await newOwner(database.db);
    const event = await newEvent(database.db, storage, clock.now, owner, { plan: 'trial' });
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(1);
    clock.set('2026-03-26T09:00:00Z');
    // The payment flow changes the event, then renews the schedule in the same transaction.
    await database.db.transaction(async (tx) => {
      const [upgraded] = await tx
        .update(events)
        .set({ plan: 'basic', paid: true, activationDate: '2026-04-10' })
        .where(eq(events.id, event.id))
        .returning();
      if (!upgraded) throw new Error('no event');
      await scheduleForEvent(tx, upgraded, { isUpgrade: true, now: clock.now() });
    });
    const rows = await database.db
      .select()
      .from(emailSchedules)
      .where(eq(emailSchedules.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 'basic',
      isUpgrade: true,
      startUploadDate: '2026-04-10',
      endUploadDate: '2026-04-16',
      endDownloadDate: '2026-04-26',
      endFreeTrialDate: null,
      nextEmailType: 'beforeEventStartsEmail',
    });
    expect(rows[0]?.nextEmailAt?.toISOString()).toBe('2026-04-09T10:00:00.000Z');
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(1);
    clock.set('2026-04-09T10:00:00Z');
    await lifecycle.runOnce();
    expect(mailer.sent).toHaveLength(2);
    expect((await scheduleOf(database.db, event.id))?.emailsSent.welcomeEmail).toBe(false);
  });

  it('a claim holds until its lease ends; a stale or replaced claim writes nothing', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const owner = await newOwner(database.db);
    const event = await newEvent(database.db, storage, clock.now, owner, { plan: 'trial' });
    const repository = createLifecycleRepository(database.db);
    const lease = (at: Date) => new Date(at.getTime() + 600_000);
    const [first] = await repository.claimDueEmails(clock.now(), lease(clock.now()), 10);
    expect(first).toMatchObject({ type: 'welcomeEmail', attempt: 1 });
    // Nobody else gets it during the lease.
    clock.advance(599_000);
    expect(await repository.claimDueEmails(clock.now(), lease(clock.now()), 10)).toEqual([]);
    // The first sender died; after the lease another instance takes it over.
    clock.advance(2_000);
    const [second] = await repository.claimDueEmails(clock.now(), lease(clock.now()), 10);
    expect(second).toMatchObject({ type: 'welcomeEmail', attempt: 2 });
    const outcome = { emailsSent: {}, nextEmailAt: null, nextEmailType: null, now: clock.now() };
    expect(await repository.completeEmail(first as never, outcome as never)).toBe(false);
    // An upgrade replaces the record while the second sends: its outcome finds nothing either.
    await database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(events).where(eq(events.id, event.id));
      await scheduleForEvent(tx, row as typeof events.$inferSelect, {
        isUpgrade: true,
        now: clock.now(),
      });
    });
    expect(
      await repository.failEmail(second as never, {
        error: 'x',
        retryAt: clock.now(),
        now: clock.now(),
      }),
    ).toBe(false);
    const record = await scheduleOf(database.db, event.id);
    expect(record).toMatchObject({ isUpgrade: true, attempts: 0, error: null });
  });

  it('two scheduler instances on one database send each e-mail exactly once', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const second = await secondHandle(database);
    try {
      const mailers = [recordingMailer(clock.now, 3), recordingMailer(clock.now, 3)];
      const instances = [database, second].map((handle, index) =>
        createLifecycleScheduler({
          db: handle.db,
          mailer: mailers[index] as ReturnType<typeof recordingMailer>,
          storage,
          logger: silentLogger,
          siteName: 'Momenty',
          baseUrl: 'https://momenty.example',
          supportEmail: 'pomoc@momenty.example',
          now: clock.now,
        }),
      );
      const owners = [];
      for (let i = 0; i < 24; i++) {
        const owner = await newOwner(database.db);
        owners.push(owner);
        await newEvent(database.db, storage, clock.now, owner, { plan: 'trial' });
      }
      // Both run at the same moments, again and again, through the trial-ends day.
      for (const at of ['2026-06-01T10:00:30Z', '2026-06-01T10:01:00Z', '2026-06-09T10:00:00Z']) {
        clock.set(at);
        await Promise.all(
          instances.flatMap((instance) => [instance.runOnce(), instance.runOnce()]),
        );
      }
      const all = mailers
        .flatMap((mailer) => mailer.sent)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(all).toHaveLength(48);
      for (const owner of owners) {
        const theirs = all.filter((mail) => mail.to === owner.email);
        expect(theirs.map((mail) => mail.subject.includes('wersja próbna'))).toEqual([false, true]);
      }
      if (testDatabase.kind === 'postgres') {
        // Both instances took part.
        expect(mailers[0]?.sent.length).toBeGreaterThan(0);
        expect(mailers[1]?.sent.length).toBeGreaterThan(0);
      }
    } finally {
      if (second !== database) await second.close();
    }
  });

  it('stops between e-mails on shutdown and hands the rest back', async () => {
    const clock = testClock('2026-06-01T10:00:00Z');
    const mailer = recordingMailer(clock.now, 20);
    const { lifecycle } = scheduler(clock, mailer);
    for (let i = 0; i < 5; i++) {
      await newEvent(database.db, storage, clock.now, await newOwner(database.db), {
        plan: 'trial',
      });
    }
    // The shutdown comes while the first e-mail is going out, however slow the machine is.
    let stopped: Promise<void> | undefined;
    const send = mailer.send.bind(mailer);
    mailer.send = (message) => {
      stopped ??= lifecycle.stop();
      return send(message);
    };
    await lifecycle.runOnce();
    await stopped;
    expect(stopped).toBeDefined();
    // The e-mail under way went out; the other four were not sent.
    expect(mailer.sent).toHaveLength(1);
    // What was not sent is due again at once for the next instance.
    const { lifecycle: next, mailer: nextMailer } = scheduler(clock);
    await next.runOnce();
    expect(mailer.sent.length + nextMailer.sent.length).toBe(5);
  });
});

/** A second connection pool on the same PostgreSQL database (PGlite: the same handle). */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind !== 'postgres' || !database.pool) return database;
  const url = (database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return openDatabase({ kind: 'postgres', url, poolSize: 4 });
}
