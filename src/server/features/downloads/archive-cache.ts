/**
 * Archives already laid out, per event version: a repeated or resumed
 * download of a big event starts at once instead of listing and naming every
 * item again. The caller names the version (downloads.repository.versionOf:
 * any change to the event, its albums, batches or items gives a new one), so
 * an archive is never served from a state older than the one it was asked
 * for. The least recently used archives go first.
 */

export type CachedArchive<Built, Prepared> = {
  version: string;
  built: Built;
  /** Each part's layout once computed (0: the archive without parts). */
  prepared: Map<number, Prepared>;
};

export function createArchiveCache<Built, Prepared>(size: number) {
  const entries = new Map<string, CachedArchive<Built, Prepared>>();
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
        return hit;
      }
      const entry = { version, built: await build(), prepared: new Map<number, Prepared>() };
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= size) break;
        entries.delete(oldest);
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
