/**
 * Prometheus metrics of one process (prom-client, its own registry so that
 * several apps in one test process do not mix): HTTP requests by method,
 * route pattern and status; tus uploads in flight, bytes received and
 * uploads created (measured around /api/uploads, the uploads feature is not
 * touched); the media processing queue, the scheduler's lag and open live
 * streams, and the free disk space against the reserve, through gauges read at
 * scrape time; and prom-client's default
 * process metrics.
 */
import type { MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { answeredRoute } from '../../http/route-label';

/** Read at scrape time; each may be set later (the scheduler starts after the app). */
export type MetricSources = {
  /** Media items waiting in or being processed by this process' queue. */
  mediaQueueDepth?: () => number;
  /** Seconds since the lifecycle scheduler's last completed run (null before the first). */
  schedulerLagSeconds?: () => number | null;
  /** Open live-update (SSE) streams of this process. */
  liveStreams?: () => number;
  /** The disk reserve (features/uploads/disk-reserve.ts): the least free space, the reserve. */
  disk?: { freeBytes: () => Promise<number | null>; reserveBytes: number };
};

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};

  const requests = new Counter({
    name: 'momenty_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'momenty_http_request_duration_seconds',
    help: 'Time until the response headers were ready, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const uploadsInFlight = new Gauge({
    name: 'momenty_tus_uploads_in_flight',
    help: 'tus PATCH requests whose body is being received.',
    registers: [registry],
  });
  const bytesReceived = new Counter({
    name: 'momenty_tus_bytes_received_total',
    help: 'Upload bytes stored through tus (offset after minus offset before each accepted request).',
    registers: [registry],
  });
  const uploadsCreated = new Counter({
    name: 'momenty_tus_uploads_created_total',
    help: 'tus uploads created (POST answered 201).',
    registers: [registry],
  });
  new Gauge({
    name: 'momenty_media_queue_depth',
    help: "Media items queued or being processed by this process' media processor.",
    registers: [registry],
    collect() {
      this.set(sources.mediaQueueDepth?.() ?? 0);
    },
  });
  new Gauge({
    name: 'momenty_scheduler_lag_seconds',
    help: "Seconds since the lifecycle scheduler's last completed run on this process (absent before the first or when it does not run).",
    registers: [registry],
    collect() {
      this.reset();
      const lag = sources.schedulerLagSeconds?.();
      if (lag !== null && lag !== undefined) this.set(lag);
    },
  });
  new Gauge({
    name: 'momenty_live_streams',
    help: 'Open live-update (server-sent events) streams on this process.',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams?.() ?? 0);
    },
  });

  new Gauge({
    name: 'momenty_disk_free_bytes',
    help: 'Free space on the local folders uploads go to (the least of them); new uploads are refused below momenty_disk_reserve_bytes (absent with a bucket).',
    registers: [registry],
    async collect() {
      this.reset();
      const free = await sources.disk?.freeBytes().catch(() => null);
      if (free !== null && free !== undefined) this.set(free);
    },
  });
  new Gauge({
    name: 'momenty_disk_reserve_bytes',
    help: "Disk space kept free for the database and the photos' smaller copies (DISK_RESERVE_MB).",
    registers: [registry],
    collect() {
      this.set(sources.disk?.reserveBytes ?? 0);
    },
  });

  /** Counts and times every request; mount right after the request context. */
  const http: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      const method = knownMethods.has(c.req.method) ? c.req.method : 'OTHER';
      // After next(), the route index points at the handler that answered.
      const labels = { method, route: answeredRoute(c), status: String(status) };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    }
  };

  /** Around /api/uploads[/…]: PATCH bodies in flight, bytes accepted, uploads created. */
  const uploads: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    const patch = method === 'PATCH';
    if (patch) uploadsInFlight.inc();
    try {
      await next();
    } finally {
      if (patch) uploadsInFlight.dec();
    }
    const status = c.res.status;
    if (method === 'POST' && status === 201) uploadsCreated.inc();
    const offset = c.res.headers.get('upload-offset');
    const after = offset === null ? Number.NaN : Number(offset);
    if (!Number.isSafeInteger(after)) return;
    if (patch && status === 204) {
      const before = Number(c.req.header('upload-offset'));
      if (Number.isSafeInteger(before) && after > before) bytesReceived.inc(after - before);
    } else if (method === 'POST' && status === 201 && after > 0) {
      // Creation with upload: the first bytes came with the POST.
      bytesReceived.inc(after);
    }
  };

  return {
    registry,
    http,
    uploads,
    /** Sets the gauges' sources (merged with those set before). */
    observe(more: MetricSources) {
      Object.assign(sources, more);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
