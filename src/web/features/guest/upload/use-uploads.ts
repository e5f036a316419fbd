/**
 * The page's handle on the upload engine: loads it on first use (its code is
 * fetched as soon as the guest opens a picker or a form: `prepare`), follows its
 * snapshots, and looks after the browser around it: keeps the screen awake
 * while sending (Wake Lock API where it exists), warns before the page is
 * closed mid-upload, re-measures the connection every few seconds, and picks
 * failed-by-network uploads back up when the network returns or the page is
 * shown again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { publicMediaQueryKey } from '../api/media';
import { publicEventQueryKey } from '../api/public-event';
import { onDemand } from '../ui/on-demand';
import { readUnfinishedNames } from './queue-names';
import type { EngineSnapshot, UploadEngine, UploadJob } from './upload-engine';

const idle: EngineSnapshot = {
  phase: 'idle',
  items: [],
  batchError: null,
  bytesSent: 0,
  bytesTotal: 0,
  slow: false,
  remainingSeconds: null,
  restored: false,
};

const noopSubscribe = () => () => {};

/** The upload engine's code (tus-js-client and the hashing), out of the page's first download. */
const engineCode = onDemand(() => import('./load-engine'));

interface WakeLockSentinelLike {
  release(): Promise<void>;
  released?: boolean;
}

export interface Uploads {
  snapshot: EngineSnapshot;
  /** The engine is loading (first use) or a job is preparing or sending. */
  busy: boolean;
  loadError: unknown;
  /**
   * Files picked on an earlier visit that this browser no longer has the bytes of (nothing could
   * be continued): the guest is asked to pick them all again.
   */
  lostNames: string[];
  /**
   * Some of what the guest sent is stored but not yet ready to be shown (its picture is being
   * made): the gallery says so rather than look as if nothing had come.
   */
  preparing: boolean;
  forgetLost(): void;
  /**
   * Fetches the engine's code ahead of a send (the guest opened the picker or a form), so that
   * sending does not wait for it on a slow network. Shows nothing; a failure is left to `start`.
   */
  prepare(): void;
  start(job: UploadJob): Promise<void>;
  retry(index?: number): void;
  pause(): void;
  resume(): void;
  continueDespiteSlow(): void;
  clear(): void;
}

/**
 * `uploadsOpen`: the event takes uploads now; only then is a job kept on the device from an
 * earlier visit continued (it starts by itself when the page opens).
 */
export function useUploads(eventId: string, uploadsOpen = true): Uploads {
  const queryClient = useQueryClient();
  const [engine, setEngine] = useState<UploadEngine | null>(null);
  // A queue kept from an earlier visit is continued at once (below): busy from the first render,
  // so that nothing else (a pick in the page's first HTML among them) starts a job meanwhile.
  const [loading, setLoading] = useState(
    () => uploadsOpen && readUnfinishedNames(eventId).length > 0,
  );
  const [loadError, setLoadError] = useState<unknown>(null);
  const [lostNames, setLostNames] = useState<string[]>([]);
  const engineRef = useRef<UploadEngine | null>(null);

  const snapshot = useSyncExternalStore(
    engine?.subscribe ?? noopSubscribe,
    engine?.getSnapshot ?? (() => idle),
    () => idle,
  );
  const phase = snapshot.phase;
  const sending = phase === 'preparing' || phase === 'uploading' || phase === 'waiting';

  // A file of the guest's own is ready to be shown: the gallery asks at once, not at its next poll.
  const readyCount = snapshot.items.filter((item) => item.ready).length;
  useEffect(() => {
    if (readyCount > 0) {
      void queryClient.invalidateQueries({ queryKey: publicMediaQueryKey(eventId) });
    }
  }, [readyCount, queryClient, eventId]);

  const onSettled = useCallback(() => {
    // New photos (own and others') and the allowance: refresh both.
    void queryClient.invalidateQueries({ queryKey: publicEventQueryKey(eventId) });
  }, [queryClient, eventId]);

  const load = useCallback(async (): Promise<UploadEngine> => {
    if (engineRef.current) return engineRef.current;
    setLoading(true);
    setLoadError(null);
    try {
      const module = await engineCode.load();
      const created = module.createBrowserEngine(onSettled);
      engineRef.current = created;
      setEngine(created);
      return created;
    } catch (error) {
      setLoadError(error);
      throw error;
    } finally {
      setLoading(false);
    }
  }, [onSettled]);

  const prepare = useCallback(() => {
    // A failure is asked for again (and shown) by `start`.
    engineCode.load().catch(() => {});
  }, []);

  // A queue kept from an earlier visit (reload, closed tab, crash): continue it at once.
  useEffect(() => {
    if (!uploadsOpen || readUnfinishedNames(eventId).length === 0) return;
    let cancelled = false;
    void (async () => {
      let continued = false;
      try {
        const loaded = await load();
        if (cancelled) return;
        continued = await loaded.restoreSaved(eventId);
      } catch {
        continued = false;
      }
      if (!cancelled && !continued) setLostNames(readUnfinishedNames(eventId));
    })();
    return () => {
      cancelled = true;
    };
  }, [eventId, uploadsOpen, load]);

  useEffect(
    () => () => {
      engineRef.current?.destroy();
      engineRef.current = null;
    },
    [],
  );

  // Warn before closing or reloading while something is being sent.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  // Keep the screen on while sending; the lock is lost when the page hides, so take it again.
  useEffect(() => {
    if (!sending) return;
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
      }
    ).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        .catch(() => {
          // Refused (battery saver, no user gesture): uploads go on regardless.
        });
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => {});
    };
  }, [sending]);

  // Network back or page shown again: send what failed for network reasons.
  useEffect(() => {
    if (!engine) return;
    const pickUp = () => {
      if (document.visibilityState === 'visible' && navigator.onLine !== false) {
        engine.retry({ onlyTransient: true });
      }
    };
    window.addEventListener('online', pickUp);
    document.addEventListener('visibilitychange', pickUp);
    return () => {
      window.removeEventListener('online', pickUp);
      document.removeEventListener('visibilitychange', pickUp);
    };
  }, [engine]);

  // Re-measure while uploading, so a stalled connection is noticed too.
  useEffect(() => {
    if (!engine || phase !== 'uploading') return;
    const timer = window.setInterval(() => engine.tick(), 2_000);
    return () => window.clearInterval(timer);
  }, [engine, phase]);

  const start = useCallback(
    async (job: UploadJob) => {
      const loaded = await load();
      await loaded.start(job);
    },
    [load],
  );

  return {
    snapshot,
    busy: loading || sending,
    loadError,
    lostNames,
    preparing: snapshot.items.some((item) => item.status === 'done' && !item.ready),
    forgetLost: () => setLostNames([]),
    prepare,
    start,
    retry: (index) => engine?.retry(index === undefined ? {} : { index }),
    pause: () => engine?.pause(),
    resume: () => engine?.resume(),
    continueDespiteSlow: () => engine?.continueDespiteSlow(),
    clear: () => engine?.clear(),
  };
}
