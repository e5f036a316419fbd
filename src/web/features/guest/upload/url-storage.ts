/**
 * Where tus-js-client keeps the URLs of unfinished uploads so they resume
 * after a dropped connection or a reload: localStorage when the browser lets
 * us use it, and memory always (in-app browsers and private modes throw on
 * storage; uploads still resume within the page then).
 */
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { storedEntries, writeStored } from '../../../shared/browser-storage';

const prefix = 'momenty-tus::';

/** Whether localStorage takes a write and keeps it. */
function storageWorks(): boolean {
  const probe = `${prefix}probe`;
  return writeStored('localStorage', probe, '1') && writeStored('localStorage', probe, null);
}

export class SafeUrlStorage implements UrlStorage {
  private readonly memory = new Map<string, PreviousUpload>();
  /** Whether uploads survive a reload (the URLs reach localStorage). */
  readonly persistent: boolean;

  constructor(useLocalStorage = true) {
    this.persistent = useLocalStorage && storageWorks();
  }

  private entries(): [string, PreviousUpload][] {
    const found = new Map(this.memory);
    if (this.persistent) {
      for (const [key, raw] of storedEntries('localStorage', prefix)) {
        if (found.has(key)) continue;
        try {
          found.set(key, { ...(JSON.parse(raw) as PreviousUpload), urlStorageKey: key });
        } catch {
          // A damaged entry is ignored.
        }
      }
    }
    return [...found.entries()];
  }

  async findAllUploads(): Promise<PreviousUpload[]> {
    return this.entries().map(([, upload]) => upload);
  }

  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return this.entries()
      .filter(([key]) => key.startsWith(`${prefix}${fingerprint}::`))
      .map(([, upload]) => upload);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    this.memory.delete(urlStorageKey);
    if (this.persistent) writeStored('localStorage', urlStorageKey, null);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${prefix}${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    const stored = { ...upload, urlStorageKey: key };
    this.memory.set(key, stored);
    // Full or forbidden storage: the upload resumes within this page only.
    if (this.persistent) writeStored('localStorage', key, JSON.stringify(stored));
    return key;
  }
}
