/**
 * How a process hears a database channel (LISTEN/NOTIFY) for as long as it runs. One home for
 * it: the live updates and the upload locks both listen this way.
 * - PostgreSQL: one dedicated connection, not one of the pool's (a pooled connection would be
 *   handed to queries and its LISTEN lost). When it is lost, it reconnects after 250 ms, doubling
 *   up to `maxBackoffMs`, for as long as it takes; each loss is logged. Notifications sent while
 *   it was down are lost, so `onReconnected` is told once it listens again, to catch up.
 * - The embedded database: PGlite's own listen(), in the same process; nothing to lose.
 */
import pg from 'pg';
import type { DatabaseHandle } from './client';

type Logger = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type ListenOptions = {
  /** Names the listener in the log ("live updates", "upload locks"). */
  what: string;
  logger?: Logger;
  /** Each notification's payload, as sent (possibly empty). */
  onPayload(payload: string): void;
  /** Listening again after a lost connection: what was sent meanwhile was missed. */
  onReconnected?(): void;
  /** The longest wait between two attempts to reconnect (10 s unless given). */
  maxBackoffMs?: number;
};

export interface Listener {
  /** Listens; rejects when the first connection fails (nothing is left open then). */
  start(): Promise<void>;
  /** Stops listening and reconnecting; safe to call twice. */
  close(): Promise<void>;
}

/** A channel name goes into `LISTEN` as it is: only a plain identifier is taken. */
const channelName = /^[a-z_][a-z0-9_]*$/;

export function listenTo(
  database: DatabaseHandle,
  channel: string,
  options: ListenOptions,
): Listener {
  if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { what, logger, onPayload } = options;
  if (database.pglite) {
    const client = database.pglite;
    let unlisten: (() => Promise<void>) | null = null;
    return {
      async start() {
        unlisten = await client.listen(channel, (payload) => onPayload(payload ?? ''));
      },
      async close() {
        const stop = unlisten;
        unlisten = null;
        await stop?.().catch(() => {});
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error(`${what} need the PostgreSQL pool or PGlite`);
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  function scheduleReconnect() {
    if (closed || timer) return;
    const delay = Math.min(maxBackoffMs, 250 * 2 ** Math.min(failures, 10));
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, delay);
  }

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ ...pool?.options });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (!closed) {
        logger?.warn({ err: error }, `${what} lost their database connection; reconnecting`);
        scheduleReconnect();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!again) {
        if (client === next) client = null;
        next.removeAllListeners();
        next.on('error', () => {});
        await next.end().catch(() => {});
        throw error;
      }
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    failures = 0;
    if (again) {
      logger?.info({}, `${what} reconnected to the database`);
      options.onReconnected?.();
    }
  }

  return {
    start: () => connect(false),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
