/**
 * Two schedulers, one database: two real server processes run the lifecycle
 * scheduler every second against the same due e-mails, their claims released
 * at the same moment; each e-mail is written exactly once across both
 * outboxes (claims with FOR UPDATE SKIP LOCKED, see docs/decisions/014-lifecycle.md).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../shared/domain/time';
import { lockWaiters, openClusterDatabase } from '../../test/cluster';
import { testDatabaseUrl } from '../../test/db';
import { type Cluster, type Instance, startCluster } from '../../test/instances';
import { newEvent, newOwner } from '../../test/lifecycle';
import { parseEml } from '../adapters/mail/parse-eml';
import { LocalStorage } from '../adapters/storage/local-storage';
import type { DatabaseHandle } from '../db/client';
import { emailSchedules } from '../db/schema';

type Written = { instance: string; to: string; subject: string; messageId: string };

/** Every e-mail in an instance's outbox folder. */
function outbox(instance: Instance): Written[] {
  const dir = path.join(instance.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const mail = parseEml(readFileSync(path.join(dir, file)));
    return {
      instance: instance.name,
      to: mail.headers.get('to') ?? '',
      subject: mail.headers.get('subject') ?? '',
      messageId: mail.headers.get('message-id') ?? '',
    };
  });
}

describe.skipIf(!testDatabaseUrl)('the lifecycle scheduler on two instances', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let database: DatabaseHandle;
  let storageDir: string;
  const owners: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster({ LIFECYCLE_SCHEDULER: 'on', LIFECYCLE_INTERVAL_SECONDS: '1' });
    // The test's connection migrates the fresh database; events are made before any instance runs.
    database = await openClusterDatabase(cluster.databaseUrl);
    storageDir = mkdtempSync(path.join(tmpdir(), 'momenty-scheduler-cluster-'));
    const storage = new LocalStorage(storageDir);
    const now = () => new Date();
    for (let i = 0; i < 30; i += 1) {
      const owner = await newOwner(database.db, { language: i % 2 === 0 ? 'pl' : 'en' });
      owners.push(owner.email);
      await newEvent(
        database.db,
        storage,
        now,
        owner,
        i % 3 === 0
          ? {
              plan: 'basic',
              activationDate: localDate(new Date(Date.now() + 20 * 86_400_000), 'Europe/Warsaw'),
            }
          : { plan: 'trial' },
      );
    }
    // Held back until both schedulers run.
    await database.db
      .update(emailSchedules)
      .set({ nextEmailAt: sql`now() + interval '1 hour'` })
      .where(isNotNull(emailSchedules.nextEmailType));
    [a, b] = (await Promise.all([cluster.start('a'), cluster.start('b')])) as [Instance, Instance];
  }, 180_000);
  // An instance that died by itself (a crash) fails the test that was running, with its stack.
  afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));

  afterAll(async () => {
    await database?.close();
    await cluster?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  }, 60_000);

  it('sends every due e-mail exactly once across both instances', async () => {
    const before = await database.db.select().from(emailSchedules);
    expect(before).toHaveLength(30);
    expect(before.every((row) => row.nextEmailType === 'welcomeEmail')).toBe(true);
    expect([...outbox(a), ...outbox(b)]).toEqual([]);

    // Both schedulers claim at the same moment. The claim (SELECT … FOR UPDATE OF
    // email_schedules SKIP LOCKED) needs a ROW SHARE lock on email_schedules, which this
    // transaction's EXCLUSIVE lock holds back, while plain reads of every table (the other
    // scheduler steps) go on. Once both instances' claims wait, the commit lets them go together.
    const gate = new pg.Client({ connectionString: cluster.databaseUrl });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('lock table email_schedules in exclusive mode');
      // Everything due at once, inside the gate's transaction.
      await gate.query(
        'update email_schedules set next_email_at = now() where next_email_type is not null',
      );
      const waiting = () => lockWaiters(database, 'email_schedules');
      const until = Date.now() + 30_000;
      while ((await waiting()) < 2 && Date.now() < until) await sleep(100);
      // A claim that does not lock its rows (no FOR UPDATE) never waits here, and fails.
      expect(
        await waiting(),
        "both instances' claims wait on the row-share lock",
      ).toBeGreaterThanOrEqual(2);
      await gate.query('commit');
    } finally {
      await gate.end();
    }

    /** Sent flags in the database and e-mails in the outboxes agree, and nothing is due or leased. */
    const settled = async () => {
      const rows = await database.db.select().from(emailSchedules);
      const flags = rows.reduce(
        (n, row) => n + Object.values(row.emailsSent).filter((sent) => sent === true).length,
        0,
      );
      const written = [...outbox(a), ...outbox(b)];
      const busy = rows.some(
        (row) =>
          row.nextEmailType !== null &&
          row.nextEmailAt !== null &&
          row.nextEmailAt.getTime() <= Date.now() + 11 * 60_000,
      );
      return {
        done:
          !busy &&
          rows.every((row) => row.emailsSent.welcomeEmail === true) &&
          flags === written.length,
        rows,
        written,
        flags,
      };
    };
    const deadline = Date.now() + 60_000;
    let state = await settled();
    let stableRounds = 0;
    while (stableRounds < 2) {
      if (Date.now() > deadline) {
        throw new Error(
          `not settled: ${state.flags} flags, ${state.written.length} e-mails\n${a.lines.slice(-20).join('\n')}`,
        );
      }
      await sleep(1000);
      state = await settled();
      stableRounds = state.done ? stableRounds + 1 : 0;
      // An e-mail written twice will not be unwritten: no need to wait for the rest.
      const keys = state.written.map((m) => `${m.to}\n${m.subject}`);
      if (new Set(keys).size < keys.length) break;
    }

    const { written, rows } = state;
    // One Message-ID per e-mail, one e-mail per (recipient, subject).
    expect(new Set(written.map((m) => m.messageId)).size).toBe(written.length);
    const perRecipientSubject = new Map<string, number>();
    for (const mail of written) {
      const key = `${mail.to}\n${mail.subject}`;
      perRecipientSubject.set(key, (perRecipientSubject.get(key) ?? 0) + 1);
    }
    expect([...perRecipientSubject].filter(([, n]) => n > 1)).toEqual([]);
    // Every owner got exactly the e-mails their schedule records as sent, the welcome among them.
    for (const email of owners) {
      const mine = written.filter((mail) => mail.to.includes(email));
      const row = rows.find((r) => r.email === email);
      const sent = Object.values(row?.emailsSent ?? {}).filter((v) => v === true).length;
      expect(mine.length, email).toBe(sent);
      expect(mine.length, email).toBeGreaterThanOrEqual(1);
    }
    // The claims were made by the instances' own schedulers, and both ran.
    const sentBy = (instance: Instance) =>
      instance.logs().filter((line) => line.msg === 'lifecycle e-mail sent').length;
    expect(sentBy(a) + sentBy(b)).toBe(written.length);
    expect(outbox(a).length).toBe(sentBy(a));
    expect(outbox(b).length).toBe(sentBy(b));
    // Which instance sent how many depends on timing (one may claim everything): reported, not asserted.
    console.info(`lifecycle e-mails: ${sentBy(a)} sent by A, ${sentBy(b)} by B`);
    for (const instance of [a, b]) {
      expect(
        instance
          .logs()
          .filter((line) => line.component === 'lifecycle' && Number(line.level) >= 40),
      ).toEqual([]);
    }
  }, 120_000);
});
