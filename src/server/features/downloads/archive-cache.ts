/**
 * Archives already laid out, per event version: a repeated or resumed
 * download of a big event starts at once instead of listing and naming every
 * item again. The caller names the version (downloads.repository.versionOf:
 * any change to the event, its albums, batches or items gives a new one), so
 * an archive is never served from a state older than the one it was asked
 * for. The least recently used archives go first, and an archive nobody asked
 * for during `idleMs` goes by itself: a big event's layout is tens of MB
 * (about 40 MB for 65 536 items), which a server at rest should not keep.
 */

export type CachedArchive<Built, Prepared> = {
  version: string;
  built: Built;
  /** Each part's layout once computed (0: the archive without parts). */
  prepared: Map<number, Prepared>;
};

/** How long an archive nobody asks for again is kept: resumes and repeats come soon after. */
export const archiveIdleMs = 10 * 60_000;

/**
 * `onIdleDrop` is told when an archive went for lack of use (the server may be quiet by then,
 * with nothing else to make V8 collect its memory).
 */
export function createArchiveCache<Built, Prepared>(
  size: number,
  {
    idleMs = archiveIdleMs,
    onIdleDrop = () => {},
  }: { idleMs?: number; onIdleDrop?: () => void } = {},
) {
  const entries = new Map<string, CachedArchive<Built, Prepared>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const drop = (key: string) => {
    entries.delete(key);
    clearTimeout(timers.get(key));
    timers.delete(key);
  };
  /** `key` is dropped `idleMs` after its last use, unless used again meanwhile. */
  const touch = (key: string) => {
    const timer = timers.get(key)?.refresh();
    if (timer) return;
    const expiry = setTimeout(() => {
      drop(key);
      onIdleDrop();
    }, idleMs);
    expiry.unref();
    timers.set(key, expiry);
  };
  return {
    /** The entry of `key` when it is of `version`; else `build()` makes (and keeps) a new one. */
    async get(
      key: string,
      version: string,
      build: () => Promise<Built>,
    ): Promise<CachedArchive<Built, Prepared>> {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.version === version) {
        entries.set(key, hit);
        touch(key);
        return hit;
      }
      const entry = { version, built: await build(), prepared: new Map<number, Prepared>() };
      entries.set(key, entry);
      touch(key);
      for (const oldest of entries.keys()) {
        if (entries.size <= size) break;
        drop(oldest);
      }
      return entry;
    },

    /** A part of an entry, laid out once. */
    part(entry: CachedArchive<Built, Prepared>, part: number, prepare: () => Prepared): Prepared {
      const known = entry.prepared.get(part);
      if (known) return known;
      const prepared = prepare();
      entry.prepared.set(part, prepared);
      return prepared;
    },

    /** How many archives are kept now. */
    size: () => entries.size,
  };
}
