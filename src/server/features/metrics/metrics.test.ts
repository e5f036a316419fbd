import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import { clientId, createBatch, guest, jpeg, seedEvent } from '../../../test/guest';
import { startTestServer, type TestServer } from '../../../test/server';
import { createMetrics } from './metrics';
import { bearerMatches, metricsRoutes } from './metrics.routes';

/** One sample line of the text exposition format 0.0.4: name{labels} value. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\["\\n])*",?)*\})? (?:[-+]?(?:\d+(?:\.\d+)?(?:e[-+]?\d+)?|Inf)|NaN)(?: -?\d+)?$/i;
const COMMENT =
  /^# (?:HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (?:counter|gauge|histogram|summary|untyped))$/;

/** Parses the exposition text strictly: every line a comment or a sample, else it throws. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`bad comment line: ${line}`);
      continue;
    }
    if (!SAMPLE.test(line)) throw new Error(`bad sample line: ${line}`);
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(testDatabases)('metrics on $kind', (testDatabase) => {
  let server: TestServer;
  let secured: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      mediaProcessor: { enqueue: () => {} },
    });
    secured = await startTestServer(testDatabase, {
      env: { METRICS_TOKEN: 'metrics-s3cret-token-0123' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await secured?.close();
  });

  async function scrape(target = server, init?: RequestInit) {
    const res = await fetch(`${target.url}/metrics`, init);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(await res.text());
  }
  const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

  it('answers the Prometheus text format with process metrics and our gauges', async () => {
    const samples = await scrape();
    expect(samples.has('process_cpu_user_seconds_total')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.get('momenty_tus_uploads_in_flight')).toBe(0);
    expect(samples.get('momenty_media_queue_depth')).toBe(0);
    expect(samples.get('momenty_live_streams')).toBe(0);
    // The test server keeps its files on a local disk: its free space, and the reserve kept.
    expect(value(samples, 'momenty_disk_free_bytes')).toBeGreaterThan(0);
    expect(samples.get('momenty_disk_reserve_bytes')).toBe(1024 * 1024 * 1024);
  });

  it('counts requests by route pattern, never by raw path', async () => {
    const eventId = 'Zr9xQ2mKpL7vN3bT8wY1aA';
    const key = (route: string, status: number, suffix = '_total') =>
      `momenty_http_requests${suffix}{method="GET",route="${route}",status="${status}"}`;
    const before = await scrape();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const missing = await fetch(`${server.url}/api/public/events/${eventId}`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.url}/api/no/such/thing`)).status).toBe(404);
    expect((await fetch(`${server.url}/nowhere-${eventId}`)).status).toBe(404);

    const after = await scrape();
    expect(value(after, key('/api/health', 200)) - value(before, key('/api/health', 200))).toBe(2);
    const eventRoute = '/api/public/events/:eventId';
    expect(value(after, key(eventRoute, 404)) - value(before, key(eventRoute, 404))).toBe(1);
    expect(value(after, key('unmatched', 404)) - value(before, key('unmatched', 404))).toBe(2);
    const histogramCount = `momenty_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}`;
    expect(value(after, histogramCount) - value(before, histogramCount)).toBe(2);
    // The raw id never becomes a label.
    expect([...after.keys()].some((k) => k.includes(eventId))).toBe(false);
  });

  it('measures tus uploads: in flight while a PATCH streams, bytes received, uploads created', async () => {
    const { eventId } = await seedEvent(server);
    const data = jpeg(200_000);
    const batch = await createBatch(guest(server), eventId, {
      clientId: clientId(),
      files: [{ name: 'a.jpg', size: data.length, type: 'image/jpeg', sha256: sha256(data) }],
    });
    expect(batch.status).toBe(201);
    const before = await scrape();
    const created = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(data.length),
        'Upload-Metadata': [
          `eventId ${b64(eventId)}`,
          `batchId ${b64(batch.body.batchId as string)}`,
          `fileIndex ${b64('0')}`,
          `filename ${b64('a.jpg')}`,
          `filetype ${b64('image/jpeg')}`,
        ].join(','),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') as string, server.url).toString();

    // The first 80 000 bytes, the rest held back until /metrics has been read.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(data.subarray(0, 80_000));
        await held;
        controller.enqueue(data.subarray(80_000));
        controller.close();
      },
    });
    const patch = fetch(location, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    let during = await scrape();
    for (let i = 0; i < 50 && value(during, 'momenty_tus_uploads_in_flight') === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = await scrape();
    }
    expect(value(during, 'momenty_tus_uploads_in_flight')).toBe(1);
    release();
    const res = await patch;
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(data.length));

    const after = await scrape();
    expect(value(after, 'momenty_tus_uploads_in_flight')).toBe(0);
    expect(
      value(after, 'momenty_tus_bytes_received_total') -
        value(before, 'momenty_tus_bytes_received_total'),
    ).toBe(data.length);
    expect(
      value(after, 'momenty_tus_uploads_created_total') -
        value(before, 'momenty_tus_uploads_created_total'),
    ).toBe(1);
    // The upload URL's id is not a label either: the PATCH is counted under the tus route's pattern.
    const uploadId = location.split('/').at(-1) as string;
    const patchKeys = [...after.keys()].filter(
      (k) =>
        k.startsWith('momenty_http_requests_total{method="PATCH",route="/api/uploads/') &&
        k.endsWith('status="204"}'),
    );
    expect(patchKeys).toHaveLength(1);
    expect(patchKeys[0]).not.toContain(uploadId);
    expect(value(after, patchKeys[0] as string) - value(before, patchKeys[0] as string)).toBe(1);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const url = `${secured.url}/metrics`;
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fetch(url, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(
      (await fetch(url, { headers: { Authorization: 'metrics-s3cret-token-0123' } })).status,
    ).toBe(401);
    const samples = await scrape(secured, {
      headers: { Authorization: 'Bearer metrics-s3cret-token-0123' },
    });
    expect(
      samples.has('momenty_http_requests_total{method="GET",route="/metrics",status="401"}'),
    ).toBe(true);
  });
});

describe('/metrics without a token', () => {
  it('is closed in production and open elsewhere', async () => {
    const closed = metricsRoutes({ metrics: createMetrics(), token: undefined, production: true });
    const res = await closed.request('/metrics');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'errors.notFound' });
    const open = metricsRoutes({ metrics: createMetrics(), token: undefined, production: false });
    expect((await open.request('/metrics')).status).toBe(200);
    const withToken = metricsRoutes({
      metrics: createMetrics(),
      token: 'metrics-s3cret-token-0123',
      production: true,
    });
    const asked = await withToken.request('/metrics', {
      headers: { Authorization: 'Bearer metrics-s3cret-token-0123' },
    });
    expect(asked.status).toBe(200);
  });
});

describe('bearerMatches', () => {
  it('accepts only the exact token after "Bearer "', () => {
    expect(bearerMatches('Bearer abc', 'abc')).toBe(true);
    expect(bearerMatches('bearer abc', 'abc')).toBe(true);
    expect(bearerMatches('Bearer abcd', 'abc')).toBe(false);
    expect(bearerMatches('Bearer ab', 'abc')).toBe(false);
    expect(bearerMatches('abc', 'abc')).toBe(false);
    expect(bearerMatches(undefined, 'abc')).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
  });
});
