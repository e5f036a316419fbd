/**
 * The one place that reads the environment. Every setting is validated with
 * zod at start-up; a bad value stops the process with a message naming the
 * variable. The result is a plain typed object passed down to whoever needs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'test', 'production'], {
        message: 'must be development, test or production',
      })
      .default('development'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('0.0.0.0')),
  BASE_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, url(['postgres:', 'postgresql:']).optional()),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(100).default(10),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  SITE_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(60).default('Momenty')),
  SUPPORT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an e-mail address' }).default('support@momenty.example'),
  ),
  MAIL_FROM: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, url(['smtp:', 'smtps:']).optional()),
  CLIENT_IP_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name such as x-forwarded-for')
      .optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  AUTH_RATE_LIMIT_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(10_000).default(10),
  ),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(86_400).default(60),
  ),
  LIFECYCLE_SCHEDULER: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  LIFECYCLE_INTERVAL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(3600).default(60),
  ),
  CONTACT_RATE_LIMIT_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(10_000).default(5),
  ),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(604_800).default(3600),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(sk|rk)_(test|live)_\S+$/,
        'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_API_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  UPLOAD_EXPIRY_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a number of hours' }).min(0.01).max(720).default(24),
  ),
  GUEST_UNLOCK_RATE_LIMIT_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(10_000).default(200),
  ),
  GUEST_UNLOCK_DEVICE_FREE_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(1000).default(5),
  ),
  GUEST_UNLOCK_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(86_400).default(900),
  ),
  LIVE_HEARTBEAT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(1).max(300).default(20),
  ),
  LIVE_RETENTION_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'must be a number of hours' }).min(0.1).max(720).default(24),
  ),
  ZIP_PART_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of bytes' })
      .int('must be a whole number')
      .min(1_048_576, 'must be at least 1048576 (1 MiB)')
      .max(Number.MAX_SAFE_INTEGER)
      .default(4_294_967_296),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  S3_PUBLIC_ENDPOINT: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  S3_PART_SIZE_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of MiB' })
      .int('must be a whole number')
      .min(5, 'must be at least 5 (the smallest S3 part)')
      .max(5120, 'must be at most 5120 (the largest S3 part)')
      .default(8),
  ),
  MEDIA_DELIVERY: z.preprocess(
    emptyToUndefined,
    z.enum(['proxy', 'redirect'], { message: 'must be proxy or redirect' }).default('proxy'),
  ),
  MEDIA_URL_TTL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(10, 'must be at least 10')
      .max(604_800, 'must be at most 604800 (7 days, the longest presigned URL)')
      .default(300),
  ),
  MEDIA_PUBLIC_BASE_URL: z.preprocess(
    emptyToUndefined,
    url(['http:', 'https:'])
      .refine((value) => !/[?#]/.test(value), {
        message: 'must be a base address without ? or # (storage keys are appended to it)',
      })
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(16, 'must be at least 16 characters').optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('must be a whole number').min(0).max(600_000).default(25_000),
  ),
  // ops: an ffmpeg binary to use instead of the bundled one or the one on PATH (the container image's).
  FFMPEG_PATH: optionalString,
});

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
    uploads: { expiryMs: Math.round(e.UPLOAD_EXPIRY_HOURS * 3_600_000) },
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
