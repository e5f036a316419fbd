/**
 * Work the auth library runs after answering (sending e-mails), kept track of
 * so that shutdown can wait for it instead of cutting a code e-mail off.
 */
import type { Logger } from 'pino';

export type BackgroundTasks = {
  /** Runs `promise` to its end after the answer; a failure is logged, never thrown. */
  run(promise: Promise<unknown>): void;
  /** Resolves when every task started so far has settled. */
  drain(): Promise<void>;
};

export function createBackgroundTasks(log: Pick<Logger, 'error'>): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(promise) {
      const task = promise
        .catch((error: unknown) => log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
