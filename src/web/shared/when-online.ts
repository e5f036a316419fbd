/** A retry that waits for the connection to come back, or for a while, whichever is first. */
import { useEffect } from 'react';

/**
 * While `trigger` is set, runs `run` when the connection returns or after `ms`, whichever comes
 * first; a new trigger starts the wait again. `run` must keep its identity between renders.
 */
export function useWhenOnlineOrAfter(trigger: unknown, ms: number, run: () => void) {
  useEffect(() => {
    if (!trigger) return;
    const timer = window.setTimeout(run, ms);
    window.addEventListener('online', run);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [trigger, ms, run]);
}
