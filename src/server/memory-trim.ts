/**
 * Gives the C heap's free memory back to the system. glibc's malloc keeps what was freed
 * inside its heaps: V8's compilers' scratch space while PGlite's WebAssembly is compiled and
 * tiered up, libvips' and libheif's buffers after a burst of photos. It returns only a free
 * end of a heap by itself; `malloc_trim(0)` returns the free pages inside the heaps too. On a
 * server at rest that is about 60 MB of about 220 (see
 * docs/decisions/028-embedded-memory-zip-cache-benchmarks.md). Called through koffi (a C
 * function call from JavaScript, prebuilt, no compiler at install). Elsewhere (musl, macOS,
 * Windows: no such function, or another allocator) it does nothing.
 */
import { createRequire } from 'node:module';
import type { Logger } from 'pino';

/** `malloc_trim(0)`: true when memory was returned. */
export type MallocTrim = () => boolean;

/** Whether this process runs on glibc (Node's report names its version there). */
export function hasGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as
    | { header?: { glibcVersionRuntime?: string } }
    | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}

/** glibc's malloc_trim, or null where the C library is not glibc or it cannot be called. */
export function loadMallocTrim(): MallocTrim | null {
  if (!hasGlibc()) return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (
      pad: number,
    ) => number;
    return () => trim(0) === 1;
  } catch {
    return null;
  }
}

/** After start-up, then this often: the C heap's free memory goes back. */
export const trimIntervalMs = 30_000;

/**
 * Trims the C heap `firstMs` after start (the database's WebAssembly is compiled by then),
 * then every {@link trimIntervalMs}. Returns a stop function; does nothing where
 * {@link loadMallocTrim} finds no malloc_trim.
 */
export function startMemoryTrim(log: Pick<Logger, 'debug' | 'info'>, firstMs = 2_000): () => void {
  const trim = loadMallocTrim();
  if (!trim) {
    log.info('the C heap is not trimmed here (no glibc malloc_trim)');
    return () => {};
  }
  const run = () => {
    const before = process.memoryUsage.rss();
    const started = performance.now();
    trim();
    const returnedMb = (before - process.memoryUsage.rss()) / 1024 / 1024;
    log.debug(
      { returnedMb: Math.round(returnedMb), ms: Math.round(performance.now() - started) },
      'C heap trimmed',
    );
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, trimIntervalMs);
    interval.unref();
  }, firstMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
