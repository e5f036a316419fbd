/**
 * Helpers for download tests: files and batches seeded straight into the
 * database and the server's storage, binary GETs with a browser's cookies,
 * ZIPs read back with yauzl (a second implementation), Debian's `unzip` and
 * 7-Zip when installed (required under CI), and a small guestbook export.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { TestServer } from '../../../test/server';
import { createStorage } from '../../adapters/create-adapters';
import { events, media, uploadBatches } from '../../db/schema';
import type { HttpClient } from '../auth/test-helpers';
import { mediaStorageKey } from '../media/media-keys';

export const newId = () => randomBytes(16).toString('base64url');

export async function addBatch(
  server: TestServer,
  values: {
    eventId: string;
    albumId: string;
    guestName?: string | null;
    message?: string | null;
    kind?: 'upload' | 'guestbook' | 'voice';
    hidden?: boolean;
    createdAt?: Date;
  },
): Promise<string> {
  const id = newId();
  await server.database.db.insert(uploadBatches).values({
    id,
    eventId: values.eventId,
    albumId: values.albumId,
    guestName: values.guestName === undefined ? 'Ania' : values.guestName,
    message: values.message ?? null,
    kind: values.kind ?? 'upload',
    hidden: values.hidden ?? false,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return id;
}

/** Stores `bytes` as an original and inserts its row; returns the media id. */
export async function addFile(
  server: TestServer,
  values: {
    eventId: string;
    albumId: string;
    batchId: string;
    kind?: 'photo' | 'video' | 'audio';
    bytes: Buffer;
    mime?: string;
    name?: string | null;
    createdAt?: Date;
    hidden?: boolean;
    state?: string;
    /** Leave the CRC-32 out of the row (the download computes and stores it). */
    withoutCrc?: boolean;
  },
): Promise<string> {
  const id = newId();
  const storageKey = mediaStorageKey(values.eventId, id, 'original');
  const stored = await createStorage(server.config).put(storageKey, values.bytes);
  await server.database.db.insert(media).values({
    id,
    eventId: values.eventId,
    albumId: values.albumId,
    batchId: values.batchId,
    kind: values.kind ?? 'photo',
    storageKey,
    originalName: values.name === undefined ? 'IMG_0001.JPG' : values.name,
    size: stored.size,
    mime: values.mime ?? 'image/jpeg',
    crc32: values.withoutCrc ? null : stored.crc32,
    state: values.state ?? 'ready',
    hidden: values.hidden ?? false,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return id;
}

export async function giveEventTo(server: TestServer, eventId: string, userId: string) {
  await server.database.db.update(events).set({ userId }).where(eq(events.id, eventId));
}

export type BinaryAnswer = { status: number; headers: Headers; bytes: Buffer };

/** A GET (or HEAD) with the client's cookies, the body as bytes. */
export async function fetchBytes(
  server: TestServer,
  client: HttpClient | null,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<BinaryAnswer> {
  const all: Record<string, string> = { ...headers };
  if (client && client.cookies.size > 0) {
    all.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  const res = await fetch(`${server.url}${urlPath}`, { method, headers: all });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file of a ZIP (name → bytes), read with yauzl, checking each entry's CRC-32. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Runs a command; resolves with its output, rejects with it when it fails. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${stderr || stdout}`)) : resolve(stdout),
    );
  });
}

/**
 * Whether a Debian tool is installed; missing locally: false with a printed
 * reason; missing under CI: the test fails (CI installs it).
 */
export function hasTool(name: string, path: string): boolean {
  if (existsSync(path)) return true;
  if (process.env.CI === 'true') throw new Error(`${name} (${path}) is required under CI`);
  console.warn(`skipping the ${name} check: ${path} is not installed`);
  return false;
}
