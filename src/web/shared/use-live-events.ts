/**
 * Live updates of one event through server-sent events (see shared/api/gallery.ts). The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so the server replays
 * what was missed. When the browser gives up (the stream answered an error status, so it is
 * CLOSED) this hook opens a new stream itself after a growing delay; that one starts without
 * Last-Event-ID, so once it is open the caller gets a `reset` and reloads its lists. A `reset`
 * from the server means the same. `connected` is false until the stream is open and while it
 * is down; `down` only once it has failed, until it is open again (not while it first connects).
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '../../shared/api/gallery';
import { liveMessageTypes } from '../../shared/api/live';
import { answerCheck } from './answer-checks';

export type LiveHandler = (message: LiveMessage) => void;

/** Delays (ms) before opening a new stream after the browser gave up; the last one repeats. */
export const liveRetryDelays = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * Subscribes to `url` (an owner's or a guest's live path) while `enabled`; `onMessage` gets
 * every valid message (the latest function is used, no resubscription when it changes).
 */
export function useLiveEvents(url: string | null, onMessage: LiveHandler, enabled = true) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [status, setStatus] = useState<'connecting' | 'open' | 'down'>('connecting');

  useEffect(() => {
    if (!url || !enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const listener = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = answerCheck('liveMessage').safeParse(data);
      if (parsed.success) handler.current(parsed.data);
    };

    const open = (fresh: boolean) => {
      const current = new EventSource(url, { withCredentials: true });
      source = current;
      let resetPending = fresh;
      current.onopen = () => {
        failures = 0;
        setStatus('open');
        // A new stream has no Last-Event-ID: what happened meanwhile is unknown.
        if (resetPending) {
          resetPending = false;
          handler.current({ type: 'reset' });
        }
      };
      current.onerror = () => {
        setStatus('down');
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        // The browser does not retry a stream that answered an error status: try again later.
        for (const type of liveMessageTypes) current.removeEventListener(type, listener);
        const delay = liveRetryDelays[Math.min(failures, liveRetryDelays.length - 1)];
        failures += 1;
        timer = setTimeout(() => open(true), delay);
      };
      for (const type of liveMessageTypes) current.addEventListener(type, listener);
    };

    open(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (source) {
        for (const type of liveMessageTypes) source.removeEventListener(type, listener);
        source.close();
      }
      setStatus('connecting');
    };
  }, [url, enabled]);

  return { connected: status === 'open', down: status === 'down' };
}
