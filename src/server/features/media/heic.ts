/**
 * HEIC/HEIF decoding (iPhone photos): sharp's prebuilt libvips cannot decode
 * HEVC, so a WASM build of libheif does it, in a worker thread with a time
 * limit, one worker per image. A hostile file can make the decoder spin,
 * abort or ask for a huge canvas; the worker is terminated and the caller
 * gets an error, the process lives on.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Raw RGBA pixels of the primary image, with the file's rotation and mirroring applied. */
export type DecodedHeic = { data: Buffer; width: number; height: number };

/** Why a HEIC file could not be decoded (logged; the item ends as `failed`). */
export class HeicDecodeError extends Error {
  override name = 'HeicDecodeError';
}

const libheifPath = createRequire(import.meta.url).resolve('libheif-js/wasm-bundle');

/**
 * The worker's code, evaluated as CommonJS so it runs the same from the
 * sources (tests, tsx) and from the bundled server, which has no file of its own for it.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const libheif = require(workerData.libheifPath);
(async () => {
  const input = require('node:fs').readFileSync(workerData.file);
  const images = new libheif.HeifDecoder().decode(input);
  if (!images || images.length === 0) throw new Error('no decodable image in the file');
  const image = images.find((candidate) => candidate.is_primary()) || images[0];
  const width = image.get_width();
  const height = image.get_height();
  if (!(width > 0 && height > 0)) throw new Error('invalid dimensions ' + width + 'x' + height);
  if (width * height > workerData.maxPixels) {
    throw new Error('image of ' + width + 'x' + height + ' pixels exceeds the pixel limit');
  }
  const data = new Uint8ClampedArray(width * height * 4);
  const shown = await new Promise((resolve) => image.display({ data, width, height }, resolve));
  if (!shown) throw new Error('the decoder could not render the image');
  parentPort.postMessage({ width, height, data: data.buffer }, [data.buffer]);
})().catch((error) => {
  parentPort.postMessage({ error: String((error && error.message) || error) });
});
`;

/**
 * Decodes the primary image of a HEIC/HEIF file to RGBA (the worker reads the file itself).
 * @throws {HeicDecodeError} on a file libheif rejects, a canvas over `maxPixels`, a crash of the
 *   decoder or a decode slower than `timeoutMs`
 */
export function decodeHeic(
  file: string,
  options: { timeoutMs: number; maxPixels: number },
): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { libheifPath, file, maxPixels: options.maxPixels },
      stdout: true,
      stderr: true,
    });
    // libheif prints its complaints about hostile files; they are summed up in the error instead.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (error: Error | null, value?: DecodedHeic) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value as DecodedHeic);
    };
    const timer = setTimeout(
      () => finish(new HeicDecodeError(`HEIC decoding took longer than ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    worker.once(
      'message',
      (message: { error?: string; width?: number; height?: number; data?: ArrayBuffer }) => {
        if (message.error !== undefined || !message.data) {
          finish(new HeicDecodeError(`HEIC decoding failed: ${message.error ?? 'no pixels'}`));
          return;
        }
        finish(null, {
          data: Buffer.from(message.data),
          width: message.width as number,
          height: message.height as number,
        });
      },
    );
    worker.once('error', (error) =>
      finish(new HeicDecodeError(`HEIC decoder crashed: ${error.message}`)),
    );
    worker.once('exit', (code) =>
      finish(new HeicDecodeError(`HEIC decoder exited with code ${code} before answering`)),
    );
  });
}
