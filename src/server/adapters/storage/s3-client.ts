/**
 * The one S3 client configuration of the scaled deployment, shared by the
 * storage adapter and the tus S3 store so both talk to the bucket alike.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../../config';

export type S3Settings = Extract<Config['storage'], { kind: 's3' }>;

/**
 * Client settings for `S3_*`. Checksums only where the operation requires
 * them: the SDK's default trailing CRC32 (aws-chunked bodies) is refused by
 * several S3-compatible servers (MinIO before 2024, R2 on some operations, s3rver).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Retries with backoff on throttling and 5xx, as the SDK does by default, a little more patiently.
    maxAttempts: 5,
  };
}

/**
 * The origin of the presigned URLs that browsers follow (for the CSP's
 * img-src and media-src): the public endpoint, or the endpoint, with the
 * bucket as a sub-domain unless path-style; AWS S3's regional host when no
 * endpoint is set.
 */
export function presignedUrlOrigin(settings: S3Settings): string {
  const base = new URL(
    settings.publicEndpoint ?? settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`,
  );
  if (!settings.forcePathStyle) base.hostname = `${settings.bucket}.${base.hostname}`;
  return base.origin;
}
