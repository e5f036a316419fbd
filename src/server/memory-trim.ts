/**
 * Gives memory back to the system at rest: the garbage of a burst of work once the server has
 * gone quiet (see {@link startMemoryTrim}), and the C heap's free memory. glibc's malloc keeps
 * what was freed inside its heaps: V8's compilers' scratch space while PGlite's WebAssembly is
 * compiled and tiered up, libvips' and libheif's buffers after a burst of photos. It returns only a free
 * end of a heap by itself; `malloc_trim(0)` returns the free pages inside the heaps too. On a
 * server at rest that is about 60 MB of about 220 (see
 * docs/decisions/028-embedded-memory-zip-cache-benchmarks.md). Called through koffi (a C
 * function call from JavaScript, prebuilt, no compiler at install). Elsewhere (musl, macOS,
 * Windows: no such function, or another allocator) it does nothing.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
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

/** How often the process is looked at for having gone quiet after work. */
export const restTickMs = 10_000;
/** A look at which the event loop was busy at least this share of the time since the last one: work. */
const workShare = 0.05;
/** Below this share: quiet. */
const quietShare = 0.01;

let released = false;

/**
 * Says that a large piece of memory was let go while the server was quiet (a cached archive's
 * layout expired): the next quiet look collects it, as after work.
 */
export function releasedMemory(): void {
  released = true;
}

/** Node's full garbage collection when the process runs with `--expose-gc`, else null. */
export function exposedGc(): (() => void) | null {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? () => gc() : null;
}

/** The share of the time the event loop was busy since the last call. */
export function eventLoopShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

export type MemoryAtRestOptions = {
  /** The first trim after start (the database's WebAssembly is compiled by then). */
  firstMs?: number;
  tickMs?: number;
  trim?: MallocTrim | null;
  collect?: (() => void) | null;
  busyShare?: () => number;
};

/**
 * Gives memory back at rest. The C heap is trimmed `firstMs` after start, then every
 * {@link trimIntervalMs}. And when the process goes quiet after work (a look every
 * {@link restTickMs}: the event loop busy at least 5% of a period, then under 1% of a later
 * one), the garbage of that work is collected at once (a full collection, about 50 ms at rest)
 * and the C heap trimmed after it. V8 alone collects only when a program allocates: a server
 * that took 50 uploads and went quiet kept their garbage (their chunks' memory among it, about
 * 35 MB) until the next burst. The collection needs `--expose-gc` (scripts/server-flags.ts);
 * without it, and where there is no malloc_trim, that part does nothing. Returns a stop
 * function.
 */
export function startMemoryTrim(
  log: Pick<Logger, 'debug' | 'info'>,
  options: MemoryAtRestOptions = {},
): () => void {
  const trim = options.trim === undefined ? loadMallocTrim() : options.trim;
  const collect = options.collect === undefined ? exposedGc() : options.collect;
  const tickMs = options.tickMs ?? restTickMs;
  const busyShare = options.busyShare ?? eventLoopShare();
  if (!trim) log.info('the C heap is not trimmed here (no glibc malloc_trim)');
  if (!trim && !collect) return () => {};
  const trimHeap = (what: string) => {
    if (!trim) return;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    trim();
    const returnedMb = (before - process.memoryUsage.rss()) / 1024 / 1024;
    log.debug(
      { returnedMb: Math.round(returnedMb), ms: Math.round(performance.now() - started) },
      what,
    );
  };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void, every = false) => {
    const timer = every
      ? setInterval(run, ms)
      : setTimeout(() => {
          timers.delete(timer);
          run();
        }, ms);
    timer.unref();
    timers.add(timer);
  };
  later(options.firstMs ?? 2_000, () => {
    trimHeap('C heap trimmed');
    later(trimIntervalMs, () => trimHeap('C heap trimmed'), true);
  });
  if (collect) {
    let worked = false;
    let collected = false;
    later(
      tickMs,
      () => {
        const share = busyShare();
        // The look after a collection saw the collection and the trim: neither work nor quiet.
        if (collected) {
          collected = false;
          return;
        }
        if (share >= workShare) worked = true;
        else if ((worked || released) && share < quietShare) {
          worked = false;
          released = false;
          collected = true;
          // What it frees is returned by the trim below (its line says how much).
          const started = performance.now();
          collect();
          log.debug(
            { ms: Math.round(performance.now() - started) },
            'quiet after work: garbage collected',
          );
          // Freed buffers reach the C heap once V8's sweeper has run; then it is trimmed.
          later(Math.min(200, tickMs / 2), () => trimHeap('C heap trimmed after the collection'));
        }
      },
      true,
    );
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
