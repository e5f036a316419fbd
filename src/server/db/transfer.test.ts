import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../../../scripts/db-export';
import { runImport } from '../../../scripts/db-import';
import { testDatabaseUrl } from '../../test/db';
import { seedEvent } from '../../test/guest';
import type { TestServer } from '../../test/server';
import { openDatabase } from './client';
import { DirectoryLockedError } from './lock';
import { events, media, uploadBatches, users } from './schema';
import {
  countRows,
  exportPglite,
  importDump,
  TargetNotEmptyError,
  withoutPsqlCommands,
  withoutUnknownSettings,
} from './transfer';

describe('dump clean-up', () => {
  it("drops only the dump's own \\restrict lines", () => {
    const sql =
      "\\restrict abc123\nSET a = 1;\nINSERT INTO t VALUES ('x\n\\restrict other');\n\\unrestrict abc123\n";
    expect(withoutPsqlCommands(sql)).toBe(
      "SET a = 1;\nINSERT INTO t VALUES ('x\n\\restrict other');\n",
    );
    expect(withoutPsqlCommands('SELECT 1;\n')).toBe('SELECT 1;\n');
  });

  it('drops preamble settings the server does not know, and nothing after the preamble', () => {
    const sql =
      "SET lock_timeout = 0;\nSET transaction_timeout = 0;\n\n--\n-- Name: t\n--\nINSERT INTO t VALUES ('\nSET transaction_timeout = 0;');\n";
    expect(withoutUnknownSettings(sql, new Set(['lock_timeout']))).toBe(
      "SET lock_timeout = 0;\n\n--\n-- Name: t\n--\nINSERT INTO t VALUES ('\nSET transaction_timeout = 0;');\n",
    );
  });
});

describe.skipIf(!testDatabaseUrl)('moving the embedded database to PostgreSQL', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'momenty-transfer-'));
  const dataDir = path.join(work, 'data');
  const dump = path.join(work, 'export.sql');
  const target = `momenty_import_${randomBytes(6).toString('hex')}`;
  const targetUrl = (() => {
    const url = new URL(testDatabaseUrl ?? 'postgres://localhost/x');
    url.pathname = `/${target}`;
    return url.toString();
  })();
  const message = "Dla Ani i Tomka: zdrówko!\nLine two with a 'quote', a \\ backslash and ż ó ł ć.";
  // What the servers on PostgreSQL read (the import reads the same configuration).
  const serverEnv = { NODE_ENV: 'test', DATABASE_URL: targetUrl, AUTH_SECRET: 'x'.repeat(40) };
  let source: Record<string, number>;
  let seeded: { eventId: string; albumId: string; userId: string };
  const out = {
    lines: [] as string[],
    log: (l: string) => out.lines.push(l),
    error: (l: string) => out.lines.push(l),
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database "${target}"`);
    await admin.end();

    // An embedded database with real rows: an owner, an event, its album, a batch and media.
    const handle = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    seeded = await seedEvent({ database: handle } as unknown as TestServer);
    await handle.db.insert(uploadBatches).values({
      id: 'batch-1',
      eventId: seeded.eventId,
      albumId: seeded.albumId,
      guestName: 'Ciocia Basia',
      message,
      declaredFiles: [{ name: 'a.jpg', size: 1234, type: 'image/jpeg' }],
      filesCount: 2,
    });
    for (const [i, kind] of ['photo', 'video'].entries()) {
      await handle.db.insert(media).values({
        id: `media-${i}`,
        eventId: seeded.eventId,
        albumId: seeded.albumId,
        batchId: 'batch-1',
        kind,
        fileIndex: i,
        storageKey: `events/${seeded.eventId}/media-${i}/original`,
        originalName: `IMG_000${i}.jpg`,
        size: 5_000_000_000 + i,
        mime: kind === 'photo' ? 'image/jpeg' : 'video/mp4',
        width: 4032,
        height: 3024,
        crc32: 4_294_967_295,
        state: 'ready',
        takenAt: new Date('2026-06-20T15:30:00.123Z'),
      });
    }
    source = await countRows((text) =>
      (handle.pglite as NonNullable<typeof handle.pglite>).query(text),
    );
    // While a server holds the folder, the export refuses.
    await expect(exportPglite(path.join(dataDir, 'db'), dump)).rejects.toBeInstanceOf(
      DirectoryLockedError,
    );
    await handle.close();
  }, 120_000);

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${target}" with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('exports with pg_dump and imports into an empty database, rows and values equal', async () => {
    expect(await runExport([dump], { NODE_ENV: 'test', DATA_DIR: dataDir }, out)).toBe(0);
    const text = readFileSync(dump, 'utf8');
    expect(text).toContain('INSERT INTO "public"."media"');
    expect(text).toContain('"drizzle"."__drizzle_migrations"');

    expect(await runImport([dump], serverEnv, out), out.lines.join('\n')).toBe(0);
    const imported = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 2 });
    try {
      const pool = imported.pool as pg.Pool;
      expect(await countRows((q) => pool.query(q))).toEqual(source);
      expect(source['public.media']).toBe(2);
      expect(source['public.users']).toBe(1);
      expect(source['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
      const [batch] = await imported.db
        .select()
        .from(uploadBatches)
        .where(eq(uploadBatches.id, 'batch-1'));
      expect(batch?.message).toBe(message);
      expect(batch?.declaredFiles).toEqual([{ name: 'a.jpg', size: 1234, type: 'image/jpeg' }]);
      const rows = await imported.db.select().from(media).orderBy(media.id);
      expect(rows.map((r) => [r.size, r.crc32, r.takenAt?.toISOString(), r.kind])).toEqual([
        [5_000_000_000, 4_294_967_295, '2026-06-20T15:30:00.123Z', 'photo'],
        [5_000_000_001, 4_294_967_295, '2026-06-20T15:30:00.123Z', 'video'],
      ]);
      const [event] = await imported.db.select().from(events).where(eq(events.id, seeded.eventId));
      expect(event?.name).toBe('Wesele Ani i Tomka');
      const [user] = await imported.db.select().from(users).where(eq(users.id, seeded.userId));
      expect(user?.email).toBe(`${seeded.userId}@example.com`);
      // Writing after the move works: sequences and defaults came along.
      await pool.query(
        `insert into "drizzle"."__drizzle_migrations" (hash, created_at) values ('check', 1)`,
      );
    } finally {
      await imported.close();
    }
  }, 120_000);

  it('refuses a database that is not empty', async () => {
    await expect(importDump(targetUrl, readFileSync(dump, 'utf8'))).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
    expect(await runImport([dump], serverEnv, out)).toBe(1);
  });
});
