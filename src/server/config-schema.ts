/**
 * The environment's variables as zod validates them: names, types, ranges, defaults and the
 * message a bad value gets. Read by config.ts, the one place that reads the environment.
 */
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

export const envSchema = z.object({
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
  DISK_RESERVE_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of MiB' })
      .int('must be a whole number')
      .min(0)
      .max(1_073_741_824)
      .default(1024),
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
