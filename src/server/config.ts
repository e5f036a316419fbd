/**
 * The one place that reads the environment. Every setting is validated with
 * zod at start-up; a bad value stops the process with a message naming the
 * variable. The result is a plain typed object passed down to whoever needs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { envSchema } from './config-schema';

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Public address of the site, without a trailing slash. */
  baseUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  siteName: string;
  supportEmail: string;
  /** Absolute folders of the embedded deployment (`uploads`: unfinished tus uploads). */
  paths: { data: string; db: string; files: string; outbox: string; uploads: string };
  database: { kind: 'pglite' } | { kind: 'postgres'; url: string; poolSize: number };
  mail: { from: string } & ({ kind: 'outbox' } | { kind: 'smtp'; url: string });
  /**
   * Request header that carries the client address, set by a reverse proxy we
   * trust (e.g. x-forwarded-for, x-real-ip, cf-connecting-ip); unset = the socket's address.
   */
  clientIpHeader: string | undefined;
  auth: {
    /** Signs sessions and tokens; generated into DATA_DIR when absent on a single embedded instance. */
    secret: string | undefined;
    google: { clientId: string; clientSecret: string } | undefined;
    /** Requests per window and client address on sign-in, sign-up, code and reset endpoints. */
    rateLimit: { max: number; windowSeconds: number };
  };
  /** Lifecycle e-mails and the expiry sweep: whether this instance runs them, and how often. */
  lifecycle: { enabled: boolean; intervalMs: number };
  /** Contact-form messages per window and client address. */
  contactRateLimit: { max: number; windowSeconds: number };
  /**
   * Stripe Checkout when a secret key is set; otherwise the built-in test-mode
   * checkout, which refuses production unless explicitly allowed.
   */
  payments:
    | {
        kind: 'stripe';
        secretKey: string;
        webhookSecret: string;
        /** Another address for Stripe's API (a local stand-in in tests); unset = Stripe's own. */
        apiUrl: string | undefined;
      }
    | { kind: 'test'; allowedInProduction: boolean };
  uploads: {
    /** Unfinished uploads older than this expire and give their slots back. */
    expiryMs: number;
    /**
     * Disk space kept free on the local folders uploads go to (the database, the files, the
     * unfinished uploads): a new upload that would eat into it is refused for now.
     */
    diskReserveBytes: number;
  };
  /** Wrong event passwords per client address and event within the window, then 429. */
  guestUnlockRateLimit: { max: number; windowSeconds: number; deviceFreeAttempts: number };
  /** ZIP downloads: archives larger than `partMaxBytes` are offered as numbered parts. */
  downloads: { partMaxBytes: number };
  /**
   * Where files live: `local` under DATA_DIR/files (one machine), or an
   * S3-compatible bucket (AWS S3, MinIO, R2) shared by every instance; the
   * bucket also holds unfinished tus uploads, as multipart uploads of
   * `partSizeBytes` parts.
   */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        /** Unset = AWS S3's own endpoint for the region. */
        endpoint: string | undefined;
        /**
         * The store's address as browsers reach it, for presigned URLs (they
         * sign the host), when it differs from `endpoint` (e.g. `http://minio:9000`
         * inside a compose network); unset = `endpoint`.
         */
        publicEndpoint: string | undefined;
        bucket: string;
        region: string;
        /** Unset = the SDK's default chain (environment, instance role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, s3rver). */
        forcePathStyle: boolean;
        /** Size of every part of a multipart upload but the last (R2 wants them equal). */
        partSizeBytes: number;
      };
  /**
   * How /media answers once it has checked access: `proxy` streams the bytes
   * (with ranges), `redirect` sends the client to a presigned URL valid
   * `urlTtlSeconds` (S3 only). With `publicBaseUrl` (a CDN in front of the
   * files), the URLs in API answers point there: relative storage keys
   * prefixed on read.
   */
  media: {
    delivery: 'proxy' | 'redirect';
    urlTtlSeconds: number;
    publicBaseUrl: string | undefined;
  };
  /** GET /metrics asks for `Authorization: Bearer <token>` when set. */
  metricsToken: string | undefined;
  shutdownTimeoutMs: number;
  /** Live updates: comment sent on idle streams every `heartbeatSeconds`; changes kept `retentionHours` for catch-up. */
  live: { heartbeatSeconds: number; retentionHours: number };
  /** ops: FFMPEG_PATH, an ffmpeg binary chosen explicitly; else the bundled one, else `ffmpeg` on PATH. */
  ffmpegPath: string | undefined;
};

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse and validate the environment (process.env by default) into a Config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        const shown = value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const crossProblems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    crossProblems.push(
      `${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: must be set together with ${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET'} (or leave both empty to hide Google sign-in)`,
    );
  }
  if (!e.AUTH_SECRET && (e.NODE_ENV === 'production' || e.DATABASE_URL)) {
    crossProblems.push(
      'AUTH_SECRET: required in production and with DATABASE_URL, so every instance signs sessions alike (at least 32 characters)',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    crossProblems.push(
      `${e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: must be set together with ${e.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'} (payments are confirmed only by signed webhooks)`,
    );
  }
  const testModeAllowed = e.PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION === 'true';
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY && !testModeAllowed) {
    crossProblems.push(
      'STRIPE_SECRET_KEY: required in production; the built-in test-mode checkout takes no money and runs in production only with PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION=true',
    );
  }
  const s3Settings = [
    'S3_ENDPOINT',
    'S3_PUBLIC_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const satisfies readonly (keyof typeof e)[];
  if (!e.S3_BUCKET) {
    for (const name of s3Settings) {
      if (e[name]) crossProblems.push(`S3_BUCKET: required when ${name} is set`);
    }
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    crossProblems.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set together with ${e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} (or leave both empty for the SDK's default credentials)`,
    );
  }
  if (e.MEDIA_DELIVERY === 'redirect' && !e.S3_BUCKET) {
    crossProblems.push(
      'MEDIA_DELIVERY: redirect needs S3 storage (S3_BUCKET); local files are served through the app',
    );
  }
  if (crossProblems.length > 0) throw new ConfigError(crossProblems);
  const data = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = new URL(baseUrl).hostname;
  // A sender needs a domain name: an IP address or a bare host name (localhost) gets a placeholder domain.
  const mailDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host)
    ? host
    : 'momenty.example';
  const from = e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${mailDomain}>`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    logLevel: e.LOG_LEVEL,
    siteName: e.SITE_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    paths: {
      data,
      db: path.join(data, 'db'),
      files: path.join(data, 'files'),
      outbox: path.join(data, 'outbox'),
      uploads: path.join(data, 'uploads'),
    },
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' },
    mail: e.SMTP_URL ? { kind: 'smtp', url: e.SMTP_URL, from } : { kind: 'outbox', from },
    clientIpHeader: e.CLIENT_IP_HEADER,
    auth: {
      secret: e.AUTH_SECRET,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    },
    lifecycle: {
      enabled: e.LIFECYCLE_SCHEDULER === 'on',
      intervalMs: e.LIFECYCLE_INTERVAL_SECONDS * 1000,
    },
    contactRateLimit: {
      max: e.CONTACT_RATE_LIMIT_MAX,
      windowSeconds: e.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
    },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { kind: 'test', allowedInProduction: testModeAllowed },
    uploads: {
      expiryMs: Math.round(e.UPLOAD_EXPIRY_HOURS * 3_600_000),
      diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    },
    guestUnlockRateLimit: {
      max: e.GUEST_UNLOCK_RATE_LIMIT_MAX,
      windowSeconds: e.GUEST_UNLOCK_RATE_LIMIT_WINDOW_SECONDS,
      deviceFreeAttempts: e.GUEST_UNLOCK_DEVICE_FREE_ATTEMPTS,
    },
    downloads: { partMaxBytes: e.ZIP_PART_MAX_BYTES },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          publicEndpoint: e.S3_PUBLIC_ENDPOINT?.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          partSizeBytes: e.S3_PART_SIZE_MB * 1024 * 1024,
        }
      : { kind: 'local' },
    media: {
      delivery: e.MEDIA_DELIVERY,
      urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
      publicBaseUrl: e.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    live: { heartbeatSeconds: e.LIVE_HEARTBEAT_SECONDS, retentionHours: e.LIVE_RETENTION_HOURS },
    ffmpegPath: e.FFMPEG_PATH,
  };
}

/**
 * The process environment, with the variables of a `.env` file in the
 * working folder added when one exists (real environment variables win).
 */
export function readEnvironment(envFile = '.env'): Record<string, string | undefined> {
  const fromFile: Record<string, string> = {};
  try {
    const text = readFileSync(envFile, 'utf8');
    Object.assign(fromFile, parseEnv(text));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { ...fromFile, ...process.env };
}
