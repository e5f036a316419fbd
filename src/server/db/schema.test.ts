import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/db';
import { type DatabaseHandle, selectRows } from './client';
import * as t from './schema';

const id = () => randomBytes(16).toString('base64url');

const settings = {
  uploadsEnabled: true,
  guestbookVisible: true,
  slideshowVisible: false,
  slideshowIntervalSeconds: 5,
  guestZipDownload: false,
};

describe.each(testDatabases)('schema on $kind', (testDatabase) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await testDatabase.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function newOwner() {
    const [user] = await handle.db
      .insert(t.users)
      .values({ id: id(), email: `${id()}@example.com`, name: 'Anna' })
      .returning();
    if (!user) throw new Error('no owner inserted');
    return user;
  }

  async function newEvent(userId: string, values: Partial<typeof t.events.$inferInsert> = {}) {
    const [event] = await handle.db
      .insert(t.events)
      .values({
        id: id(),
        userId,
        name: 'Wesele Ani i Piotra',
        activationDate: '2026-06-20',
        settings,
        expiresAt: new Date('2026-12-31T00:00:00Z'),
        ...values,
      })
      .returning();
    if (!event) throw new Error('no event inserted');
    return event;
  }

  async function fillEvent(eventId: string, userId: string) {
    const albumId = id();
    const batchId = id();
    const purchaseId = id();
    await handle.db
      .insert(t.albums)
      .values({ id: albumId, eventId, name: 'Główny', isDefault: true });
    await handle.db
      .insert(t.uploadBatches)
      .values({ id: batchId, eventId, albumId, guestName: 'Ola' });
    await handle.db.insert(t.media).values({
      id: id(),
      eventId,
      albumId,
      batchId,
      kind: 'photo',
      storageKey: `events/${eventId}/originals/x`,
      size: 123,
      mime: 'image/jpeg',
    });
    await handle.db.insert(t.purchases).values({
      id: purchaseId,
      userId,
      eventId,
      plan: 'basic',
      amount: 9900,
      email: 'a@example.com',
      provider: 'test',
    });
    await handle.db.insert(t.emailSchedules).values({
      id: id(),
      eventId,
      userId,
      email: 'a@example.com',
      plan: 'basic',
      startUploadDate: '2026-06-20',
      endUploadDate: '2026-06-26',
      endDownloadDate: '2026-07-06',
      emailsSent: {
        welcomeEmail: false,
        beforeEventStartsEmail: false,
        beforeUploadPeriodEndsEmail: false,
        uploadPeriodEndsEmail: false,
        beforeDownloadPeriodEndsEmail: false,
        downloadPeriodEndsEmail: false,
        trialEndsEmail: false,
      },
      expiresAt: new Date('2026-12-31T00:00:00Z'),
    });
    await handle.db
      .insert(t.questionnaires)
      .values({ id: id(), eventId, userId, eventType: 'wedding', guestCount: 120, plan: 'basic' });
    await handle.db
      .insert(t.activationCodes)
      .values({ id: id(), code: id(), plan: 'basic', purchaseId, usedByEventId: eventId });
    return { albumId, batchId, purchaseId };
  }

  const countFor = async (
    table:
      | 'albums'
      | 'upload_batches'
      | 'media'
      | 'purchases'
      | 'email_schedules'
      | 'questionnaires',
    eventId: string,
  ) => {
    const rows = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where event_id = ${eventId}`,
    );
    return Number(rows[0]?.n);
  };

  it('applies every migration and creates every table of the data model', async () => {
    const rows = await selectRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'accounts',
      'activation_codes',
      'albums',
      'contact_messages',
      'digest_deliveries',
      'digest_opt_outs',
      'email_schedules',
      'event_guests',
      'event_invitations',
      'event_members',
      'event_prompts',
      'events',
      'live_events',
      'media',
      'purchase_events',
      'purchases',
      'questionnaires',
      'rate_limits',
      'sessions',
      'tus_locks',
      'tus_uploads',
      'two_factors',
      'upload_batches',
      'users',
      'verifications',
    ]);
  });

  it('creates the indexes the lookups need', async () => {
    const rows = await selectRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = rows.map((r) => r.indexname);
    for (const name of [
      'events_user_id_idx',
      'albums_event_id_idx',
      'upload_batches_event_album_idx',
      'media_event_created_idx',
      'media_event_sha256_idx',
      'media_event_taken_idx',
      'media_album_taken_idx',
      'live_events_created_at_idx',
      'tus_locks_owner_idx',
      'tus_uploads_created_at_idx',
      'activation_codes_code_idx',
      'email_schedules_next_email_at_idx',
      'purchases_provider_ref_idx',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('fills defaults: trial, unpaid, WAITING zip, zero counters, Warsaw time zone', async () => {
    const owner = await newOwner();
    const event = await newEvent(owner.id);
    expect(event).toMatchObject({
      plan: 'trial',
      paid: false,
      zipStatus: 'WAITING',
      filesCount: 0,
      videosCount: 0,
      albumsCount: 0,
      timeZone: 'Europe/Warsaw',
      language: 'pl',
      passwordHash: null,
    });
    expect(event.createdAt).toBeInstanceOf(Date);
    expect(owner.language).toBe('pl');
  });

  it('deleting an event deletes everything that belongs to it and keeps the owner', async () => {
    const owner = await newOwner();
    const event = await newEvent(owner.id);
    const other = await newEvent(owner.id);
    await fillEvent(event.id, owner.id);
    await fillEvent(other.id, owner.id);

    await handle.db.delete(t.events).where(eq(t.events.id, event.id));

    for (const table of [
      'albums',
      'upload_batches',
      'media',
      'purchases',
      'email_schedules',
      'questionnaires',
    ] as const) {
      expect(await countFor(table, event.id), table).toBe(0);
      expect(await countFor(table, other.id), table).toBe(1);
    }
    const codes = await handle.db.select().from(t.activationCodes);
    expect(codes.filter((c) => c.usedByEventId === event.id)).toHaveLength(0);
    expect(await handle.db.select().from(t.users).where(eq(t.users.id, owner.id))).toHaveLength(1);
  });

  it('deleting an owner deletes their events and sessions', async () => {
    const owner = await newOwner();
    const event = await newEvent(owner.id);
    await fillEvent(event.id, owner.id);
    await handle.db.insert(t.sessions).values({
      id: id(),
      token: id(),
      userId: owner.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await handle.db.delete(t.users).where(eq(t.users.id, owner.id));
    expect(await handle.db.select().from(t.events).where(eq(t.events.id, event.id))).toHaveLength(
      0,
    );
    expect(
      await handle.db.select().from(t.sessions).where(eq(t.sessions.userId, owner.id)),
    ).toHaveLength(0);
  });

  it.each([
    ['an unknown plan', { plan: 'gold' }],
    ['an unknown ZIP status', { zipStatus: 'DONE' }],
    ['a negative file counter', { filesCount: -1 }],
  ])('refuses an event with %s', async (_label, values) => {
    const owner = await newOwner();
    await expect(newEvent(owner.id, values)).rejects.toThrow();
  });

  it('refuses media of an unknown kind, a purchase with an unknown status and a contact subject outside the list', async () => {
    const owner = await newOwner();
    const event = await newEvent(owner.id);
    const { albumId, batchId } = await fillEvent(event.id, owner.id);
    await expect(
      handle.db.insert(t.media).values({
        id: id(),
        eventId: event.id,
        albumId,
        batchId,
        kind: 'document',
        storageKey: 'k',
        size: 1,
        mime: 'application/pdf',
      }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(t.purchases).values({
        id: id(),
        plan: 'basic',
        amount: 9900,
        email: 'a@example.com',
        provider: 'test',
        status: 'done',
      }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(t.contactMessages).values({
        id: id(),
        name: 'A',
        email: 'a@example.com',
        subject: 'spam',
        message: 'Hello there!',
      }),
    ).rejects.toThrow();
  });

  it('keeps activation codes and provider references unique', async () => {
    const code = id();
    await handle.db.insert(t.activationCodes).values({ id: id(), code, plan: 'basic' });
    await expect(
      handle.db.insert(t.activationCodes).values({ id: id(), code, plan: 'premium' }),
    ).rejects.toThrow();
    const ref = id();
    const purchase = {
      plan: 'basic',
      amount: 9900,
      email: 'a@example.com',
      provider: 'stripe',
      providerRef: ref,
    };
    await handle.db.insert(t.purchases).values({ id: id(), ...purchase });
    await expect(handle.db.insert(t.purchases).values({ id: id(), ...purchase })).rejects.toThrow();
  });

  it('updates a counter atomically inside a transaction and rolls back on failure', async () => {
    const owner = await newOwner();
    const event = await newEvent(owner.id);
    await handle.db.transaction(async (tx) => {
      await tx
        .update(t.events)
        .set({ filesCount: sql`${t.events.filesCount} + 1` })
        .where(eq(t.events.id, event.id));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx
          .update(t.events)
          .set({ filesCount: sql`${t.events.filesCount} + 1` })
          .where(eq(t.events.id, event.id));
        throw new Error('half-way failure');
      }),
    ).rejects.toThrow('half-way failure');
    const [row] = await handle.db.select().from(t.events).where(eq(t.events.id, event.id));
    expect(row?.filesCount).toBe(1);
  });
});
