/**
 * The shared upload locks on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): two lockers stand for two instances.
 */
import { ERRORS } from '@tus/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/db';
import type { DatabaseHandle } from '../../db/client';
import { tusLocks } from '../../db/schema';
import { createMemoryTusLocker, createPgTusLocker, type TusLocker } from './tus-locker';

const never = () => new AbortController().signal;

describe.each(testDatabases)('shared upload locks on $kind', ({ open }) => {
  let handle: DatabaseHandle;
  const lockers: TusLocker[] = [];
  const locker = (options: Parameters<typeof createPgTusLocker>[1] = {}) => {
    const created = createPgTusLocker(handle, { leaseMs: 1_000, ...options });
    lockers.push(created);
    return created;
  };

  beforeEach(async () => {
    handle = await open();
  });
  afterEach(async () => {
    await Promise.all(lockers.splice(0).map((l) => l.close()));
    await handle.close();
  });

  it('excludes a second holder until the first unlocks, asking it to release across instances', async () => {
    const a = locker({ instanceId: 'a' });
    const b = locker({ instanceId: 'b' });
    await a.start();
    await b.start();
    const first = a.newLock('upload1');
    let releaseAsked = 0;
    await first.lock(never(), () => {
      releaseAsked += 1;
    });
    expect(a.heldCount()).toBe(1);

    let acquired = false;
    const second = b.newLock('upload1');
    const waiting = second
      .lock(never(), () => {})
      .then(() => {
        acquired = true;
      });
    // B's request reaches A through pg_notify; A's holder is asked to let go.
    await expect.poll(() => releaseAsked, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(acquired).toBe(false);
    await first.unlock();
    await waiting;
    expect(acquired).toBe(true);
    expect(a.heldCount()).toBe(0);
    expect(b.heldCount()).toBe(1);
    const rows = await handle.db.select().from(tusLocks);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.owner.startsWith('b:')).toBe(true);
    await second.unlock();
    expect(await handle.db.select().from(tusLocks)).toHaveLength(0);
  });

  it('locks different uploads independently', async () => {
    const a = locker();
    const b = locker();
    const one = a.newLock('one');
    const two = b.newLock('two');
    await one.lock(never(), () => {});
    await two.lock(never(), () => {});
    expect(a.heldCount() + b.heldCount()).toBe(2);
    await one.unlock();
    await two.unlock();
  });

  it('asks a holder in the same process directly', async () => {
    const a = locker();
    const first = a.newLock('same');
    let asked = false;
    await first.lock(never(), () => {
      if (!asked) setTimeout(() => void first.unlock(), 10);
      asked = true;
    });
    const second = a.newLock('same');
    await second.lock(never(), () => {});
    expect(asked).toBe(true);
    await second.unlock();
  });

  it('keeps a held lock past its lease by renewing it, and frees a dead holder after the lease', async () => {
    const a = locker({ leaseMs: 600 });
    const held = a.newLock('renewed');
    await held.lock(never(), () => {});
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const b = locker({ leaseMs: 600, acquireLockTimeoutMs: 300 });
    await expect(b.newLock('renewed').lock(never(), () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );

    // A dies: nobody renews or releases, the lease runs out.
    await a.close();
    lockers.splice(lockers.indexOf(a), 1);
    await handle.db.insert(tusLocks).values({
      id: 'dead',
      owner: 'gone:1',
      expiresAt: new Date(Date.now() + 500),
    });
    const started = Date.now();
    const c = locker({ leaseMs: 600, acquireLockTimeoutMs: 5_000 });
    const lock = c.newLock('dead');
    await lock.lock(never(), () => {});
    expect(Date.now() - started).toBeLessThan(3_000);
    await lock.unlock();
  });

  it('gives up when the request is aborted', async () => {
    const a = locker();
    await a.newLock('busy').lock(never(), () => {});
    const b = locker();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(b.newLock('busy').lock(controller.signal, () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
  });

  it('asks every held lock to release and waits until they are given back', async () => {
    const a = locker();
    const locks = ['x', 'y'].map((id) => a.newLock(id));
    for (const lock of locks) {
      let asked = false;
      await lock.lock(never(), () => {
        if (!asked) setTimeout(() => void lock.unlock(), 20);
        asked = true;
      });
    }
    expect(a.heldCount()).toBe(2);
    a.releaseAll();
    expect(await a.idle(2_000)).toBe(true);
    expect(a.heldCount()).toBe(0);
  });
});

describe('memory upload locks (embedded database)', () => {
  it('excludes, asks the holder to release and knows what it holds', async () => {
    const locker = createMemoryTusLocker();
    const first = locker.newLock('m');
    let asked = 0;
    await first.lock(never(), () => {
      // MemoryLocker asks again on every retry: unlock once.
      asked += 1;
      if (asked === 1) setTimeout(() => void first.unlock(), 10);
    });
    expect(locker.heldCount()).toBe(1);
    const second = locker.newLock('m');
    await second.lock(never(), () => {});
    expect(locker.heldCount()).toBe(1);
    expect(await locker.idle(50)).toBe(false);
    await second.unlock();
    expect(await locker.idle(50)).toBe(true);
  });
});
