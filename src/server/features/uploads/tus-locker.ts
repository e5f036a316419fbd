/**
 * Locks of tus uploads. @tus/server locks an upload for every HEAD, PATCH and
 * DELETE; its MemoryLocker only sees one process. With several instances the
 * lock is a lease in the `tus_locks` table: taken with one upsert that only
 * overwrites an expired row, renewed for every held lock at once by a timer
 * (no pool connection is kept per lock), given back with a delete of our own
 * row. A request that finds the upload locked asks the holder to let go, as
 * tus expects: directly when the holder is in this process, otherwise with
 * pg_notify on a channel every instance LISTENs on. A killed instance's
 * leases expire after `leaseMs`.
 *
 * Every locker also knows the locks its process holds, so a shutting-down
 * instance can ask its running PATCHes to stop at a resumable point.
 */

import { randomBytes } from 'node:crypto';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { listenTo } from '../../db/listen';
import { tusLocks } from '../../db/schema';

/** The channel on which instances ask each other to release an upload's lock; the payload is the upload id. */
export const lockReleaseChannel = 'tus_lock_release';

type Logger = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export interface TusLocker extends Locker {
  /** Starts listening for release requests (no-op in memory). */
  start(): Promise<void>;
  /** Whether a request (here or on another instance) holds the upload's lock right now. */
  isLocked(id: string): Promise<boolean>;
  /** How many locks this process holds. */
  heldCount(): number;
  /** Asks every request holding a lock in this process to stop at a resumable point. */
  releaseAll(): void;
  /** Resolves once this process holds no lock, or after `timeoutMs`; true when none is held. */
  idle(timeoutMs: number): Promise<boolean>;
  /** Stops listening and renewing; the locks still held are given back. */
  close(): Promise<void>;
}

type Held = { owner: string; requestRelease: RequestRelease };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** The lock bookkeeping both lockers share: what this process holds and waiting for none. */
class HeldLocks {
  readonly byId = new Map<string, Held>();
  private waiters = new Set<() => void>();

  set(id: string, held: Held) {
    this.byId.set(id, held);
  }

  delete(id: string, owner: string) {
    if (this.byId.get(id)?.owner !== owner) return;
    this.byId.delete(id);
    if (this.byId.size === 0) for (const wake of this.waiters) wake();
  }

  releaseAll() {
    for (const held of this.byId.values())
      void Promise.resolve(held.requestRelease()).catch(() => {});
  }

  async idle(timeoutMs: number): Promise<boolean> {
    if (this.byId.size === 0) return true;
    let wake = () => {};
    const none = new Promise<void>((resolve) => {
      wake = resolve;
      this.waiters.add(resolve);
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([none, timedOut]);
    clearTimeout(timer);
    this.waiters.delete(wake);
    return this.byId.size === 0;
  }
}

const newOwner = (instanceId: string) => `${instanceId}:${randomBytes(9).toString('base64url')}`;

/** One process (embedded PGlite): @tus/server's MemoryLocker, with the held locks known for shutdown. */
export function createMemoryTusLocker(options: { acquireLockTimeoutMs?: number } = {}): TusLocker {
  const inner = new MemoryLocker({ acquireLockTimeout: options.acquireLockTimeoutMs ?? 30_000 });
  const held = new HeldLocks();
  const instanceId = randomBytes(6).toString('base64url');
  return {
    newLock(id: string): Lock {
      const lock = inner.newLock(id);
      const owner = newOwner(instanceId);
      return {
        async lock(signal, requestRelease) {
          await lock.lock(signal, requestRelease);
          held.set(id, { owner, requestRelease });
        },
        async unlock() {
          held.delete(id, owner);
          await lock.unlock();
        },
      };
    },
    async start() {},
    isLocked: async (id) => held.byId.has(id),
    heldCount: () => held.byId.size,
    releaseAll: () => held.releaseAll(),
    idle: (timeoutMs) => held.idle(timeoutMs),
    async close() {},
  };
}

export type PgTusLockerOptions = {
  /** How long a lock lives without renewal (a killed instance's locks free after this). */
  leaseMs?: number;
  /** How long a request waits for a lock before tus answers 500 (ERR_LOCK_TIMEOUT). */
  acquireLockTimeoutMs?: number;
  /** Names this instance in the owner column (random by default). */
  instanceId?: string;
  logger?: Logger;
};

/** Locks shared through the database (PostgreSQL; PGlite works too, for tests). */
export function createPgTusLocker(
  database: DatabaseHandle,
  options: PgTusLockerOptions = {},
): TusLocker {
  const { db } = database;
  const leaseMs = options.leaseMs ?? 10_000;
  const acquireLockTimeoutMs = options.acquireLockTimeoutMs ?? 30_000;
  const instanceId = options.instanceId ?? randomBytes(6).toString('base64url');
  const held = new HeldLocks();
  const listener = listenTo(database, lockReleaseChannel, {
    what: 'upload locks',
    logger: options.logger,
    onPayload(id) {
      const holder = held.byId.get(id);
      if (holder) void Promise.resolve(holder.requestRelease()).catch(() => {});
    },
  });
  let started: Promise<void> | null = null;
  /** Listens once; a failure is logged and retried at the next lock (leases still expire meanwhile). */
  function start(): Promise<void> {
    started ??= listener.start().catch((error) => {
      started = null;
      options.logger?.warn({ err: error }, 'upload locks could not listen for release requests');
    });
    return started;
  }
  const expiry = sql`now() + ${leaseMs} * interval '1 millisecond'`;

  async function tryAcquire(id: string, owner: string): Promise<boolean> {
    const rows = await db
      .insert(tusLocks)
      .values({ id, owner, expiresAt: expiry })
      .onConflictDoUpdate({
        target: tusLocks.id,
        set: { owner, expiresAt: expiry },
        setWhere: sql`${tusLocks.expiresAt} < now()`,
      })
      .returning({ owner: tusLocks.owner });
    return rows[0]?.owner === owner;
  }

  async function renew() {
    const entries = [...held.byId.entries()];
    if (entries.length === 0) return;
    const owners = entries.map(([, h]) => h.owner);
    const rows = await db
      .update(tusLocks)
      .set({ expiresAt: expiry })
      .where(inArray(tusLocks.owner, owners))
      .returning({ owner: tusLocks.owner });
    const kept = new Set(rows.map((row) => row.owner));
    for (const [id, h] of entries) {
      // Lost (this process stalled past the lease and another took it): stop writing.
      if (!kept.has(h.owner) && held.byId.get(id) === h) {
        options.logger?.warn({ uploadId: id }, 'an upload lock expired while held');
        void Promise.resolve(h.requestRelease()).catch(() => {});
      }
    }
  }

  let renewing = false;
  const renewTimer = setInterval(
    () => {
      if (renewing) return;
      renewing = true;
      renew()
        .catch((error) => options.logger?.warn({ err: error }, 'renewing upload locks failed'))
        .finally(() => {
          renewing = false;
        });
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  renewTimer.unref();

  return {
    newLock(id: string): Lock {
      const owner = newOwner(instanceId);
      return {
        async lock(signal, requestRelease) {
          await start();
          const deadline = Date.now() + acquireLockTimeoutMs;
          let delay = 25;
          let askedAt = 0;
          while (!signal.aborted && Date.now() < deadline) {
            const local = held.byId.get(id);
            if (!local && (await tryAcquire(id, owner))) {
              held.set(id, { owner, requestRelease });
              return;
            }
            if (local) {
              await local.requestRelease();
            } else if (Date.now() - askedAt > 1000) {
              askedAt = Date.now();
              await db.execute(sql`select pg_notify(${lockReleaseChannel}, ${id})`);
            }
            await sleep(delay, signal);
            delay = Math.min(delay * 2, 250);
          }
          throw ERRORS.ERR_LOCK_TIMEOUT;
        },
        async unlock() {
          held.delete(id, owner);
          await db.delete(tusLocks).where(and(eq(tusLocks.id, id), eq(tusLocks.owner, owner)));
        },
      };
    },
    start,
    async isLocked(id) {
      if (held.byId.has(id)) return true;
      const rows = await db
        .select({ id: tusLocks.id })
        .from(tusLocks)
        .where(and(eq(tusLocks.id, id), sql`${tusLocks.expiresAt} >= now()`));
      return rows.length > 0;
    },
    heldCount: () => held.byId.size,
    releaseAll: () => held.releaseAll(),
    idle: (timeoutMs) => held.idle(timeoutMs),
    async close() {
      clearInterval(renewTimer);
      await listener.close();
      const owners = [...held.byId.values()].map((h) => h.owner);
      if (owners.length > 0) {
        await db
          .delete(tusLocks)
          .where(inArray(tusLocks.owner, owners))
          .catch(() => {});
      }
    },
  };
}

/** Upload locks: leases in PostgreSQL shared by every instance, or in memory for the embedded database. */
export function createUploadLocker(
  config: Config,
  database: DatabaseHandle | undefined,
  logger: Logger,
): TusLocker {
  if (config.database.kind === 'postgres' && database?.pool) {
    return createPgTusLocker(database, { logger });
  }
  return createMemoryTusLocker();
}
