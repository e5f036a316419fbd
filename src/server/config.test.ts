import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvironment } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs on embedded defaults with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite' });
    expect(config.mail.kind).toBe('outbox');
    expect(config.paths.data).toBe(path.resolve('./data'));
    expect(config.paths.db).toBe(path.resolve('./data/db'));
    expect(config.paths.files).toBe(path.resolve('./data/files'));
    expect(config.paths.outbox).toBe(path.resolve('./data/outbox'));
    expect(config.paths.uploads).toBe(path.resolve('./data/uploads'));
    expect(config.uploads.expiryMs).toBe(24 * 3_600_000);
    expect(config.uploads.diskReserveBytes).toBe(1024 * 1024 * 1024);
    expect(config.guestUnlockRateLimit).toEqual({
      max: 200,
      windowSeconds: 900,
      deviceFreeAttempts: 5,
    });
    expect(config.siteName).toBe('Momenty');
    expect(config.clientIpHeader).toBeUndefined();
    expect(config.auth).toEqual({
      secret: undefined,
      google: undefined,
      rateLimit: { max: 10, windowSeconds: 60 },
    });
  });

  it('takes every setting from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      BASE_URL: 'https://momenty.example.com/',
      DATA_DIR: '/var/lib/momenty',
      DATABASE_URL: 'postgres://app@db:5432/momenty',
      DATABASE_POOL_SIZE: '20',
      LOG_LEVEL: 'warn',
      SITE_NAME: 'Momenty',
      SUPPORT_EMAIL: 'pomoc@momenty.example.com',
      MAIL_FROM: 'Momenty <hello@momenty.example.com>',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      CLIENT_IP_HEADER: 'X-Forwarded-For',
      AUTH_SECRET: 'a'.repeat(40),
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '120',
      SHUTDOWN_TIMEOUT_MS: '5000',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      UPLOAD_EXPIRY_HOURS: '6',
      DISK_RESERVE_MB: '2048',
      GUEST_UNLOCK_RATE_LIMIT_MAX: '5',
      GUEST_UNLOCK_RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '127.0.0.1',
      baseUrl: 'https://momenty.example.com',
      logLevel: 'warn',
      supportEmail: 'pomoc@momenty.example.com',
      database: { kind: 'postgres', url: 'postgres://app@db:5432/momenty', poolSize: 20 },
      mail: {
        kind: 'smtp',
        url: 'smtps://user:secret@smtp.example.com:465',
        from: 'Momenty <hello@momenty.example.com>',
      },
      clientIpHeader: 'x-forwarded-for',
      auth: {
        secret: 'a'.repeat(40),
        google: { clientId: 'id.apps.googleusercontent.com', clientSecret: 'google-secret' },
        rateLimit: { max: 3, windowSeconds: 120 },
      },
      shutdownTimeoutMs: 5000,
      payments: {
        kind: 'stripe',
        secretKey: 'sk_live_abc123',
        webhookSecret: 'whsec_abc123',
        apiUrl: undefined,
      },
      uploads: { expiryMs: 6 * 3_600_000, diskReserveBytes: 2048 * 1024 * 1024 },
      guestUnlockRateLimit: { max: 5, windowSeconds: 60 },
    });
    expect(config.paths.files).toBe('/var/lib/momenty/files');
  });

  it('uses the test-mode checkout without a Stripe key, in production only when allowed', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'test', allowedInProduction: false });
    const allowed = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(40),
      PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: 'true',
    });
    expect(allowed.payments).toEqual({ kind: 'test', allowedInProduction: true });
  });

  it('derives the base URL from the port and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4000', BASE_URL: '', DATABASE_URL: ' ' });
    expect(config.baseUrl).toBe('http://localhost:4000');
    expect(config.database.kind).toBe('pglite');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '30.5' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ BASE_URL: 'localhost:3000' }, 'BASE_URL'],
    [{ BASE_URL: 'ftp://example.com' }, 'BASE_URL'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ UPLOAD_EXPIRY_HOURS: '0' }, 'UPLOAD_EXPIRY_HOURS'],
    [{ DISK_RESERVE_MB: '-1' }, 'DISK_RESERVE_MB'],
    [{ DISK_RESERVE_MB: '1.5' }, 'DISK_RESERVE_MB'],
    [{ DISK_RESERVE_MB: 'plenty' }, 'DISK_RESERVE_MB'],
    [{ GUEST_UNLOCK_RATE_LIMIT_MAX: '0' }, 'GUEST_UNLOCK_RATE_LIMIT_MAX'],
    [{ CLIENT_IP_HEADER: 'x forwarded' }, 'CLIENT_IP_HEADER'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ AUTH_RATE_LIMIT_MAX: '0' }, 'AUTH_RATE_LIMIT_MAX'],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'only-the-secret' }, 'GOOGLE_CLIENT_ID'],
    [{ NODE_ENV: 'production', PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: 'true' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY'],
    [
      { PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION: 'yes' },
      'PAYMENTS_TEST_MODE_ALLOWED_IN_PRODUCTION',
    ],
    [{ DATABASE_URL: 'postgres://db/momenty' }, 'AUTH_SECRET'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
  ])('refuses %j and names %s', (env, name) => {
    const found = problems(env as Record<string, string>);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('lists every bad variable at once', () => {
    const found = problems({ PORT: 'x', LOG_LEVEL: 'y', SUPPORT_EMAIL: 'z' });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'SUPPORT_EMAIL',
    ]);
  });
});

describe('loadConfig: scaled deployment (S3, media delivery, metrics)', () => {
  const s3 = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'momenty-media',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  };

  it('keeps files on local disk, served through the app, when S3 is not configured', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.media).toEqual({
      delivery: 'proxy',
      urlTtlSeconds: 300,
      publicBaseUrl: undefined,
    });
    expect(config.metricsToken).toBeUndefined();
  });

  it('reads the bucket and its client settings', () => {
    const config = loadConfig({
      ...s3,
      S3_PUBLIC_ENDPOINT: 'https://s3.example.com/',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PART_SIZE_MB: '16',
      MEDIA_DELIVERY: 'redirect',
      MEDIA_URL_TTL_SECONDS: '900',
      MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com/media/',
      METRICS_TOKEN: 'm'.repeat(24),
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://s3.example.com',
      bucket: 'momenty-media',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      partSizeBytes: 16 * 1024 * 1024,
    });
    expect(config.media).toEqual({
      delivery: 'redirect',
      urlTtlSeconds: 900,
      publicBaseUrl: 'https://cdn.example.com/media',
    });
    expect(config.metricsToken).toBe('m'.repeat(24));
  });

  it('defaults to AWS S3 itself: its endpoint, virtual-hosted style, the SDK credential chain', () => {
    const config = loadConfig({ S3_BUCKET: 'momenty-media' });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      publicEndpoint: undefined,
      bucket: 'momenty-media',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      partSizeBytes: 8 * 1024 * 1024,
    });
  });

  it.each([
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_PUBLIC_ENDPOINT', 'ftp://s3.example.com'],
    ['S3_BUCKET', 'Momenty_Media'],
    ['S3_BUCKET', 'ab'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['S3_PART_SIZE_MB', '4'],
    ['S3_PART_SIZE_MB', '5121'],
    ['S3_PART_SIZE_MB', '8.5'],
    ['MEDIA_DELIVERY', 'cdn'],
    ['MEDIA_URL_TTL_SECONDS', '5'],
    ['MEDIA_URL_TTL_SECONDS', '604801'],
    ['MEDIA_PUBLIC_BASE_URL', 'cdn.example.com'],
    ['MEDIA_PUBLIC_BASE_URL', 'https://cdn.example.com/?v=1'],
    ['METRICS_TOKEN', 'short'],
  ])('names %s when it is %j', (name, value) => {
    const found = problems({ ...s3, [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]?.startsWith(`${name}: `)).toBe(true);
    expect(found[0]?.endsWith(`(got ${JSON.stringify(value)})`)).toBe(true);
  });

  it.each(['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT'])('asks for S3_BUCKET when %s is set', (name) => {
    expect(problems({ [name]: 'http://minio:9000' })).toEqual([
      `S3_BUCKET: required when ${name} is set`,
    ]);
  });

  it('asks for both S3 keys or neither', () => {
    expect(problems({ S3_BUCKET: 'momenty-media', S3_ACCESS_KEY_ID: 'minio' })).toEqual([
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID/),
    ]);
    expect(problems({ S3_BUCKET: 'momenty-media', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY/),
    ]);
  });

  it('refuses redirect delivery without a bucket to sign URLs for', () => {
    expect(problems({ MEDIA_DELIVERY: 'redirect' })).toEqual([
      expect.stringMatching(/^MEDIA_DELIVERY: redirect needs S3 storage/),
    ]);
  });

  it('allows a CDN in front of local files', () => {
    const config = loadConfig({ MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com' });
    expect(config.storage.kind).toBe('local');
    expect(config.media.publicBaseUrl).toBe('https://cdn.example.com');
  });
});

describe('readEnvironment', () => {
  it('adds the variables of a .env file, real environment variables winning', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(
      file,
      'MOMENTY_TEST_ONLY_A=from-file\nMOMENTY_TEST_ONLY_B="quoted value"\nPATH=overridden\n',
    );
    const env = readEnvironment(file);
    expect(env.MOMENTY_TEST_ONLY_A).toBe('from-file');
    expect(env.MOMENTY_TEST_ONLY_B).toBe('quoted value');
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('works without a .env file', () => {
    expect(readEnvironment('/nonexistent/.env').PATH).toBe(process.env.PATH);
  });
});
