/**
 * An S3-compatible server for tests: the `s3rver` package on a random port
 * with a fresh folder and one bucket, or, when S3_TEST_ENDPOINT is set (e.g.
 * a real MinIO), that server with a fresh bucket per call.
 *
 * s3rver 3.7 speaks the object and multipart-upload operations but not
 * ListParts, ListMultipartUploads or AbortMultipartUpload, which the tus S3
 * store and the expiry job need. They are added here as a Koa middleware in
 * front of s3rver's router, reading s3rver's own multipart folder
 * (`<bucket>/._S3rver_uploads/<uploadId>/{key,metadata,<n>,<n>.md5}`), so the
 * bytes still go through s3rver's PUT-part and complete code.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
// s3rver ships no types.
// @ts-expect-error untyped CommonJS module
import S3rver from 's3rver';
import type { S3Settings } from '../server/adapters/storage/s3-client';
import { externalS3 } from './env';

/**
 * s3rver writes an object's bytes straight into its file, so two PUTs of one key interleave
 * and a GET can read half an object, where S3 replaces an object atomically. Its file store
 * writes to a temporary file beside the object (a name its listing ignores) and renames it
 * into place once complete, as S3 behaves.
 */
const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem');
FilesystemStore.prototype.putObject = async function putObject(object: {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: unknown;
}) {
  const objectPath: string = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(objectPath), { recursive: true });
  const temp = `${objectPath}.${randomBytes(8).toString('hex')}.part`;
  const md5 = createHash('md5');
  let size = 0;
  const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  await pipeline(
    source,
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    }),
    createWriteStream(temp),
  );
  const digest = md5.digest('hex');
  await rename(temp, objectPath);
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};

/** Where a test reaches its S3 store: the values of the S3_* variables. */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: true;
  /** The S3_* environment of an app instance using this store. */
  env: Record<string, string>;
  /** Empties and removes the bucket (external server) or stops s3rver and removes its folder. */
  close(): Promise<void>;
};

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
  length: number;
  response: { get(name: string): string };
  set(name: string, value: string): void;
  get(name: string): string;
};

/**
 * Two more s3rver gaps, fixed between its XML serialiser and its router:
 * - ListObjectsV2 pages: s3rver ciphers continuation tokens with DES, which
 *   OpenSSL 3 refuses (a truncated listing answers 500). The request is
 *   served as a version 1 listing (`marker`) and the answer given version 2
 *   fields, with the last key as the token.
 * - `Range: bytes=0-0`: s3rver reads the end 0 as "no end" and serves
 *   everything; the body is cut to the first byte.
 */
function listingAndRangeFixes() {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    if (ctx.method === 'GET' && bucket && rest.join('') === '' && ctx.query['list-type'] === '2') {
      const {
        'list-type': _,
        'continuation-token': token,
        'start-after': after,
        ...query
      } = ctx.query;
      const marker =
        typeof token === 'string' ? Buffer.from(token, 'base64url').toString('utf8') : after;
      (ctx as unknown as { query: unknown }).query = {
        ...query,
        ...(typeof marker === 'string' ? { marker } : {}),
      };
      await next();
      const result = (ctx.body as { ListBucketResult?: Record<string, unknown> } | null)
        ?.ListBucketResult;
      if (!result) return;
      const contents = (result.Contents ?? []) as { Key: string }[];
      const { Marker: __, NextMarker: ___, ...v2 } = result;
      ctx.body = {
        ListBucketResult: {
          ...v2,
          ...(typeof token === 'string' ? { ContinuationToken: token } : {}),
          ...(result.IsTruncated && contents.length > 0
            ? {
                NextContinuationToken: Buffer.from(
                  contents[contents.length - 1]?.Key ?? '',
                ).toString('base64url'),
              }
            : {}),
          KeyCount: contents.length,
        },
      };
      return;
    }
    await next();
    const body = ctx.body as { path?: unknown; destroy?: () => void } | null;
    if (
      ctx.method === 'GET' &&
      ctx.status === 206 &&
      ctx.get('range').trim() === 'bytes=0-0' &&
      typeof body?.path === 'string'
    ) {
      const size = /\/(\d+)$/.exec(ctx.response.get('Content-Range'))?.[1] ?? '*';
      const file = body.path;
      body.destroy?.();
      ctx.body = createReadStream(file, { start: 0, end: 0 });
      ctx.set('Content-Range', `bytes 0-0/${size}`);
      ctx.length = 1;
    }
  };
}

function missingMultipartOperations(root: string) {
  const uploadsDir = (bucket: string) => path.join(root, bucket, '._S3rver_uploads');
  const noSuchUpload = (ctx: KoaContext, uploadId: string) => {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`;
  };
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (ctx.method === 'GET' && bucket && key && uploadId !== undefined) {
      // ListParts
      const dir = path.join(uploadsDir(bucket), uploadId);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return noSuchUpload(ctx, uploadId);
      }
      const marker = Number(ctx.query['part-number-marker'] ?? 0);
      const numbers = names
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .filter((n) => n > marker)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const info = await stat(path.join(dir, String(n)));
          const md5 = await readFile(path.join(dir, `${n}.md5`), 'utf8').catch(() => '');
          return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${xml(bucket)}</Bucket><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'GET' && bucket && !key && ctx.query.uploads !== undefined) {
      // ListMultipartUploads
      const dir = uploadsDir(bucket);
      const ids = await readdir(dir).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          try {
            const keyFile = path.join(dir, id, 'key');
            const [objectKey, info] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
            const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
            if (!objectKey.startsWith(prefix)) return '';
            return `<Upload><Key>${xml(objectKey)}</Key><UploadId>${xml(id)}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`;
          } catch {
            return '';
          }
        }),
      );
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult><Bucket>${xml(bucket)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && bucket && key && uploadId !== undefined) {
      // AbortMultipartUpload
      const dir = path.join(uploadsDir(bucket), uploadId);
      try {
        await stat(dir);
      } catch {
        return noSuchUpload(ctx, uploadId);
      }
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    await next();
  };
}

/** Deletes every object and unfinished multipart upload in a bucket. */
async function emptyBucket(client: S3Client, bucket: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key as string }));
    if (keys.length > 0) {
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  for (const upload of uploads.Uploads ?? []) {
    await client.send(
      new AbortMultipartUploadCommand({
        Bucket: bucket,
        Key: upload.Key as string,
        UploadId: upload.UploadId as string,
      }),
    );
  }
}

function describe(
  endpoint: string,
  bucket: string,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  close: () => Promise<void>,
): TestS3 {
  return {
    endpoint,
    bucket,
    ...credentials,
    forcePathStyle: true,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close,
  };
}

/** The storage settings of the app for `s3` (its parts of 5 MB, the smallest S3 takes). */
export function s3SettingsOf(s3: TestS3, publicEndpoint?: string): S3Settings {
  return {
    kind: 's3',
    endpoint: s3.endpoint,
    publicEndpoint,
    bucket: s3.bucket,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    partSizeBytes: 5 * 1024 * 1024,
  };
}

/**
 * Starts an S3-compatible store with an empty bucket. With S3_TEST_ENDPOINT
 * (and S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY, S3_TEST_REGION) it
 * uses that server instead of s3rver.
 */
export async function startTestS3(): Promise<TestS3> {
  const bucket = `momenty-test-${randomBytes(6).toString('hex')}`;
  if (externalS3) {
    const { endpoint: external, ...credentials } = externalS3;
    const client = new S3Client({
      endpoint: external,
      region: credentials.region,
      forcePathStyle: true,
      credentials,
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return describe(external, bucket, credentials, async () => {
      await emptyBucket(client, bucket);
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    });
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'momenty-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // In front of s3rver's router (Koa composes its middleware when it starts listening).
  server.middleware.unshift(missingMultipartOperations(directory));
  // Just before the router (last), so that it sees s3rver's answer before it becomes XML.
  server.middleware.splice(server.middleware.length - 1, 0, listingAndRangeFixes());
  const { port } = (await server.run()) as AddressInfo;
  // s3rver's default account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  return describe(`http://127.0.0.1:${port}`, bucket, credentials, async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
}
