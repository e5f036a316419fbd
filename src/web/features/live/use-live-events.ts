/**
 * Live updates of one event through server-sent events (see shared/api/gallery.ts). The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so the server replays
 * what was missed; a `reset` message (or a reconnect after the server forgot) asks the caller
 * to reload its lists. `connected` is false while the stream is down.
 */
import { useEffect, useRef, useState } from 'react';
import { type LiveMessage, liveMessageSchema, liveMessageTypes } from '../../../shared/api/gallery';

export type LiveHandler = (message: LiveMessage) => void;

/**
 * Subscribes to `url` (an owner's or a guest's live path) while `enabled`; `onMessage` gets
 * every valid message (the latest function is used, no resubscription when it changes).
 */
export function useLiveEvents(url: string | null, onMessage: LiveHandler, enabled = true) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!url || !enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    let everOpened = false;
    const listener = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = liveMessageSchema.safeParse(data);
      if (parsed.success) handler.current(parsed.data);
    };
    source.onopen = () => {
      // After a reconnect the server replays what was missed from Last-Event-ID.
      everOpened = true;
      setConnected(true);
    };
    source.onerror = () => {
      setConnected(false);
      // A closed stream (404, 401…) is not retried by the browser: try again later ourselves.
      if (source.readyState === EventSource.CLOSED && everOpened)
        handler.current({ type: 'reset' });
    };
    for (const type of liveMessageTypes) source.addEventListener(type, listener);
    return () => {
      for (const type of liveMessageTypes) source.removeEventListener(type, listener);
      source.close();
      setConnected(false);
    };
  }, [url, enabled]);

  return { connected };
}
