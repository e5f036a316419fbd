/**
 * Where unfinished tus uploads live: the tus file store under
 * `<DATA_DIR>/uploads` (the upload's state is a JSON file beside its bytes,
 * so uploads survive a restart), or, in the scaled deployment, the tus S3
 * store writing multipart uploads under `uploads/` in the bucket with its
 * state in the shared database (see docs/decisions/021-uploads-across-instances.md).
 */

import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { DataStore, type Upload } from '@tus/utils';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UploadDatastore, UploadStateStore } from './datastore-types';
import { checkedId, HashingFileStore } from './hashing-file-store';
import { PgKvStore } from './tus-state-store';

export type { UploadDatastore, UploadStateStore } from './datastore-types';

export function createFileUploadDatastore(options: {
  directory: string;
  /** Unfinished uploads older than this are refused and removed. */
  expiryMs: number;
}): UploadDatastore {
  mkdirSync(options.directory, { recursive: true });
  const store = new HashingFileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: options.expiryMs,
  });
  const file = (uploadId: string) => path.join(options.directory, checkedId(uploadId));
  return {
    store,
    async readHead(uploadId, bytes) {
      const handle = await open(file(uploadId), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    read(uploadId) {
      return store.read(uploadId);
    },
    async progress(uploadId) {
      try {
        const upload = await store.getUpload(uploadId);
        return { offset: upload.offset, size: upload.size };
      } catch {
        return null;
      }
    },
    async remove(uploadId) {
      try {
        await store.remove(uploadId);
      } catch {
        // Already gone, or only its state file left: drop that too.
        await store.configstore.delete(uploadId).catch(() => {});
      }
    },
    deleteExpired() {
      return store.deleteExpired();
    },
    localPath: file,
    checksums(uploadId) {
      const state = store.running.get(uploadId);
      if (!state) return null;
      store.running.delete(uploadId);
      return { sha256: state.sha.digest('hex'), crc32: state.crc, size: state.length };
    },
  };
}

/** The tus S3 store's extensions (@tus/s3-store), known before the store is loaded. */
const s3Extensions = [
  'creation',
  'creation-with-upload',
  'creation-defer-length',
  'termination',
  'expiration',
];

/** A DataStore that loads its real one (the S3 store) with its first call. */
class LazyDataStore extends DataStore {
  constructor(
    private readonly load: () => Promise<DataStore>,
    private readonly expiryMs: number,
  ) {
    super();
    this.extensions = s3Extensions;
  }

  override async create(upload: Upload): Promise<Upload> {
    return (await this.load()).create(upload);
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    return (await this.load()).write(stream, id, offset);
  }

  override async getUpload(id: string): Promise<Upload> {
    return (await this.load()).getUpload(id);
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    return (await this.load()).declareUploadLength(id, length);
  }

  override async remove(id: string): Promise<void> {
    return (await this.load()).remove(id);
  }

  override getExpiration(): number {
    return this.expiryMs;
  }
}

/** The bucket's upload datastore, loaded (with the AWS SDK) by its first use. */
function lazyUploadDatastore(
  expiryMs: number,
  load: () => Promise<UploadDatastore>,
): UploadDatastore {
  let loaded: Promise<UploadDatastore> | undefined;
  const real = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    store: new LazyDataStore(async () => (await real()).store, expiryMs),
    async readHead(uploadId, bytes) {
      return (await real()).readHead(uploadId, bytes);
    },
    read(uploadId) {
      const out = new PassThrough();
      real().then(
        (datastore) => {
          const source = datastore.read(uploadId);
          source.on('error', (error) => out.destroy(error));
          source.pipe(out);
        },
        (error) => out.destroy(error),
      );
      return out;
    },
    async progress(uploadId) {
      return (await real()).progress(uploadId);
    },
    async remove(uploadId) {
      return (await real()).remove(uploadId);
    },
    async deleteExpired() {
      return (await real()).deleteExpired();
    },
  };
}

/**
 * Where unfinished uploads are kept: the bucket (state in the shared
 * database) when S3 is configured, else the file store under DATA_DIR.
 */
export function createUploadDatastore(config: Config, db: Database): UploadDatastore {
  if (config.storage.kind === 's3') {
    const settings = config.storage;
    return lazyUploadDatastore(config.uploads.expiryMs, () =>
      import('./s3-upload-datastore').then(({ createS3UploadDatastore }) =>
        createS3UploadDatastore({
          settings,
          cache: new PgKvStore(db) as UploadStateStore,
          expiryMs: config.uploads.expiryMs,
        }),
      ),
    );
  }
  return createFileUploadDatastore({
    directory: config.paths.uploads,
    expiryMs: config.uploads.expiryMs,
  });
}
