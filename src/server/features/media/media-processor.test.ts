import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import {
  addUploaded,
  addUploadedPhotos,
  mediaRow,
  pixelBombPng,
  runFfmpeg,
  type SeededEvent,
  sampleJpeg,
  seedEvent,
} from '../../../test/media';
import { LocalStorage } from '../../adapters/storage/local-storage';
import type { Storage } from '../../adapters/storage/storage';
import type { DatabaseHandle } from '../../db/client';
import { media } from '../../db/schema';
import { resolveFfmpegPath } from './ffmpeg';
import { createMediaRepository } from './media.repository';
import { mediaStorageKey } from './media-keys';
import {
  createMediaProcessor,
  type MediaProcessorConfig,
  type ProcessedOutcome,
  processingClaimMs,
} from './media-processor';

/** The shared HEIC samples (beside the repository). */
const heicDir = fileURLToPath(new URL('../../../../../shared/fixtures/heic/', import.meta.url));
const ffmpeg = resolveFfmpegPath();

/** A logger whose JSON lines the test reads. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

async function bytesOf(storage: Storage, key: string): Promise<Buffer> {
  const { stream } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A Storage that is not LocalStorage (like S3: the processor copies originals to a temporary
 * file), delegating to `inner` except for `overrides`.
 */
function delegating(inner: Storage, overrides: Partial<Storage> = {}): Storage {
  return {
    put: (...args) => inner.put(...args),
    get: (...args) => inner.get(...args),
    stat: (...args) => inner.stat(...args),
    exists: (...args) => inner.exists(...args),
    delete: (...args) => inner.delete(...args),
    deleteByPrefix: (...args) => inner.deleteByPrefix(...args),
    list: (...args) => inner.list(...args),
    presignedGetUrl: (...args) => inner.presignedGetUrl(...args),
    // Like a bucket: nothing is on this machine's disk.
    adoptLocalFile: async () => false,
    localPath: () => null,
    ...overrides,
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the bundled ffmpeg', () => {
  it('is installed with the optional dependency', () => {
    expect(ffmpeg).toMatch(/ffmpeg$/);
  });
});

/** Sample videos and voice messages, made with ffmpeg itself. */
const samples: Record<string, Buffer> = {};
let sampleDir: string;

beforeAll(async () => {
  if (!ffmpeg) return;
  sampleDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-media-samples-'));
  const encoded = path.join(sampleDir, 'encoded.mp4');
  const mp4 = path.join(sampleDir, 'clip.mp4');
  // 3 s, 320×240 with sound, then marked "portrait" (rotation metadata as phones write it).
  await runFfmpeg(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    encoded,
  ]);
  await runFfmpeg(ffmpeg, ['-i', encoded, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', mp4]);
  samples.mp4 = readFileSync(mp4);
  // Voice message as Chrome's MediaRecorder writes it: live WebM/Opus, no duration in its header.
  samples.webm = await runFfmpeg(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=300:sample_rate=48000',
    '-t',
    '2.5',
    '-c:a',
    'libopus',
    '-live',
    '1',
    '-f',
    'webm',
    'pipe:1',
  ]);
  // …and as Safari's: MP4/AAC.
  const m4a = path.join(sampleDir, 'voice.m4a');
  await runFfmpeg(ffmpeg, [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=500:sample_rate=44100',
    '-t',
    '4',
    '-c:a',
    'aac',
    m4a,
  ]);
  samples.m4a = readFileSync(m4a);
}, 120_000);

afterAll(() => {
  if (sampleDir) rmSync(sampleDir, { recursive: true, force: true });
});

describe.each(testDatabases)('media processing on $kind', (testDatabase) => {
  let database: DatabaseHandle;
  let storage: LocalStorage;
  let storageDir: string;
  let seeded: SeededEvent;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    storageDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-media-'));
    storage = new LocalStorage(storageDir);
    seeded = await seedEvent(database.db);
  });
  afterEach(() => {
    rmSync(storageDir, { recursive: true, force: true });
  });

  function processor(config: Partial<MediaProcessorConfig> = {}, log = capturedLogger()) {
    const outcomes: ProcessedOutcome[] = [];
    return {
      processor: createMediaProcessor({
        db: database.db,
        storage,
        logger: log.logger,
        config: { ffmpegPath: ffmpeg, ...config },
        onProcessed: (outcome) => outcomes.push(outcome),
      }),
      lines: log.lines,
      outcomes,
    };
  }

  /** A processor over `over` with the test's logger and ffmpeg. */
  function processorWith(over: Storage, config: Partial<MediaProcessorConfig> = {}) {
    return createMediaProcessor({
      db: database.db,
      storage: over,
      logger: capturedLogger().logger,
      config: { ffmpegPath: ffmpeg, ...config },
    });
  }

  /** The test's storage with `overrides`, its files still on this disk. */
  function onThisDisk(overrides: Partial<Storage>): Storage {
    return delegating(storage, {
      adoptLocalFile: (...args) => storage.adoptLocalFile(...args),
      localPath: (key) => storage.localPath(key),
      ...overrides,
    });
  }

  async function processAll(
    files: Array<Parameters<typeof addUploaded>[3]>,
    config: Partial<MediaProcessorConfig> = {},
  ) {
    const { processor: p, lines, outcomes } = processor(config);
    const ids: string[] = [];
    for (const file of files) ids.push(await addUploaded(database.db, storage, seeded, file));
    for (const mediaId of ids) p.enqueue(mediaId);
    // Queued or running: what the metrics' queue depth reads.
    expect(p.depth()).toBe(ids.length);
    await p.idle();
    expect(p.depth()).toBe(0);
    await p.close();
    return { ids, lines, outcomes };
  }

  it('makes upright WebP derivatives of a rotated JPEG, its size, time and placeholder', async () => {
    // Stored 1200×800 landscape, EXIF orientation 6: shown 800×1200 portrait.
    const original = await sampleJpeg({
      width: 1200,
      height: 800,
      orientation: 6,
      takenAt: '2024:06:01 14:30:00',
    });
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/jpeg' }]);
    const row = await mediaRow(database.db, mediaId as string);
    expect(row.state).toBe('ready');
    expect([row.width, row.height]).toEqual([800, 1200]);
    // No offset in the EXIF: read in the event's zone (Warsaw, summer time UTC+2).
    expect(row.takenAt?.toISOString()).toBe('2024-06-01T12:30:00.000Z');
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect((row.placeholder as string).length).toBeLessThan(1000);
    const placeholder = await sharp(
      Buffer.from((row.placeholder as string).split(',')[1] as string, 'base64'),
    ).metadata();
    expect(placeholder.height).toBeGreaterThan(placeholder.width as number);

    const large = await sharp(
      await bytesOf(storage, mediaStorageKey(seeded.eventId, mediaId as string, 'large')),
    ).metadata();
    expect(large.format).toBe('webp');
    expect([large.width, large.height]).toEqual([800, 1200]); // never enlarged
    const thumb = await sharp(
      await bytesOf(storage, mediaStorageKey(seeded.eventId, mediaId as string, 'thumb')),
    ).metadata();
    expect(thumb.format).toBe('webp');
    expect([thumb.width, thumb.height]).toEqual([267, 400]);
  });

  it('shrinks a large photo to 1600 and 400 px on the long side', async () => {
    const original = await sampleJpeg({ width: 2400, height: 1800 });
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/jpeg' }]);
    const row = await mediaRow(database.db, mediaId as string);
    expect([row.width, row.height]).toEqual([2400, 1800]);
    const key = (variant: 'large' | 'thumb') =>
      mediaStorageKey(seeded.eventId, mediaId as string, variant);
    const large = await sharp(await bytesOf(storage, key('large'))).metadata();
    const thumb = await sharp(await bytesOf(storage, key('thumb'))).metadata();
    expect([large.width, large.height]).toEqual([1600, 1200]);
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('reads the EXIF offset when the camera wrote one', async () => {
    const original = await sampleJpeg({ takenAt: '2024:01:10 09:00:00', offset: '-05:00' });
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/jpeg' }]);
    expect((await mediaRow(database.db, mediaId as string)).takenAt?.toISOString()).toBe(
      '2024-01-10T14:00:00.000Z',
    );
  });

  it('strips GPS from the derivatives and keeps the original byte for byte', async () => {
    const original = await sampleJpeg({ gps: true, takenAt: '2024:06:01 14:30:00' });
    expect((await exifr.gps(original))?.latitude).toBeCloseTo(52.218, 2);
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/jpeg' }]);
    const id = mediaId as string;
    const kept = await bytesOf(storage, mediaStorageKey(seeded.eventId, id, 'original'));
    expect(sha256(kept)).toBe(sha256(original));
    expect((await mediaRow(database.db, id)).sha256).toBe(sha256(original));
    for (const variant of ['thumb', 'large'] as const) {
      const derivative = await bytesOf(storage, mediaStorageKey(seeded.eventId, id, variant));
      const metadata = await sharp(derivative).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(await exifr.gps(derivative).catch(() => undefined)).toBeUndefined();
    }
  });

  it('decodes an iPhone HEIC in a worker', async () => {
    const original = readFileSync(path.join(heicDir, 'example.heic'));
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/heic' }]);
    const id = mediaId as string;
    const row = await mediaRow(database.db, id);
    expect(row.state).toBe('ready');
    expect([row.width, row.height]).toEqual([1280, 854]);
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
    const large = await sharp(
      await bytesOf(storage, mediaStorageKey(seeded.eventId, id, 'large')),
    ).metadata();
    const thumb = await sharp(
      await bytesOf(storage, mediaStorageKey(seeded.eventId, id, 'thumb')),
    ).metadata();
    expect([large.width, large.height]).toEqual([1280, 854]);
    expect([thumb.width, thumb.height]).toEqual([400, 267]);
    expect(sha256(await bytesOf(storage, row.storageKey))).toBe(sha256(original));
  });

  it('fails every broken or hostile file, logs each once and goes on', async () => {
    const good = await sampleJpeg({ width: 640, height: 480 });
    const hostile = [
      'clap-overflow-divide-zero',
      'clusterfuzz-testcase-minimized-file-fuzzer-5752063708495872',
      'clusterfuzz-testcase-minimized-file-fuzzer-6045213633282048',
    ].map((name) => readFileSync(path.join(heicDir, `hostile-${name}.heic`)));
    const broken: Array<Parameters<typeof addUploaded>[3]> = [
      ...hostile.map((bytes) => ({ kind: 'photo' as const, bytes, mime: 'image/heic' })),
      { kind: 'photo', bytes: good.subarray(0, Math.floor(good.length / 2)), mime: 'image/jpeg' },
      { kind: 'photo', bytes: pixelBombPng(100_000, 100_000), mime: 'image/png' },
      { kind: 'photo', bytes: new Uint8Array(0), mime: 'image/jpeg' },
      { kind: 'photo', bytes: Buffer.from('MZ this is not a picture at all'), mime: 'image/jpeg' },
      { kind: 'video', bytes: Buffer.from('not a video, just words'), mime: 'video/mp4' },
      { kind: 'audio', bytes: Buffer.alloc(4096, 7), mime: 'audio/webm' },
    ];
    const { ids, lines, outcomes } = await processAll([
      ...broken,
      { kind: 'photo', bytes: good, mime: 'image/jpeg' },
    ]);
    const states = await Promise.all(
      ids.map(async (id) => (await mediaRow(database.db, id)).state),
    );
    expect(states).toEqual([...broken.map(() => 'failed'), 'ready']);
    // Listeners (the live gallery) hear each outcome once.
    expect([...outcomes].sort((a, b) => ids.indexOf(a.mediaId) - ids.indexOf(b.mediaId))).toEqual(
      ids.map((mediaId, i) => ({
        mediaId,
        eventId: seeded.eventId,
        state: i < broken.length ? 'failed' : 'ready',
      })),
    );
    const failures = lines.filter((line) => line.msg === 'media cannot be displayed');
    expect(failures.map((line) => line.mediaId).sort()).toEqual(ids.slice(0, -1).sort());
    // Nothing was derived from them.
    for (const id of ids.slice(0, -1)) {
      expect(await storage.exists(mediaStorageKey(seeded.eventId, id, 'thumb'))).toBe(false);
    }
  });

  it('fails a HEIC whose decoding outlasts the time limit', async () => {
    const original = readFileSync(path.join(heicDir, 'example.heic'));
    const {
      ids: [mediaId],
    } = await processAll([{ kind: 'photo', bytes: original, mime: 'image/heic' }], {
      heicTimeoutMs: 1,
    });
    expect((await mediaRow(database.db, mediaId as string)).state).toBe('failed');
  });

  it.runIf(ffmpeg)(
    'makes a video poster (turned as players show it) and reads its duration',
    async () => {
      const {
        ids: [mediaId],
      } = await processAll([{ kind: 'video', bytes: samples.mp4 as Buffer, mime: 'video/mp4' }]);
      const id = mediaId as string;
      const row = await mediaRow(database.db, id);
      expect(row.state).toBe('ready');
      expect(row.durationMs).toBeGreaterThanOrEqual(2900);
      expect(row.durationMs).toBeLessThanOrEqual(3100);
      expect([row.width, row.height]).toEqual([240, 320]);
      const poster = await sharp(
        await bytesOf(storage, mediaStorageKey(seeded.eventId, id, 'poster')),
      ).metadata();
      expect(poster.format).toBe('webp');
      expect([poster.width, poster.height]).toEqual([240, 320]);
    },
  );

  it.runIf(ffmpeg)(
    'gives a video a neutral poster and the container duration without ffmpeg',
    async () => {
      const {
        ids: [mediaId],
      } = await processAll([{ kind: 'video', bytes: samples.mp4 as Buffer, mime: 'video/mp4' }], {
        ffmpegPath: null,
      });
      const id = mediaId as string;
      const row = await mediaRow(database.db, id);
      expect(row.state).toBe('ready');
      expect(row.durationMs).toBeGreaterThanOrEqual(2900);
      expect(row.durationMs).toBeLessThanOrEqual(3100);
      expect([row.width, row.height]).toEqual([null, null]);
      const poster = await sharp(
        await bytesOf(storage, mediaStorageKey(seeded.eventId, id, 'poster')),
      ).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual(['webp', 1280, 720]);
    },
  );

  it.runIf(ffmpeg)(
    'reads the duration of voice messages from Chrome (WebM/Opus) and Safari (MP4/AAC)',
    async () => {
      const { ids } = await processAll([
        { kind: 'audio', bytes: samples.webm as Buffer, mime: 'audio/webm' },
        { kind: 'audio', bytes: samples.m4a as Buffer, mime: 'audio/mp4' },
      ]);
      const [webm, m4a] = await Promise.all(ids.map((id) => mediaRow(database.db, id)));
      expect(webm?.state).toBe('ready');
      expect(webm?.durationMs).toBeGreaterThanOrEqual(2400);
      expect(webm?.durationMs).toBeLessThanOrEqual(2600);
      expect(m4a?.state).toBe('ready');
      expect(m4a?.durationMs).toBeGreaterThanOrEqual(3900);
      expect(m4a?.durationMs).toBeLessThanOrEqual(4100);
      expect(
        await storage.exists(mediaStorageKey(seeded.eventId, ids[0] as string, 'poster')),
      ).toBe(false);
    },
  );

  it.runIf(ffmpeg)('reads voice message durations from their headers without ffmpeg', async () => {
    const { ids } = await processAll(
      [
        { kind: 'audio', bytes: samples.m4a as Buffer, mime: 'audio/mp4' },
        { kind: 'audio', bytes: samples.webm as Buffer, mime: 'audio/webm' },
      ],
      { ffmpegPath: null },
    );
    const [m4a, webm] = await Promise.all(ids.map((id) => mediaRow(database.db, id)));
    expect(m4a?.state).toBe('ready');
    expect(m4a?.durationMs).toBeGreaterThanOrEqual(3900);
    expect(m4a?.durationMs).toBeLessThanOrEqual(4100);
    // Chrome's live WebM states none: playable, duration unknown.
    expect(webm?.state).toBe('ready');
    expect(webm?.durationMs).toBeNull();
  });

  it('runs at most `concurrency` jobs at once, and more than one', async () => {
    let active = 0;
    let peak = 0;
    const counting = delegating(storage, {
      get: async (key, range) => {
        if (key.endsWith('/original')) {
          active += 1;
          peak = Math.max(peak, active);
        }
        return storage.get(key, range);
      },
      put: async (key, source, options) => {
        const result = await storage.put(key, source, options);
        if (key.endsWith('/large.webp')) active -= 1;
        return result;
      },
    });
    const p = createMediaProcessor({
      db: database.db,
      storage: counting,
      logger: capturedLogger().logger,
      config: { concurrency: 2, ffmpegPath: ffmpeg },
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const bytes = await sampleJpeg({ width: 1000 + i, height: 750 });
      ids.push(
        await addUploaded(database.db, storage, seeded, {
          kind: 'photo',
          bytes,
          mime: 'image/jpeg',
        }),
      );
    }
    for (const id of ids) p.enqueue(id);
    await p.idle();
    await p.close();
    expect(peak).toBe(2);
    for (const id of ids) expect((await mediaRow(database.db, id)).state).toBe('ready');
  });

  /** `count` uploaded 800×600 photos in `processing`. */
  const uploadedPhotos = (count: number) => addUploadedPhotos(database.db, storage, seeded, count);

  it('recovers the items a crash left in processing', async () => {
    const ids = await uploadedPhotos(4);
    // A process that queued them all and stopped after starting one.
    const first = processor({ concurrency: 1 }).processor;
    for (const id of ids) first.enqueue(id);
    await first.close();
    const states = await Promise.all(
      ids.map(async (id) => (await mediaRow(database.db, id)).state),
    );
    expect(states.filter((state) => state === 'processing').length).toBeGreaterThanOrEqual(3);
    // An item that finished or failed is not touched again.
    const done = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes: Buffer.from('broken'),
      mime: 'image/jpeg',
      state: 'failed',
    });

    const second = processor().processor;
    await second.recover();
    await second.idle();
    await second.close();
    for (const id of ids) expect((await mediaRow(database.db, id)).state).toBe('ready');
    expect((await mediaRow(database.db, done)).state).toBe('failed');
  });

  it('takes over only the items that have waited longer than asked', async () => {
    const bytes = await sampleJpeg({ width: 400, height: 300 });
    const waiting = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes,
      mime: 'image/jpeg',
    });
    const fresh = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes,
      mime: 'image/jpeg',
    });
    // Left queued by an instance that stopped 20 minutes ago.
    await database.db
      .update(media)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(media.id, waiting));

    const { processor: p } = processor();
    await p.recover({ olderThanMs: 10 * 60_000 });
    await p.idle();
    expect((await mediaRow(database.db, waiting)).state).toBe('ready');
    expect((await mediaRow(database.db, fresh)).state).toBe('processing');
    await p.recover();
    await p.idle();
    await p.close();
    expect((await mediaRow(database.db, fresh)).state).toBe('ready');
  });

  it('processes an item queued by two instances once, and keeps its derivatives', async () => {
    const ids = await uploadedPhotos(3);
    // Two instances over one database, each told of every item (one finished the uploads, the
    // other started and recovered what was in processing).
    const puts: string[] = [];
    const instances = [0, 1].map(() => processorWith(counting(puts)));
    for (const instance of instances) for (const id of ids) instance.enqueue(id);
    await Promise.all(instances.map((instance) => instance.idle()));
    await Promise.all(instances.map((instance) => instance.close()));
    // A thumbnail and a large image for each, made once.
    expect(puts.length).toBe(ids.length * 2);
    for (const id of ids) {
      expect((await mediaRow(database.db, id)).state).toBe('ready');
      for (const variant of ['thumb', 'large'] as const) {
        expect(await storage.exists(mediaStorageKey(seeded.eventId, id, variant))).toBe(true);
      }
    }
  });

  /** A photo in `processing` whose job an instance claimed `at` (and, with `touched`, its row). */
  async function claimedPhoto(at: Date, touched = false): Promise<string> {
    const [id] = (await uploadedPhotos(1)) as [string];
    await database.db
      .update(media)
      .set({ processingClaimedAt: at, ...(touched ? { updatedAt: at } : {}) })
      .where(eq(media.id, id));
    return id;
  }

  it('leaves an item another instance is processing until that claim is old', async () => {
    const claimed = await claimedPhoto(new Date());
    // That instance stopped 20 minutes ago, in the middle of the job.
    const abandoned = await claimedPhoto(new Date(Date.now() - 20 * 60_000), true);
    const { processor: p } = processor();
    await p.recover();
    await p.idle();
    expect((await mediaRow(database.db, claimed)).state).toBe('processing');
    expect((await mediaRow(database.db, abandoned)).state).toBe('ready');
    const another = await claimedPhoto(new Date(Date.now() - 20 * 60_000), true);
    await p.recover({ olderThanMs: processingClaimMs });
    await p.idle();
    await p.close();
    expect((await mediaRow(database.db, another)).state).toBe('ready');
    expect((await mediaRow(database.db, claimed)).state).toBe('processing');
  });

  it('takes at once what a crash interrupted when it is the only instance', async () => {
    // The job had claimed the item when the process died.
    const interrupted = await claimedPhoto(new Date());
    const { processor: p } = processor();
    await p.recover({ releaseClaims: true });
    await p.idle();
    await p.close();
    expect((await mediaRow(database.db, interrupted)).state).toBe('ready');
  });

  it('does not start an item again while its job runs, even with its claim dropped', async () => {
    const [id] = (await uploadedPhotos(1)) as [string];
    // The job holds on in its first write, until recover has run.
    const puts: string[] = [];
    const holding = holdingFirstWrite(puts);
    const p = processorWith(holding.over);
    p.enqueue(id);
    await holding.wrote;
    await p.recover({ releaseClaims: true });
    holding.release();
    await p.idle();
    await p.close();
    expect(puts.length).toBe(2);
    expect((await mediaRow(database.db, id)).state).toBe('ready');
    expect(await storage.exists(mediaStorageKey(seeded.eventId, id, 'thumb'))).toBe(true);
  });

  /** A storage whose first write waits for `release`; `wrote` resolves when it is reached. */
  function holdingFirstWrite(puts: string[]) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writing = () => {};
    const wrote = new Promise<void>((resolve) => {
      writing = resolve;
    });
    const over = onThisDisk({
      put: async (key, ...rest) => {
        puts.push(key);
        writing();
        await held;
        return storage.put(key, ...rest);
      },
    });
    return { over, wrote, release };
  }

  /** The test's storage, its writes counted in `puts`. */
  function counting(puts: string[]): Storage {
    return onThisDisk({
      put: (key, ...rest) => {
        puts.push(key);
        return storage.put(key, ...rest);
      },
    });
  }

  it('keeps its claim while a job outlasts it, so no other instance takes the item over', async () => {
    const [id] = (await uploadedPhotos(1)) as [string];
    const uploaded = (await mediaRow(database.db, id)).updatedAt;
    const claimMs = 400;
    const puts: string[] = [];
    const slow = holdingFirstWrite(puts);
    const first = processorWith(slow.over, { claimMs });
    first.enqueue(id);
    await slow.wrote;
    // The job runs on for two and a half claims (a long video); another instance looks for
    // items waiting longer than a claim, as its takeover does.
    await new Promise((resolve) => setTimeout(resolve, claimMs * 2.5));
    const second = processorWith(counting(puts), { claimMs });
    await second.recover({ olderThanMs: claimMs });
    second.enqueue(id);
    await second.idle();
    const held = await mediaRow(database.db, id);
    expect(held.state).toBe('processing');
    // Claimed and renewed, the item itself is unchanged (the ZIP's and pages' versions read it).
    expect(held.processingClaimedAt?.getTime()).toBeGreaterThan(uploaded.getTime());
    expect(held.updatedAt).toEqual(uploaded);
    // And a takeover does not list it: its claim is young.
    const waiting = await createMediaRepository(database.db).listProcessing(
      new Date(Date.now() - claimMs),
    );
    expect(waiting).not.toContain(id);
    slow.release();
    await first.idle();
    await Promise.all([first.close(), second.close()]);
    expect(puts.length).toBe(2);
    expect((await mediaRow(database.db, id)).state).toBe('ready');
    expect((await mediaRow(database.db, id)).processingClaimedAt).not.toBeNull();
  });

  it('keeps the derivatives of the instance that took over a job whose claim lapsed', async () => {
    const [id] = (await uploadedPhotos(1)) as [string];
    const puts: string[] = [];
    const paused = holdingFirstWrite(puts);
    const first = processorWith(paused.over);
    first.enqueue(id);
    await paused.wrote;
    // Its machine was paused for twenty minutes: no renewal, and the claim is old.
    const old = new Date(Date.now() - 20 * 60_000);
    await database.db
      .update(media)
      .set({ processingClaimedAt: old, updatedAt: old })
      .where(eq(media.id, id));
    const second = processorWith(counting(puts));
    await second.recover({ olderThanMs: processingClaimMs });
    await second.idle();
    expect((await mediaRow(database.db, id)).state).toBe('ready');
    // The paused job goes on and writes the same derivatives; the item is no longer its own.
    paused.release();
    await first.idle();
    await Promise.all([first.close(), second.close()]);
    expect(puts.length).toBe(4);
    expect((await mediaRow(database.db, id)).state).toBe('ready');
    for (const variant of ['thumb', 'large'] as const) {
      expect(await storage.exists(mediaStorageKey(seeded.eventId, id, variant))).toBe(true);
    }
  });

  it('ignores ids that are not processing and enqueues after close', async () => {
    const bytes = await sampleJpeg({ width: 400, height: 300 });
    const uploading = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes,
      mime: 'image/jpeg',
      state: 'uploading',
    });
    const { processor: p } = processor();
    p.enqueue(uploading);
    p.enqueue('no-such-media');
    await p.idle();
    expect((await mediaRow(database.db, uploading)).state).toBe('uploading');
    await p.close();
    const later = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes,
      mime: 'image/jpeg',
    });
    p.enqueue(later);
    await p.idle();
    expect((await mediaRow(database.db, later)).state).toBe('processing');
  });

  it('leaves no derivatives behind for an item deleted while it was processed', async () => {
    const bytes = await sampleJpeg({ width: 1600, height: 1200 });
    const mediaId = await addUploaded(database.db, storage, seeded, {
      kind: 'photo',
      bytes,
      mime: 'image/jpeg',
    });
    const deleting = delegating(storage, {
      get: async (key, range) => {
        const opened = await storage.get(key, range);
        await database.db.delete(media).where(eq(media.id, mediaId));
        return opened;
      },
    });
    const p = processorWith(deleting);
    p.enqueue(mediaId);
    await p.idle();
    await p.close();
    expect(await storage.exists(mediaStorageKey(seeded.eventId, mediaId, 'thumb'))).toBe(false);
    expect(await storage.exists(mediaStorageKey(seeded.eventId, mediaId, 'large'))).toBe(false);
  });
});
