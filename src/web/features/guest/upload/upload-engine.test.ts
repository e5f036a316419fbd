/**
 * The upload engine with the real tus-js-client (its Node build) against a
 * small tus 1.0.0 server on a random port: creation, offsets, HEAD resumes,
 * dropped connections, refusals, bounded parallelism, pause and resume, and a
 * second engine (a reloaded page) resuming the first one's uploads.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Upload, type UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateBatchRequest, CreateBatchResponse } from '../../../../shared/api/public';
import { hashFile } from './hash';
import type { JobStore, SavedJob } from './saved-queue';
import {
  type EngineDeps,
  type EngineSnapshot,
  type JobFile,
  UploadEngine,
  type UploadJob,
} from './upload-engine';
import { SafeUrlStorage } from './url-storage';

interface StoredUpload {
  id: string;
  length: number;
  metadata: Record<string, string>;
  chunks: Buffer[];
  offset: number;
}

/** A tus server that keeps uploads in memory and can misbehave on request. */
class FakeTusServer {
  readonly uploads = new Map<string, StoredUpload>();
  server!: Server;
  url = '';
  /** Destroy the connection of the next PATCH after this many bytes of it arrived. */
  dropNextPatchAfter: number | null = null;
  /** Answer the next creations with this status and error body. */
  refuseCreation: { status: number; error: string; data?: Record<string, unknown> } | null = null;
  /** Refuse creation only for this file index. */
  refuseIndex: number | null = null;
  concurrentPatches = 0;
  maxConcurrentPatches = 0;
  patchBytes = 0;
  /** Delay (ms) before answering each PATCH. */
  patchDelay = 0;
  /** Store the last chunk of a file, then drop the connection instead of answering it. */
  loseFinalReply = false;
  /** File indexes stored to the end: creating them again answers 409 `errors.conflict`. */
  readonly completed = new Set<string>();
  creations = 0;
  private next = 0;

  async listen(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  bytesOf(upload: StoredUpload): Buffer {
    return Buffer.concat(upload.chunks);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Tus-Resumable', '1.0.0');
    const path = req.url ?? '';
    if (req.method === 'POST' && path === '/api/uploads') return this.create(req, res);
    const id = path.replace('/api/uploads/', '');
    const upload = this.uploads.get(id);
    if (!upload) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'HEAD') {
      res
        .writeHead(200, {
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
          'Cache-Control': 'no-store',
        })
        .end();
      return;
    }
    if (req.method === 'PATCH') return this.patch(upload, req, res);
    res.writeHead(405).end();
  }

  private create(req: IncomingMessage, res: ServerResponse): void {
    const length = Number(req.headers['upload-length']);
    const metadata: Record<string, string> = {};
    for (const pair of String(req.headers['upload-metadata'] ?? '').split(',')) {
      const [key, value = ''] = pair.trim().split(' ');
      if (key) metadata[key] = Buffer.from(value, 'base64').toString('utf8');
    }
    const refusal = this.refuseCreation;
    if (refusal && (this.refuseIndex === null || String(this.refuseIndex) === metadata.fileIndex)) {
      res.writeHead(refusal.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: refusal.error,
          message: 'refused',
          status: refusal.status,
          data: refusal.data,
        }),
      );
      return;
    }
    this.creations += 1;
    if (metadata.fileIndex !== undefined && this.completed.has(metadata.fileIndex)) {
      res
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'errors.conflict', message: 'stored', status: 409 }));
      return;
    }
    this.next += 1;
    const id = `u${this.next}`;
    this.uploads.set(id, { id, length, metadata, chunks: [], offset: 0 });
    res.writeHead(201, { Location: `${this.url}/api/uploads/${id}` }).end();
  }

  private patch(upload: StoredUpload, req: IncomingMessage, res: ServerResponse): void {
    if (Number(req.headers['upload-offset']) !== upload.offset) {
      res.writeHead(409).end();
      return;
    }
    this.concurrentPatches += 1;
    this.maxConcurrentPatches = Math.max(this.maxConcurrentPatches, this.concurrentPatches);
    const dropAfter = this.dropNextPatchAfter;
    this.dropNextPatchAfter = null;
    let received = 0;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.concurrentPatches -= 1;
    };
    req.on('data', (chunk: Buffer) => {
      if (finished) return;
      let part = chunk;
      if (dropAfter !== null && received + part.length >= dropAfter) {
        part = part.subarray(0, dropAfter - received);
        // Like @tus/server's file store: what arrived before the drop is kept.
        upload.chunks.push(part);
        upload.offset += part.length;
        this.patchBytes += part.length;
        done();
        req.socket.destroy();
        return;
      }
      received += part.length;
      upload.chunks.push(part);
      upload.offset += part.length;
      this.patchBytes += part.length;
    });
    req.on('end', () => {
      if (finished) return;
      if (upload.offset === upload.length && upload.metadata.fileIndex !== undefined) {
        this.completed.add(upload.metadata.fileIndex);
        if (this.loseFinalReply) {
          // Stored, but the reply never reaches the phone: HEAD now answers 404.
          this.loseFinalReply = false;
          this.uploads.delete(upload.id);
          done();
          req.socket.destroy();
          return;
        }
      }
      setTimeout(() => {
        done();
        res.writeHead(204, { 'Upload-Offset': String(upload.offset) }).end();
      }, this.patchDelay);
    });
    req.on('error', done);
  }
}

/** tus-js-client's Node build reads Buffers and streams; the browser's File is a Blob. */
const blobReader: NonNullable<UploadOptions['fileReader']> = {
  async openFile(input: Blob) {
    const buffer = Buffer.from(await input.arrayBuffer());
    return {
      size: buffer.length,
      slice: async (start: number, end: number) => {
        // The Node HTTP stack reads the body's length from `size`.
        const value = Object.assign(buffer.subarray(start, end), { size: 0 });
        value.size = value.length;
        return { value, done: end >= buffer.length };
      },
      close() {},
    };
  },
};

function randomFile(name: string, size: number, type = 'image/jpeg'): JobFile {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 7919 + size) % 251;
  return { file: new File([bytes], name, { type }), name, type };
}

/** The one upload the server holds. */
function onlyUpload(): StoredUpload {
  const [upload] = tus.uploads.values();
  if (!upload || tus.uploads.size !== 1)
    throw new Error(`expected one upload, found ${tus.uploads.size}`);
  return upload;
}

async function bytesOfFile(file: JobFile | undefined): Promise<Buffer> {
  if (!file) throw new Error('no such file');
  return Buffer.from(await file.file.arrayBuffer());
}

let tus: FakeTusServer;
let batches: CreateBatchRequest[];
let alreadyUploaded: number[];

beforeEach(async () => {
  tus = new FakeTusServer();
  await tus.listen();
  batches = [];
  alreadyUploaded = [];
});

afterEach(async () => {
  await tus.close();
});

function engineWith(overrides: Partial<EngineDeps> = {}) {
  const settled: EngineSnapshot[] = [];
  const engine = new UploadEngine({
    createBatch: async (_eventId, request): Promise<CreateBatchResponse> => {
      batches.push(request);
      return { batchId: `b${batches.length}`, albumId: 'a1', alreadyUploaded };
    },
    createUpload: (file, options) => new Upload(file, { ...options, fileReader: blobReader }),
    urlStorage: new SafeUrlStorage(false),
    clientId: 'client-0123456789abcdef',
    hash: hashFile,
    describeBatchError: () => ({ text: { key: 'errors.network', params: {} }, transient: true }),
    endpoint: `${tus.url}/api/uploads`,
    chunkSize: 64 * 1024,
    retryDelays: [0, 50, 100],
    onSettled: (snapshot) => settled.push(snapshot),
    ...overrides,
  });
  return { engine, settled };
}

async function until(check: () => boolean, timeout = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const job = (files: JobFile[], extra: Partial<UploadJob> = {}): UploadJob => ({
  eventId: 'e1',
  kind: 'upload',
  guestName: '  Ania ',
  message: 'Sto lat!',
  files,
  ...extra,
});

describe('UploadEngine', () => {
  it('declares the batch with hashes, sends every file with its metadata and byte for byte', async () => {
    const files = [randomFile('a.jpg', 150_000), randomFile('b.jpg', 90_000)];
    const { engine, settled } = engineWith();
    await engine.start(job(files));
    await until(() => engine.getSnapshot().phase === 'finished');

    expect(batches).toHaveLength(1);
    const [request] = batches;
    expect(request?.guestName).toBe('Ania');
    expect(request?.files.map((file) => file.sha256)).toEqual(
      await Promise.all(
        files.map(async (file) =>
          createHash('sha256')
            .update(Buffer.from(await file.file.arrayBuffer()))
            .digest('hex'),
        ),
      ),
    );
    const stored = [...tus.uploads.values()].sort((a, b) =>
      String(a.metadata.fileIndex).localeCompare(String(b.metadata.fileIndex)),
    );
    expect(stored.map((upload) => upload.metadata)).toEqual([
      { eventId: 'e1', batchId: 'b1', fileIndex: '0', filename: 'a.jpg', filetype: 'image/jpeg' },
      { eventId: 'e1', batchId: 'b1', fileIndex: '1', filename: 'b.jpg', filetype: 'image/jpeg' },
    ]);
    for (const [index, upload] of stored.entries()) {
      expect(tus.bytesOf(upload).equals(await bytesOfFile(files[index]))).toBe(true);
    }
    const snapshot = engine.getSnapshot();
    expect(snapshot.items.map((item) => item.status)).toEqual(['done', 'done']);
    expect(snapshot.bytesSent).toBe(snapshot.bytesTotal);
    expect(settled).toHaveLength(1);
  });

  it('does not send the files the server already has', async () => {
    alreadyUploaded = [0, 2];
    const files = [randomFile('a.jpg', 1000), randomFile('b.jpg', 2000), randomFile('c.jpg', 3000)];
    const { engine } = engineWith();
    await engine.start(job(files));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect([...tus.uploads.values()].map((upload) => upload.metadata.filename)).toEqual(['b.jpg']);
    expect(engine.getSnapshot().items.map((item) => item.status)).toEqual([
      'skipped',
      'done',
      'skipped',
    ]);
  });

  it('resumes from the server offset after the connection drops mid-file', async () => {
    const file = randomFile('big.jpg', 300_000);
    tus.dropNextPatchAfter = 40_000;
    const { engine } = engineWith();
    await engine.start(job([file]));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
    expect(tus.uploads.size).toBe(1);
    const upload = onlyUpload();
    expect(tus.bytesOf(upload).equals(Buffer.from(await file.file.arrayBuffer()))).toBe(true);
    // Nothing was sent twice: the retry started at the offset the server had.
    expect(tus.patchBytes).toBe(300_000);
  });

  it('shows a refused file with the server reason and never sends it again', async () => {
    tus.refuseCreation = { status: 403, error: 'errors.fileLimitReached', data: { limit: 10 } };
    tus.refuseIndex = 1;
    const files = [randomFile('a.jpg', 5000), randomFile('b.jpg', 5000)];
    const { engine, settled } = engineWith();
    await engine.start(job(files));
    await until(() => engine.getSnapshot().phase === 'finished');
    const refused = engine.getSnapshot().items[1];
    expect(refused?.status).toBe('refused');
    expect(refused?.error).toEqual({ key: 'errors.fileLimitReached', params: { limit: 10 } });
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
    expect(settled).toHaveLength(1);
    // A refusal is an answer: neither the network's return nor a retry sends it again.
    const creations = tus.creations;
    engine.retry({ onlyTransient: true });
    engine.retry({ index: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tus.creations).toBe(creations);
    expect(engine.getSnapshot().items[1]?.status).toBe('refused');
  });

  it('waits calmly for the connection after the quick retries and resumes by itself', async () => {
    const file = randomFile('a.jpg', 200_000);
    const { engine } = engineWith({ retryDelays: [], reconnectDelays: [150] });
    const statuses = new Set<string>();
    engine.subscribe(() => {
      for (const item of engine.getSnapshot().items) statuses.add(item.status);
      statuses.add(`phase:${engine.getSnapshot().phase}`);
    });
    tus.dropNextPatchAfter = 10_000;
    await engine.start(job([file]));
    await until(() => engine.getSnapshot().items[0]?.status === 'done');
    expect(statuses.has('offline')).toBe(true);
    expect(statuses.has('refused')).toBe(false);
    // Never "finished" while the file only waited for the connection.
    expect(engine.getSnapshot().phase).toBe('finished');
    expect(tus.uploads.size).toBe(1);
    expect(tus.bytesOf(onlyUpload()).equals(Buffer.from(await file.file.arrayBuffer()))).toBe(true);
  });

  it('takes 409 on creation as "stored already", asked once', async () => {
    tus.completed.add('0');
    const { engine } = engineWith();
    await engine.start(job([randomFile('a.jpg', 5000)]));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
    expect(tus.creations).toBe(1);
  });

  it('a lost reply to the last chunk ends as stored, not failed', async () => {
    tus.loseFinalReply = true;
    const file = randomFile('a.jpg', 150_000);
    const { engine } = engineWith();
    const seen = new Set<string>();
    engine.subscribe(() => seen.add(engine.getSnapshot().items[0]?.status ?? ''));
    const started = Date.now();
    await engine.start(job([file]));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
    expect(seen.has('refused')).toBe(false);
    expect(tus.completed.has('0')).toBe(true);
  });

  it('asks the server for the processing result: a file it cannot show says so', async () => {
    const asked: string[] = [];
    const { engine } = engineWith({
      batchState: async (_eventId, batchId) => {
        asked.push(batchId);
        return [
          { index: 0, state: 'ready' },
          { index: 1, state: 'failed' },
        ];
      },
      processingPoll: { intervalMs: 20, attempts: 5 },
    });
    await engine.start(job([randomFile('a.jpg', 5000), randomFile('b.heic', 5000, 'image/heic')]));
    await until(() => engine.getSnapshot().items[1]?.status === 'unviewable');
    expect(engine.getSnapshot().items[0]).toMatchObject({ status: 'done', ready: true });
    expect(asked[0]).toBe('b1');
  });

  it('sends at most `parallelism` files at once', async () => {
    tus.patchDelay = 30;
    const files = Array.from({ length: 6 }, (_, index) => randomFile(`${index}.jpg`, 50_000));
    const { engine } = engineWith({ parallelism: 2 });
    await engine.start(job(files));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(tus.uploads.size).toBe(6);
    expect(tus.maxConcurrentPatches).toBe(2);
  });

  it('a reloaded page resumes the same upload from where the first one stopped', async () => {
    const storage = new SafeUrlStorage(false);
    const file = randomFile('video.mp4', 400_000, 'video/mp4');
    tus.patchDelay = 20;
    const first = engineWith({ urlStorage: storage }).engine;
    await first.start(job([file], { kind: 'upload' }));
    await until(() => (first.getSnapshot().items[0]?.bytesSent ?? 0) >= 128_000);
    first.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const upload = onlyUpload();
    const offsetAtReload = upload.offset;
    expect(offsetAtReload).toBeGreaterThan(0);
    expect(offsetAtReload).toBeLessThan(400_000);

    const second = engineWith({ urlStorage: storage }).engine;
    await second.start(job([file]));
    await until(() => second.getSnapshot().phase === 'finished');
    expect(second.getSnapshot().items[0]?.status).toBe('done');
    expect(tus.uploads.size).toBe(1);
    expect(tus.bytesOf(upload).equals(Buffer.from(await file.file.arrayBuffer()))).toBe(true);
    // Finished uploads are forgotten (removeFingerprintOnSuccess).
    expect(await storage.findAllUploads()).toEqual([]);
  });

  it('pauses (the "wait" answer) and resumes from the server offset', async () => {
    tus.patchDelay = 20;
    const file = randomFile('a.jpg', 400_000);
    const { engine } = engineWith();
    await engine.start(job([file]));
    await until(() => (engine.getSnapshot().items[0]?.bytesSent ?? 0) >= 64_000);
    engine.pause();
    expect(engine.getSnapshot().phase).toBe('paused');
    expect(engine.getSnapshot().items[0]?.status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const upload = onlyUpload();
    const pausedAt = upload.offset;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(upload.offset).toBe(pausedAt);
    engine.resume();
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(tus.bytesOf(upload).equals(Buffer.from(await file.file.arrayBuffer()))).toBe(true);
  });

  it('a batch that cannot be declared for the network waits and is declared again by itself', async () => {
    let calls = 0;
    const { engine } = engineWith({
      createBatch: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { batchId: 'b9', albumId: 'a1', alreadyUploaded: [] };
      },
      reconnectDelays: [100],
    });
    await engine.start(job([randomFile('a.jpg', 1000)]));
    expect(engine.getSnapshot().phase).toBe('waiting');
    expect(engine.getSnapshot().batchError?.key).toBe('errors.network');
    expect(tus.uploads.size).toBe(0);
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
  });

  it('a batch the server refuses fails the job and says why', async () => {
    const { engine, settled } = engineWith({
      createBatch: async () => {
        throw new Error('refused');
      },
      describeBatchError: () => ({
        text: { key: 'validation.upload.fileLimitReached', params: { max: 10, remaining: 0 } },
        transient: false,
      }),
    });
    await engine.start(job([randomFile('a.jpg', 1000)]));
    expect(engine.getSnapshot().phase).toBe('failed');
    expect(settled).toHaveLength(1);
  });

  it('warns of a measured slow connection; "wait" pauses, "continue" stops asking', async () => {
    // A clock where every reading is 5 s later: a few chunks look like a crawling connection.
    let clock = 0;
    tus.patchDelay = 10;
    const { engine } = engineWith({ now: () => (clock += 5_000), chunkSize: 16 * 1024 });
    await engine.start(job([randomFile('a.jpg', 400_000)]));
    await until(() => engine.getSnapshot().slow);
    expect(engine.getSnapshot().remainingSeconds).toBeGreaterThan(60);
    engine.pause();
    expect(engine.getSnapshot().phase).toBe('paused');
    expect(engine.getSnapshot().slow).toBe(false);
    engine.resume();
    await until(() => engine.getSnapshot().slow || engine.getSnapshot().phase === 'finished');
    engine.continueDespiteSlow();
    expect(engine.getSnapshot().slow).toBe(false);
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(engine.getSnapshot().items[0]?.status).toBe('done');
    expect(onlyUpload().offset).toBe(400_000);
  });

  it('a fast connection is never called slow', async () => {
    let clock = 0;
    const { engine } = engineWith({ now: () => (clock += 100) });
    const seen: boolean[] = [];
    engine.subscribe(() => seen.push(engine.getSnapshot().slow));
    await engine.start(job([randomFile('a.jpg', 2_000_000)]));
    await until(() => engine.getSnapshot().phase === 'finished');
    expect(seen.some(Boolean)).toBe(false);
  });

  describe('the queue kept on the device', () => {
    /** A device's store: what is saved is a copy, as IndexedDB keeps it. */
    function memoryStore() {
      const jobs = new Map<string, SavedJob>();
      const store: JobStore = {
        load: async (eventId) => jobs.get(eventId),
        save: async (saved) => {
          jobs.set(saved.eventId, { ...saved, files: saved.files.map((file) => ({ ...file })) });
        },
        remove: async (eventId) => {
          jobs.delete(eventId);
        },
      };
      return { jobs, store };
    }

    /** The server's answer to "what do you have of this batch", from what the tus server stored. */
    const batchState = async () =>
      Array.from({ length: 10 }, (_, index) => ({
        index,
        state: tus.completed.has(String(index)) ? ('processing' as const) : ('missing' as const),
      }));

    it('a reload at 40% of 10 photos continues the rest without picking again, nothing twice', async () => {
      const { jobs, store } = memoryStore();
      const urlStorage = new SafeUrlStorage(false);
      const files = Array.from({ length: 10 }, (_, index) => randomFile(`${index}.jpg`, 60_000));
      tus.patchDelay = 15;
      const first = engineWith({ store, urlStorage, parallelism: 2, batchState }).engine;
      await first.start(job(files));
      await until(
        () => first.getSnapshot().items.filter((item) => item.status === 'done').length >= 4,
      );
      first.destroy();
      await first.saved();
      const kept = jobs.get('e1');
      expect(kept?.batchId).toBe('b1');
      expect(kept?.guestName).toBe('  Ania ');
      const open = kept?.files.filter((file) => file.state === 'open') ?? [];
      expect(open.length).toBeGreaterThanOrEqual(4);
      expect(open.every((file) => file.blob !== null && file.sha256)).toBe(true);
      expect(kept?.files.filter((file) => file.state === 'stored').every((f) => !f.blob)).toBe(
        true,
      );

      const second = engineWith({ store, urlStorage, parallelism: 2, batchState }).engine;
      expect(await second.restoreSaved('e1')).toBe(true);
      expect(second.getSnapshot().restored).toBe(true);
      await until(() => second.getSnapshot().phase === 'finished');
      // No second batch, every photo stored once, byte for byte.
      expect(batches).toHaveLength(1);
      expect(second.getSnapshot().items.map((item) => item.status)).toEqual(Array(10).fill('done'));
      // Each photo stored once, byte for byte. A creation still on its way when the page went
      // (its answer never reached the page) may leave an empty upload the server expires.
      const finished = [...tus.uploads.values()].filter(
        (u) => u.length > 0 && u.offset === u.length,
      );
      expect(finished.map((u) => Number(u.metadata.fileIndex)).sort((a, b) => a - b)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      for (const upload of finished) {
        const index = Number(upload.metadata.fileIndex);
        expect(tus.bytesOf(upload).equals(await bytesOfFile(files[index]))).toBe(true);
      }
      expect(tus.uploads.size - finished.length).toBeLessThanOrEqual(2);
      await second.saved();
      expect(jobs.has('e1')).toBe(false);
      expect(await second.restoreSaved('e1')).toBe(false);
    });

    it('a file refused by its content is never kept as unfinished', async () => {
      const { jobs, store } = memoryStore();
      tus.refuseCreation = { status: 415, error: 'errors.unsupportedFileType' };
      tus.refuseIndex = 1;
      tus.patchDelay = 40;
      const { engine } = engineWith({ store });
      await engine.start(job([randomFile('a.jpg', 300_000), randomFile('b.jpg', 1000)]));
      await until(() => engine.getSnapshot().items[1]?.status === 'refused');
      await engine.saved();
      expect(jobs.get('e1')?.files[1]).toMatchObject({ state: 'refused', blob: null });
      expect(jobs.get('e1')?.files[0]?.state).toBe('open');
      await until(() => engine.getSnapshot().phase === 'finished');
      await engine.saved();
      expect(jobs.has('e1')).toBe(false);
    });

    it('files whose bytes the browser lost are named to pick again, unless the server has them', async () => {
      const { store } = memoryStore();
      tus.completed.add('1');
      const kept = randomFile('c.jpg', 5000);
      await store.save({
        eventId: 'e1',
        kind: 'upload',
        batchId: 'b9',
        savedAt: 0,
        files: [
          { name: 'a.jpg', type: 'image/jpeg', size: 5000, blob: null, state: 'open' },
          { name: 'b.jpg', type: 'image/jpeg', size: 5000, blob: null, state: 'open' },
          { name: 'c.jpg', type: 'image/jpeg', size: 5000, blob: kept.file, state: 'open' },
        ],
      });
      const { engine } = engineWith({ store, batchState });
      expect(await engine.restoreSaved('e1')).toBe(true);
      await until(() => engine.getSnapshot().phase === 'finished');
      expect(engine.getSnapshot().items.map((item) => item.status)).toEqual([
        'lost',
        'done',
        'done',
      ]);
      expect(onlyUpload().metadata).toMatchObject({ batchId: 'b9', fileIndex: '2' });
      // The lost file stays named until the guest picks it again.
      await engine.saved();
      expect((await store.load('e1'))?.files.map((file) => file.state)).toEqual([
        'open',
        'stored',
        'stored',
      ]);
    });

    it('a job kept before its batch was declared is declared again from the device copy', async () => {
      const { store } = memoryStore();
      const file = randomFile('a.jpg', 5000);
      await store.save({
        eventId: 'e1',
        kind: 'upload',
        message: 'Sto lat!',
        batchId: null,
        savedAt: 0,
        files: [{ name: 'a.jpg', type: 'image/jpeg', size: 5000, blob: file.file, state: 'open' }],
      });
      const { engine } = engineWith({ store });
      expect(await engine.restoreSaved('e1')).toBe(true);
      await until(() => engine.getSnapshot().phase === 'finished');
      expect(batches[0]?.message).toBe('Sto lat!');
      expect(tus.bytesOf(onlyUpload()).equals(await bytesOfFile(file))).toBe(true);
    });
  });
});
