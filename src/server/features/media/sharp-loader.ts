/**
 * sharp (libvips), loaded with the first image the process makes rather than when it starts:
 * about 25 MB resident that an idle server does not need. Every user of sharp on the server
 * asks here, so the library's process-wide settings (no operation cache, threads per job)
 * are applied once, on load.
 */
import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;
let threads: number | undefined;

/** sharp, loaded on the first call. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Every file is new: libvips' operation cache only holds memory.
    sharp.cache(false);
    if (threads !== undefined) sharp.concurrency(threads);
    return sharp;
  });
  return loading;
}

/** libvips threads per operation, applied when sharp loads (or now, if it has). */
export function setSharpThreads(count: number): void {
  threads = count;
  if (loading) void loading.then((sharp) => sharp.concurrency(count));
}
