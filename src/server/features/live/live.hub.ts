/**
 * The per-process hub of live updates. `publish` records a change (and NOTIFYs
 * every instance); the bus hands each notification to the hub, which reads the
 * new changes once per event, presents them once per audience, and writes them
 * to every open stream of that event. A stream that connects with a
 * Last-Event-ID first gets what it missed (or one `reset`), with no gap and no
 * duplicate against what arrives meanwhile.
 */
import type { LiveMessage } from '../../../shared/api/gallery';
import type { Audience, LivePresenter } from './live.presenter';
import type { LiveEventRow, LiveRepository } from './live.repository';
import type { LiveChange, LivePublisher } from './live.types';
import type { LiveBus, LiveNotification } from './live-bus';

type Logger = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/** Where a stream's frames go (the SSE response). */
export type LiveSink = {
  /** Queues raw SSE text; must not throw. */
  write(frame: string): void;
  /** Ends the response. */
  close(): void;
};

export type LiveHubOptions = {
  repository: LiveRepository;
  bus: LiveBus;
  present: LivePresenter;
  logger: Logger;
  heartbeatSeconds: number;
  /** How long changes are kept for reconnecting clients. */
  retentionHours: number;
  /** At most this many missed changes are replayed; more answer `reset`. */
  replayLimit?: number;
  now?: () => Date;
};

type Stream = {
  eventId: string;
  audience: Audience;
  sink: LiveSink;
  /** Changes up to this id were before the stream (or replayed). */
  floor: number;
  delivered: Set<number>;
  ready: boolean;
  buffered: LiveEventRow[];
  done: () => void;
};

/** One SSE message; `id` only when given (the last message of a change carries it). */
export function sseFrame(message: LiveMessage | null, id?: number): string {
  const lines: string[] = [];
  if (message) {
    lines.push(`event: ${message.type}`, `data: ${JSON.stringify(message)}`);
  }
  if (id !== undefined) lines.push(`id: ${id}`);
  return `${lines.join('\n')}\n\n`;
}

export function createLiveHub(options: LiveHubOptions) {
  const { repository, bus, present, logger } = options;
  const replayLimit = options.replayLimit ?? 1000;
  const now = options.now ?? (() => new Date());
  const streams = new Map<string, Set<Stream>>();
  const pending = new Map<string, Set<number>>();
  /** Per event, the work in progress (flushes run one after another). */
  const chains = new Map<string, Promise<void>>();
  let heartbeat: NodeJS.Timeout | null = null;
  let started: Promise<void> | null = null;
  let closed = false;
  let lastPrune = 0;

  function streamCount(): number {
    let n = 0;
    for (const set of streams.values()) n += set.size;
    return n;
  }

  function updateHeartbeat() {
    const wanted = !closed && streamCount() > 0;
    if (wanted && !heartbeat) {
      heartbeat = setInterval(() => {
        for (const set of streams.values())
          for (const stream of set) stream.sink.write(': ping\n\n');
      }, options.heartbeatSeconds * 1000);
      heartbeat.unref?.();
    } else if (!wanted && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function detach(stream: Stream) {
    const set = streams.get(stream.eventId);
    if (set?.delete(stream) && set.size === 0) streams.delete(stream.eventId);
    updateHeartbeat();
    stream.done();
  }

  /** Writes the changes the stream has not had yet. */
  function writeRows(stream: Stream, rows: LiveEventRow[], presented: Map<number, LiveMessage[]>) {
    for (const row of rows) {
      if (row.id <= stream.floor || stream.delivered.has(row.id)) continue;
      stream.delivered.add(row.id);
      const messages = presented.get(row.id) ?? [];
      if (messages.length === 0) stream.sink.write(sseFrame(null, row.id));
      messages.forEach((message, index) => {
        stream.sink.write(sseFrame(message, index === messages.length - 1 ? row.id : undefined));
      });
    }
    if (stream.delivered.size > 4096) {
      const keep = [...stream.delivered].sort((a, b) => a - b).slice(-2048);
      stream.delivered = new Set(keep);
      stream.floor = Math.max(stream.floor, (keep[0] ?? 1) - 1);
    }
  }

  /** Hands changes of an event to its streams, presenting them once per audience. */
  async function deliver(eventId: string, rows: LiveEventRow[]) {
    const set = streams.get(eventId);
    if (!set || rows.length === 0) return;
    const byAudience = new Map<Audience, Map<number, LiveMessage[]>>();
    for (const stream of set) {
      if (!stream.ready) {
        stream.buffered.push(...rows);
        continue;
      }
      let presented = byAudience.get(stream.audience);
      if (!presented) {
        presented = await present(eventId, rows, stream.audience);
        byAudience.set(stream.audience, presented);
      }
      writeRows(stream, rows, presented);
    }
  }

  /** Runs `work` after the event's earlier work, logging failures. */
  function enqueue(eventId: string, work: () => Promise<void>) {
    const previous = chains.get(eventId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error) => logger.error({ err: error, eventId }, 'live updates failed to deliver'));
    chains.set(eventId, next);
    void next.finally(() => {
      if (chains.get(eventId) === next) chains.delete(eventId);
    });
    return next;
  }

  function onNotification({ eventId, id }: LiveNotification) {
    if (!streams.has(eventId)) return;
    let ids = pending.get(eventId);
    if (!ids) {
      ids = new Set();
      pending.set(eventId, ids);
      void enqueue(eventId, async () => {
        const batch = [...(pending.get(eventId) ?? [])];
        pending.delete(eventId);
        await deliver(eventId, await repository.byIds(eventId, batch));
      });
    }
    ids.add(id);
  }

  /** After the bus was down: every open stream catches up from what it had. */
  function onReconnected() {
    for (const [eventId, set] of streams) {
      const from = Math.min(...[...set].map((s) => Math.max(s.floor, ...s.delivered)));
      void enqueue(eventId, async () => {
        const rows = await repository.after(eventId, from, replayLimit + 1);
        if (rows.length > replayLimit) {
          for (const stream of streams.get(eventId) ?? []) {
            stream.sink.write(sseFrame({ type: 'reset' }, rows.at(-1)?.id));
            stream.floor = rows.at(-1)?.id ?? stream.floor;
          }
          return;
        }
        await deliver(eventId, rows);
      });
    }
  }

  async function prune() {
    const at = now().getTime();
    if (at - lastPrune < 10 * 60_000) return;
    lastPrune = at;
    try {
      await repository.prune(new Date(at - options.retentionHours * 3_600_000));
    } catch (error) {
      logger.warn({ err: error }, 'old live updates were not pruned');
    }
  }

  const publisher: LivePublisher = {
    async publish(eventId: string, change: LiveChange) {
      try {
        await repository.record(eventId, change.type, change.ids);
        await prune();
      } catch (error) {
        logger.error({ err: error, eventId, type: change.type }, 'live update not published');
      }
    },
  };

  return {
    publisher,

    /** Starts listening (once per process; the first stream does it too). */
    start: ensureStarted,

    /**
     * Serves one stream until the client goes (`signal`) or the hub closes. `lastEventId`:
     * what the client had (replayed after), or null for a fresh start (told the current id).
     */
    attach(
      eventId: string,
      audience: Audience,
      lastEventId: number | null,
      sink: LiveSink,
      signal: AbortSignal,
    ): Promise<void> {
      return new Promise<void>((resolve) => {
        if (closed || signal.aborted) {
          resolve();
          return;
        }
        const stream: Stream = {
          eventId,
          audience,
          sink,
          floor: Number.MAX_SAFE_INTEGER,
          delivered: new Set(),
          ready: false,
          buffered: [],
          done: resolve,
        };
        const onAbort = () => detach(stream);
        signal.addEventListener('abort', onAbort, { once: true });
        stream.done = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        let set = streams.get(eventId);
        if (!set) {
          set = new Set();
          streams.set(eventId, set);
        }
        set.add(stream);
        updateHeartbeat();

        void enqueue(eventId, async () => {
          try {
            await ensureStarted();
            await replay(stream, lastEventId);
          } catch (error) {
            logger.error({ err: error, eventId }, 'live replay failed');
            stream.sink.write(sseFrame({ type: 'reset' }));
            stream.floor = 0;
          }
          const buffered = stream.buffered;
          stream.buffered = [];
          stream.ready = true;
          if (buffered.length > 0 && streams.get(eventId)?.has(stream)) {
            writeRows(stream, buffered, await present(eventId, buffered, audience));
          }
        });
      });
    },

    /** Open streams and whether the heartbeat timer runs (tests check nothing leaks). */
    stats() {
      return { streams: streamCount(), events: streams.size, heartbeat: heartbeat !== null };
    },

    /** Ends every stream and stops listening (shutdown). */
    async close() {
      closed = true;
      for (const set of [...streams.values()]) {
        for (const stream of [...set]) {
          stream.sink.close();
          detach(stream);
        }
      }
      updateHeartbeat();
      await Promise.allSettled([...chains.values()]);
      await bus.close();
    },
  };

  function ensureStarted(): Promise<void> {
    started ??= bus
      .start({ notification: onNotification, reconnected: onReconnected })
      .catch((error) => {
        started = null;
        throw error;
      });
    return started;
  }

  /** What a (re)connecting stream missed, or `reset` when that is no longer known. */
  async function replay(stream: Stream, lastEventId: number | null) {
    const { eventId, audience } = stream;
    const latest = await repository.latestId(eventId);
    if (lastEventId === null) {
      stream.floor = latest;
      stream.sink.write(sseFrame(null, latest));
      return;
    }
    const known = lastEventId === 0 || (await repository.exists(eventId, lastEventId));
    const rows = known ? await repository.after(eventId, lastEventId, replayLimit + 1) : [];
    if (!known || rows.length > replayLimit || lastEventId > latest) {
      stream.floor = latest;
      stream.sink.write(sseFrame({ type: 'reset' }, latest));
      return;
    }
    stream.floor = lastEventId;
    writeRows(stream, rows, await present(eventId, rows, audience));
  }
}

export type LiveHub = ReturnType<typeof createLiveHub>;
