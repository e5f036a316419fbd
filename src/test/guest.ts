/**
 * Test helpers for the guest side: events seeded straight into the database
 * (any plan, payment, dates, password, settings), a guest browser with its
 * cookie jar, and tus uploads with the real tus-js-client.
 */
import { createHash, randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { albums, type EventSettings, events, media, users } from '../server/db/schema';
import { defaultEventSettings } from '../shared/api/events';
import type { CreateBatchRequest } from '../shared/api/public';
import { HttpClient } from './auth';
import type { TestServer } from './server';

export type SeedEvent = {
  plan?: 'trial' | 'basic' | 'standard' | 'premium';
  paid?: boolean;
  activationDate?: string;
  createdAt?: Date;
  timeZone?: string;
  password?: string;
  settings?: Partial<EventSettings>;
  language?: 'pl' | 'en';
  filesCount?: number;
  videosCount?: number;
  extraAlbums?: number;
};

export type SeededEvent = { eventId: string; albumId: string; albumIds: string[]; userId: string };

const id = () => randomBytes(16).toString('base64url');

/** Today (or `days` from it) as YYYY-MM-DD in Warsaw. */
export function warsawDay(days = 0, from = new Date()): string {
  const date = new Date(from.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(date);
}

export async function seedEvent(
  server: Pick<TestServer, 'database'>,
  values: SeedEvent = {},
): Promise<SeededEvent> {
  const { db } = server.database;
  const userId = id();
  await db
    .insert(users)
    .values({ id: userId, email: `${userId}@example.com`, emailVerified: true });
  const eventId = id();
  const plan = values.plan ?? 'basic';
  await db.insert(events).values({
    id: eventId,
    userId,
    name: 'Wesele Ani i Tomka',
    eventDate: warsawDay(0),
    type: 'wedding',
    language: values.language ?? 'pl',
    timeZone: values.timeZone ?? 'Europe/Warsaw',
    plan,
    paid: values.paid ?? plan !== 'trial',
    activationDate: values.activationDate ?? warsawDay(0),
    settings: { ...defaultEventSettings, ...values.settings },
    passwordHash: values.password ? await hash(values.password) : null,
    filesCount: values.filesCount ?? 0,
    videosCount: values.videosCount ?? 0,
    albumsCount: 1 + (values.extraAlbums ?? 0),
    expiresAt: new Date(Date.now() + 200 * 86_400_000),
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  const albumIds: string[] = [];
  for (let i = 0; i <= (values.extraAlbums ?? 0); i += 1) {
    const albumId = id();
    albumIds.push(albumId);
    await db.insert(albums).values({
      id: albumId,
      eventId,
      name: i === 0 ? 'Główny album' : `Album ${i}`,
      isDefault: i === 0,
      position: i,
    });
  }
  return { eventId, albumId: albumIds[0] as string, albumIds, userId };
}

/** A guest's browser: a cookie jar, no account. */
export function guest(server: TestServer, headers: Record<string, string> = {}): HttpClient {
  return new HttpClient(server.url, { headers });
}

export function cookieHeader(client: HttpClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A random browser id. */
export function clientId(): string {
  return randomBytes(12).toString('base64url');
}

/** A small valid JPEG (1×1 pixel) followed by `padding` bytes of filler, so its size is controllable. */
export function jpeg(size = 2048): Buffer {
  const head = Buffer.from(
    'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
    'hex',
  );
  if (size <= head.length) return head;
  const filler = randomBytes(size - head.length);
  return Buffer.concat([head, filler]);
}

/** A Windows executable's first bytes, padded: a "photo" that is not one. */
export function exe(size = 4096): Buffer {
  const buffer = randomBytes(size);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'latin1');
  return buffer;
}

export async function createBatch(
  client: HttpClient,
  eventId: string,
  body: Partial<CreateBatchRequest> & Pick<CreateBatchRequest, 'files'>,
) {
  return client.post(`/api/public/events/${eventId}/batches`, {
    kind: 'upload',
    clientId: body.clientId ?? clientId(),
    ...body,
  });
}

export type TusResult = { url: string | null; error: tus.DetailedError | Error | null };

/**
 * A TCP proxy in front of the server that cuts a connection (both ways) once
 * the client has sent more than `cutAfter` bytes on it: a guest's Wi-Fi
 * dropping mid-file. `cutAfter = Infinity` passes everything.
 */
export async function cuttingProxy(target: string) {
  const { port: targetPort } = new URL(target);
  const state = { cutAfter: Number.POSITIVE_INFINITY, cuts: 0 };
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > state.cutAfter) {
        state.cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

export type TusOptions = {
  server: Pick<TestServer, 'url'>;
  /** Another address of the server (a proxy); the server's own by default. */
  baseUrl?: string;
  data: Buffer;
  metadata: Record<string, string>;
  cookie?: string;
  headers?: Record<string, string>;
  chunkSize?: number;
  uploadUrl?: string;
  retryDelays?: number[] | null;
  onProgress?: (sent: number, upload: tus.Upload) => void;
};

/** Runs one tus upload with tus-js-client to its end (success or error). */
export function tusUpload(options: TusOptions): Promise<TusResult> {
  return new Promise((resolve) => {
    const upload: tus.Upload = new tus.Upload(options.data, {
      endpoint: `${options.baseUrl ?? options.server.url}/api/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      metadata: options.metadata,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: options.retryDelays === undefined ? [] : options.retryDelays,
      uploadSize: options.data.length,
      storeFingerprintForResuming: false,
      onProgress: (sent) => options.onProgress?.(sent, upload),
      onSuccess: () => resolve({ url: upload.url, error: null }),
      onError: (error) => resolve({ url: upload.url, error }),
    });
    upload.start();
  });
}

/** The JSON error body of a failed tus request. */
export function tusErrorBody(
  error: unknown,
): { status: number; body: Record<string, unknown> } | null {
  const response = (error as tus.DetailedError | null)?.originalResponse;
  if (!response) return null;
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = { text: response.getBody() };
  }
  return { status: response.getStatus(), body };
}

export async function mediaRows(server: TestServer, eventId: string) {
  return server.database.db.select().from(media).where(eq(media.eventId, eventId));
}

export async function eventCounts(server: TestServer, eventId: string) {
  const [row] = await server.database.db
    .select({ files: events.filesCount, videos: events.videosCount })
    .from(events)
    .where(eq(events.id, eventId));
  const albumRows = await server.database.db
    .select({ id: albums.id, files: albums.filesCount })
    .from(albums)
    .where(eq(albums.eventId, eventId));
  return { ...row, albums: Object.fromEntries(albumRows.map((a) => [a.id, a.files])) };
}

/** A batch of one declared file on `eventId`; returns the batch and the tus Upload-Metadata for it. */
export async function oneFileBatch(
  server: TestServer,
  eventId: string,
  data: Buffer,
  options: { type?: string; name?: string; cookie?: string } = {},
) {
  const client = guest(server, options.cookie ? { cookie: options.cookie } : {});
  const type = options.type ?? 'image/jpeg';
  const name = options.name ?? 'IMG_0001.jpg';
  const sha256 = createHash('sha256').update(data).digest('hex');
  const res = await createBatch(client, eventId, {
    files: [{ name, size: data.length, type, sha256 }],
  });
  if (res.status !== 201)
    throw new Error(`batch answered ${res.status}: ${JSON.stringify(res.body)}`);
  const batchId = res.body.batchId as string;
  return {
    batchId,
    metadata: { eventId, batchId, fileIndex: '0', filename: name, filetype: type },
  };
}

/** tus Upload-Metadata: `key base64(value)` pairs. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}
