/**
 * Builds the browser's upload engine. Loaded on demand (dynamic import) when
 * a guest first sends something, so tus-js-client stays out of the page's
 * first download.
 */
import { Upload } from 'tus-js-client';
import { describeError } from '../../../app/api';
import { createBatch, fetchBatchState } from '../api/batches';
import { guestClientId } from '../client-id';
import { hashFile } from './hash';
import { indexedDbJobStore } from './saved-queue';
import { type EngineSnapshot, UploadEngine } from './upload-engine';
import { SafeUrlStorage } from './url-storage';

export function createBrowserEngine(onSettled: (snapshot: EngineSnapshot) => void): UploadEngine {
  const clientId = guestClientId();
  return new UploadEngine({
    createBatch,
    batchState: (eventId, batchId) => fetchBatchState(eventId, batchId, clientId),
    createUpload: (file, options) => new Upload(file, options),
    urlStorage: new SafeUrlStorage(),
    clientId,
    hash: hashFile,
    store: indexedDbJobStore(),
    describeBatchError: (error) => {
      const { key, params } = describeError(error);
      const status = (error as { status?: number } | null)?.status ?? 0;
      return {
        text: { key, params },
        transient: status === 0 || status >= 500 || status === 429,
      };
    },
    onSettled,
  });
}
