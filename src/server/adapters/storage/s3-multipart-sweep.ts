/** The hourly sweep of multipart uploads that a killed process left in the bucket. */
/** A storage that can abort its stale multipart uploads (the bucket's, loaded or not). */
type Sweepable = { abortStaleMultipartUploads(olderThanMs: number): Promise<number> };

function sweepable(storage: unknown): storage is Sweepable {
  return typeof (storage as Partial<Sweepable> | null)?.abortStaleMultipartUploads === 'function';
}

/**
 * Every `intervalMs` (default hourly), abort the multipart uploads of puts
 * started more than `olderThanMs` ago (default a day): a process killed
 * mid-put leaves them. Safe on several instances at once (an upload aborted
 * twice is not an error). Does nothing for other storages. Returns `stop`.
 */
export function startStaleMultipartSweep(
  storage: unknown,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  options: { intervalMs?: number; olderThanMs?: number } = {},
): () => void {
  if (!sweepable(storage)) return () => {};
  const { intervalMs = 60 * 60_000, olderThanMs = 24 * 60 * 60_000 } = options;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    storage
      .abortStaleMultipartUploads(olderThanMs)
      .then(
        (aborted) => {
          if (aborted > 0) log.info({ aborted }, 'aborted stale multipart uploads');
        },
        (error: unknown) => log.warn({ err: error }, 'could not abort stale multipart uploads'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
