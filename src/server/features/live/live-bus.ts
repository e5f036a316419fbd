/**
 * How one process hears every instance's live changes: PostgreSQL LISTEN on
 * one dedicated connection (reconnecting with backoff; after a reconnect the
 * hub catches up, since notifications sent meanwhile are lost), or PGlite's
 * in-process listen() for the embedded single-instance database.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { liveChannel } from './live.repository';

type Logger = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export type LiveNotification = { eventId: string; id: number };

export type LiveBusHandlers = {
  notification(notification: LiveNotification): void;
  /** The connection was lost and is back: notifications may have been missed. */
  reconnected(): void;
};

export interface LiveBus {
  start(handlers: LiveBusHandlers): Promise<void>;
  close(): Promise<void>;
}

/** `<eventId>:<id>`, or null for anything else. */
export function parsePayload(payload: string | undefined): LiveNotification | null {
  if (!payload) return null;
  const at = payload.lastIndexOf(':');
  const id = Number(payload.slice(at + 1));
  if (at <= 0 || !Number.isSafeInteger(id) || id <= 0) return null;
  return { eventId: payload.slice(0, at), id };
}

export function createLiveBus(
  database: DatabaseHandle,
  logger: Logger,
  options: { maxBackoffMs?: number } = {},
): LiveBus {
  if (database.pglite) {
    const client = database.pglite;
    let unlisten: (() => Promise<void>) | null = null;
    return {
      async start(handlers) {
        unlisten = await client.listen(liveChannel, (payload) => {
          const parsed = parsePayload(payload);
          if (parsed) handlers.notification(parsed);
        });
      },
      async close() {
        const stop = unlisten;
        unlisten = null;
        await stop?.().catch(() => {});
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('live updates need the PostgreSQL pool or PGlite');
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let handlers: LiveBusHandlers | null = null;

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
        logger.warn({ err: error }, 'live updates lost their database connection; reconnecting');
        scheduleReconnect();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== liveChannel) return;
      const parsed = parsePayload(message.payload);
      if (parsed) handlers?.notification(parsed);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${liveChannel}`);
    } catch (error) {
      if (!again) {
        client = null;
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
      logger.info({}, 'live updates reconnected to the database');
      handlers?.reconnected();
    }
  }

  return {
    async start(given) {
      handlers = given;
      await connect(false);
    },
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
