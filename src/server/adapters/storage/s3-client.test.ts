import { describe, expect, it } from 'vitest';
import { presignedUrlOrigin, type S3Settings, s3ClientConfig } from './s3-client';

const settings: S3Settings = {
  kind: 's3',
  endpoint: undefined,
  publicEndpoint: undefined,
  bucket: 'momenty-media',
  region: 'eu-central-1',
  credentials: undefined,
  forcePathStyle: false,
  partSizeBytes: 8 * 1024 * 1024,
};

describe('s3ClientConfig', () => {
  it('asks for checksums only where S3 requires them', () => {
    expect(s3ClientConfig(settings)).toMatchObject({
      region: 'eu-central-1',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      forcePathStyle: false,
    });
  });
});

describe('presignedUrlOrigin', () => {
  it('is the bucket sub-domain of AWS S3 by default', () => {
    expect(presignedUrlOrigin(settings)).toBe(
      'https://momenty-media.s3.eu-central-1.amazonaws.com',
    );
  });

  it('is the endpoint itself with path-style addressing', () => {
    expect(
      presignedUrlOrigin({ ...settings, endpoint: 'http://minio:9000', forcePathStyle: true }),
    ).toBe('http://minio:9000');
  });

  it('prefers the public endpoint, which browsers reach', () => {
    expect(
      presignedUrlOrigin({
        ...settings,
        endpoint: 'http://minio:9000',
        publicEndpoint: 'https://s3.example.com/base',
        forcePathStyle: true,
      }),
    ).toBe('https://s3.example.com');
    expect(
      presignedUrlOrigin({
        ...settings,
        endpoint: 'https://account.r2.cloudflarestorage.com',
      }),
    ).toBe('https://momenty-media.account.r2.cloudflarestorage.com');
  });
});
