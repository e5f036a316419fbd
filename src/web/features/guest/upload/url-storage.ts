/**
 * Where tus-js-client keeps the URLs of unfinished uploads so they resume
 * after a dropped connection or a reload: localStorage when the browser lets
 * us use it, and memory always (in-app browsers and private modes throw on
 * storage; uploads still resume within the page then).
 */
import type { PreviousUpload, UrlStorage } from 'tus-js-client';

const prefix = 'momenty-tus::';

function storage(): Storage | null {
  try {
    const candidate = globalThis.localStorage;
    if (!candidate) return null;
    const probe = `${prefix}probe`;
    candidate.setItem(probe, '1');
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return null;
  }
}

export class SafeUrlStorage implements UrlStorage {
  private readonly memory = new Map<string, PreviousUpload>();
  private readonly store: Storage | null;

  constructor(useLocalStorage = true) {
    this.store = useLocalStorage ? storage() : null;
  }

  /** Whether uploads survive a reload (the URLs reach localStorage). */
  get persistent(): boolean {
    return this.store !== null;
  }

  private entries(): [string, PreviousUpload][] {
    const found = new Map(this.memory);
    if (this.store) {
      try {
        for (let index = 0; index < this.store.length; index += 1) {
          const key = this.store.key(index);
          if (!key?.startsWith(prefix) || found.has(key)) continue;
          const raw = this.store.getItem(key);
          if (!raw) continue;
          try {
            found.set(key, { ...(JSON.parse(raw) as PreviousUpload), urlStorageKey: key });
          } catch {
            // A damaged entry is ignored.
          }
        }
      } catch {
        // Storage refused access in the meantime: memory still answers.
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
    try {
      this.store?.removeItem(urlStorageKey);
    } catch {
      // Nothing more to do.
    }
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${prefix}${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    const stored = { ...upload, urlStorageKey: key };
    this.memory.set(key, stored);
    try {
      this.store?.setItem(key, JSON.stringify(stored));
    } catch {
      // Full or forbidden storage: the upload resumes within this page only.
    }
    return key;
  }
}
