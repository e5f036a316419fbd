/**
 * Builders for media tests: an owner, an event with its default album and a
 * batch, and uploaded items (the original stored as the upload finish stores it,
 * the row in `processing`); plus sample files made on the spot.
 */

import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../server/adapters/storage/storage';
import type { Database } from '../server/db/client';
import { albums, events, media, uploadBatches, users } from '../server/db/schema';
import { mediaStorageKey } from '../server/features/media/media-keys';
import { defaultEventSettings } from '../shared/api/events';

const id = () => randomBytes(16).toString('base64url');

export type SeededEvent = { eventId: string; albumId: string; batchId: string };

/** An owner, an event (zone Europe/Warsaw unless given) with its default album, and one batch. */
export async function seedEvent(
  db: Database,
  options: { timeZone?: string; guestName?: string | null; batchHidden?: boolean } = {},
): Promise<SeededEvent> {
  const userId = id();
  const eventId = id();
  const albumId = id();
  const batchId = id();
  await db.insert(users).values({ id: userId, email: `${userId}@example.test` });
  await db.insert(events).values({
    id: eventId,
    userId,
    name: 'Wesele',
    timeZone: options.timeZone ?? 'Europe/Warsaw',
    activationDate: '2026-01-01',
    settings: { ...defaultEventSettings },
    expiresAt: new Date(Date.now() + 100 * 86_400_000),
  });
  await db.insert(albums).values({ id: albumId, eventId, name: 'Album', isDefault: true });
  await db.insert(uploadBatches).values({
    id: batchId,
    eventId,
    albumId,
    guestName: options.guestName ?? 'Ania',
    hidden: options.batchHidden ?? false,
  });
  return { eventId, albumId, batchId };
}

/** Stores `bytes` as an uploaded original and inserts its row in `processing`; returns the media id. */
export async function addUploaded(
  db: Database,
  storage: Storage,
  seeded: SeededEvent,
  file: {
    kind: 'photo' | 'video' | 'audio';
    bytes: Uint8Array;
    mime: string;
    name?: string;
    state?: string;
    hidden?: boolean;
  },
): Promise<string> {
  const mediaId = id();
  const storageKey = mediaStorageKey(seeded.eventId, mediaId, 'original');
  const stored = await storage.put(storageKey, file.bytes, { contentType: file.mime });
  await db.insert(media).values({
    id: mediaId,
    eventId: seeded.eventId,
    albumId: seeded.albumId,
    batchId: seeded.batchId,
    kind: file.kind,
    storageKey,
    originalName: file.name ?? null,
    size: stored.size,
    mime: file.mime,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    crc32: stored.crc32,
    state: file.state ?? 'processing',
    hidden: file.hidden ?? false,
  });
  return mediaId;
}

/** `count` uploaded JPEG photos of `width` × `height` in `processing`; returns their media ids. */
export async function addUploadedPhotos(
  db: Database,
  storage: Storage,
  seeded: SeededEvent,
  count: number,
  width = 800,
  height = 600,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const bytes = await sampleJpeg({ width, height });
    ids.push(await addUploaded(db, storage, seeded, { kind: 'photo', bytes, mime: 'image/jpeg' }));
  }
  return ids;
}

export async function mediaRow(db: Database, mediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row) throw new Error(`no media ${mediaId}`);
  return row;
}

/** A JPEG with noise (so it is not trivially small), an EXIF orientation, time and GPS position. */
export async function sampleJpeg(
  options: {
    width?: number;
    height?: number;
    orientation?: number;
    takenAt?: string;
    offset?: string;
    gps?: boolean;
  } = {},
): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#4477aa',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Test', Model: 'Camera' } };
  if (options.takenAt) {
    exif.IFD2 = { DateTimeOriginal: options.takenAt };
    if (options.offset) exif.IFD2.OffsetTimeOriginal = options.offset;
  }
  if (options.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '52/1 13/1 5/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '21/1 0/1 42/1',
    };
  }
  return sharp(noise)
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExifMerge(exif)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A valid PNG header announcing `width` × `height` pixels, with a few bytes of image data. */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlibCrc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs ffmpeg and returns what it wrote to stdout. */
export function runFfmpeg(ffmpeg: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}
