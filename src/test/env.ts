/**
 * The test harness's configuration: the one place the tests read the environment (the
 * product reads it only in src/server/config.ts).
 */

/** Under CI every tool and service is there, so a missing one fails the run instead of skipping. */
export const underCi = process.env.CI === 'true';

/** The PostgreSQL server the suites also run against (CI sets it). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** An external S3-compatible server for the storage suites (else one is started in-process). */
export const externalS3 = process.env.S3_TEST_ENDPOINT
  ? {
      endpoint: process.env.S3_TEST_ENDPOINT,
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'minioadmin',
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'minioadmin',
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
    }
  : undefined;

/** What a child server process inherits from this one (nothing else: no stray settings). */
export const childBaseEnv = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME,
  TZ: process.env.TZ ?? 'UTC',
};
