/**
 * How one process hears every instance's live changes: on the live channel, through
 * `db/listen.ts` (after a lost connection the hub catches up, since notifications sent meanwhile
 * are lost).
 */
import type { DatabaseHandle } from '../../db/client';
import { listenTo } from '../../db/listen';
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
  let handlers: LiveBusHandlers | null = null;
  const listener = listenTo(database, liveChannel, {
    what: 'live updates',
    logger,
    maxBackoffMs: options.maxBackoffMs,
    onPayload(payload) {
      const parsed = parsePayload(payload);
      if (parsed) handlers?.notification(parsed);
    },
    onReconnected() {
      handlers?.reconnected();
    },
  });
  return {
    async start(given) {
      handlers = given;
      await listener.start();
    },
    close: () => listener.close(),
  };
}
