/**
 * Builders for gallery and live tests: an event owned by a signed-in owner,
 * upload batches and items whose originals (and derivatives) are really stored.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createStorage } from '../server/adapters/create-adapters';
import { albums, events, media, uploadBatches } from '../server/db/schema';
import { mediaStorageKey } from '../server/features/media/media-keys';
import { type SeedEvent, type SeededEvent, seedEvent } from './guest';
import type { TestServer } from './server';

const id = () => randomBytes(16).toString('base64url');

/** An event (basic plan, paid, open today unless given) owned by `userId`. */
export async function ownedEvent(
  server: TestServer,
  userId: string,
  values: SeedEvent = {},
): Promise<SeededEvent> {
  const seeded = await seedEvent(server, values);
  await server.database.db.update(events).set({ userId }).where(eq(events.id, seeded.eventId));
  return { ...seeded, userId };
}

export async function addBatch(
  server: Pick<TestServer, 'database'>,
  seeded: SeededEvent,
  values: {
    albumId?: string;
    kind?: 'upload' | 'guestbook' | 'voice';
    guestName?: string | null;
    message?: string | null;
    hidden?: boolean;
    createdAt?: Date;
    /** The guest identity (device) that sent it. */
    guestId?: string;
    promptId?: string;
  } = {},
): Promise<string> {
  const batchId = id();
  await server.database.db.insert(uploadBatches).values({
    id: batchId,
    eventId: seeded.eventId,
    albumId: values.albumId ?? seeded.albumId,
    kind: values.kind ?? 'upload',
    guestName: values.guestName === undefined ? 'Ania' : values.guestName,
    message: values.message ?? null,
    hidden: values.hidden ?? false,
    guestId: values.guestId ?? null,
    promptId: values.promptId ?? null,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return batchId;
}

/**
 * A finished item: the original (and for ready photos the derivatives) stored, the row
 * inserted and counted on the event, its album and its batch like a finished upload.
 */
export async function addItem(
  server: TestServer,
  seeded: SeededEvent,
  batchId: string,
  values: {
    albumId?: string;
    kind?: 'photo' | 'video' | 'audio';
    state?: 'uploading' | 'processing' | 'ready' | 'failed';
    hidden?: boolean;
    takenAt?: Date | null;
    createdAt?: Date;
    bytes?: Uint8Array;
    /** The name the guest's file had; `<id>.bin` by default. */
    originalName?: string;
  } = {},
): Promise<string> {
  const { db } = server.database;
  const storage = createStorage(server.config);
  const mediaId = id();
  const kind = values.kind ?? 'photo';
  const albumId = values.albumId ?? seeded.albumId;
  const key = mediaStorageKey(seeded.eventId, mediaId, 'original');
  const stored = await storage.put(key, values.bytes ?? randomBytes(256));
  const state = values.state ?? 'ready';
  if (state === 'ready' && kind === 'photo') {
    await storage.put(mediaStorageKey(seeded.eventId, mediaId, 'thumb'), randomBytes(32));
    await storage.put(mediaStorageKey(seeded.eventId, mediaId, 'large'), randomBytes(64));
  }
  const mime = kind === 'photo' ? 'image/jpeg' : kind === 'video' ? 'video/mp4' : 'audio/mpeg';
  await db.insert(media).values({
    id: mediaId,
    eventId: seeded.eventId,
    albumId,
    batchId,
    kind,
    storageKey: key,
    originalName: values.originalName ?? `${mediaId}.bin`,
    size: stored.size,
    mime,
    crc32: stored.crc32,
    state,
    hidden: values.hidden ?? false,
    takenAt: values.takenAt ?? null,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  await db
    .update(events)
    .set({
      filesCount: sql`${events.filesCount} + 1`,
      ...(kind === 'video' ? { videosCount: sql`${events.videosCount} + 1` } : {}),
    })
    .where(eq(events.id, seeded.eventId));
  await db
    .update(albums)
    .set({ filesCount: sql`${albums.filesCount} + 1` })
    .where(eq(albums.id, albumId));
  await db
    .update(uploadBatches)
    .set({ filesCount: sql`${uploadBatches.filesCount} + 1` })
    .where(eq(uploadBatches.id, batchId));
  return mediaId;
}

/** The event's, its albums' and batches' counters, and the media rows' ids. */
export async function counters(server: TestServer, seeded: SeededEvent) {
  const { db } = server.database;
  const [event] = await db
    .select({ files: events.filesCount, videos: events.videosCount })
    .from(events)
    .where(eq(events.id, seeded.eventId));
  const albumRows = await db
    .select({ id: albums.id, files: albums.filesCount })
    .from(albums)
    .where(eq(albums.eventId, seeded.eventId));
  const mediaRows = await db
    .select({ id: media.id, albumId: media.albumId, hidden: media.hidden })
    .from(media)
    .where(eq(media.eventId, seeded.eventId));
  return {
    files: event?.files,
    videos: event?.videos,
    albums: Object.fromEntries(albumRows.map((row) => [row.id, row.files])),
    media: mediaRows.length,
  };
}
