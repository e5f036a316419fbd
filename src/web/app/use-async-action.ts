/** The state of one user action that calls the server: pending while it runs, and its failure. */
import { useCallback, useRef, useState } from 'react';

export interface AsyncAction {
  pending: boolean;
  error: unknown;
  /** Runs `action` unless one is already running; its failure lands in `error`. */
  run: (action: () => Promise<void>) => Promise<void>;
  setError: (error: unknown) => void;
  reset: () => void;
}

export function useAsyncAction(): AsyncAction {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { pending, error, run, setError, reset };
}
