/**
 * A second server for the journeys whose disk reserve (DISK_RESERVE_MB) is larger than any
 * disk: it refuses every new upload with `storageFull`, as a server whose disk has filled up
 * does. It runs beside the journeys' server (playwright.config.ts starts both), on the next
 * port, with a DATA_DIR of its own.
 */

/** A petabyte: more than any disk the journeys run on has free. */
export const fullDiskReserveMb = String(1024 * 1024 * 1024);

/** The full-disk server's address and DATA_DIR, from the journeys' server's. */
export function fullDiskServer(baseURL: string, dataDir: string): { url: string; dataDir: string } {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return { url: url.origin, dataDir: `${dataDir}-full-disk` };
}
