/**
 * The finished upload's original put into storage byte for byte, with its size, SHA-256 and
 * CRC-32 (see storeOriginal).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Storage } from '../../adapters/storage/storage';
import { appError } from '../../http/app-error';
import type { UploadDatastore } from './upload-datastore';

/**
 * Puts the finished upload's bytes under `key`, byte for byte, and returns
 * their size, SHA-256 and CRC-32. With the tus file store and local storage
 * on one file system, the checksums computed while the bytes arrived are
 * used (the file is read for them only when this process did not see every
 * byte), the file is fsynced and renamed into place (no second copy);
 * otherwise it is streamed into storage.
 */
export async function storeOriginal(
  deps: { datastore: UploadDatastore; storage: Storage },
  uploadId: string,
  key: string,
  size: number,
  contentType: string,
): Promise<{ size: number; sha256: string; crc32: number }> {
  const { datastore, storage } = deps;
  const source = datastore.localPath?.(uploadId);
  if (source) {
    // Hashed while arriving (file store, this process saw every byte): only fsync, no read.
    const known = datastore.checksums?.(uploadId);
    let sums = known && known.size === size ? known : null;
    const handle = await open(source, 'r+');
    try {
      if (!sums) {
        const sha = createHash('sha256');
        let crc = 0;
        let length = 0;
        for await (const chunk of handle.createReadStream({ autoClose: false })) {
          sha.update(chunk as Buffer);
          crc = crc32(chunk as Buffer, crc);
          length += (chunk as Buffer).length;
        }
        sums = { sha256: sha.digest('hex'), crc32: crc, size: length };
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (sums.size !== size) throw appError('uploadSaveFailed');
    if (await storage.adoptLocalFile(key, source)) {
      return { size: sums.size, sha256: sums.sha256, crc32: sums.crc32 };
    }
  }
  const sha = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sha.update(chunk);
      callback(null, chunk);
    },
  });
  const stream = datastore.read(uploadId);
  stream.on('error', (error) => hashing.destroy(error));
  const stored = await storage.put(key, stream.pipe(hashing), { size, contentType });
  return { size: stored.size, sha256: sha.digest('hex'), crc32: stored.crc32 };
}
