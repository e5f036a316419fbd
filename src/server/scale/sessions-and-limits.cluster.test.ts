/**
 * Sessions and rate limits across processes: two real server processes behind
 * one site address (one BASE_URL, the client address from a proxy header, as
 * behind the load balancer) share sessions and every rate limit through
 * PostgreSQL, so it does not matter which instance answers a request.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, newEmail, strongPassword } from '../../test/auth';
import { openClusterDatabase, ownerSignedInOn, sameBrowserOn } from '../../test/cluster';
import { testDatabaseUrl } from '../../test/db';
import { seedEvent } from '../../test/guest';
import { type Cluster, type Instance, startCluster } from '../../test/instances';
import type { DatabaseHandle } from '../db/client';

const site = 'http://momenty.test';
const limits = {
  GUEST_UNLOCK_RATE_LIMIT_MAX: '4',
  CONTACT_RATE_LIMIT_MAX: '3',
  AUTH_RATE_LIMIT_MAX: '5',
};

describe.skipIf(!testDatabaseUrl)('sessions and rate limits across two instances', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    cluster = await startCluster({
      LIFECYCLE_SCHEDULER: 'off',
      BASE_URL: site,
      CLIENT_IP_HEADER: 'x-real-ip',
      ...limits,
    });
    [a, b] = (await Promise.all([cluster.start('a'), cluster.start('b')])) as [Instance, Instance];
    database = await openClusterDatabase(cluster.databaseUrl);
  }, 120_000);
  // An instance that died by itself (a crash) fails the test that was running, with its stack.
  afterEach(() => expect(cluster?.crashes() ?? []).toEqual([]));

  afterAll(async () => {
    await database?.close();
    await cluster?.close();
  }, 60_000);

  /** Requests from one client address, sent alternately to A and B (A first). */
  function alternating(ip: string) {
    const clients = [a, b].map(
      (instance) => new HttpClient(instance.url, { origin: site, headers: { 'x-real-ip': ip } }),
    );
    let turn = 0;
    return {
      next() {
        const client = clients[turn % 2] as HttpClient;
        const instance = turn % 2 === 0 ? 'a' : 'b';
        turn += 1;
        return { client, instance };
      },
    };
  }

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const owner = await ownerSignedInOn(a, site);
    const onA = owner.client;
    const onB = sameBrowserOn(onA, b);
    // A second jar with the same cookies, kept after the sign-out clears onB's.
    const stale = sameBrowserOn(onA, a);

    const session = await onB.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body?.user?.email).toBe(owner.email);
    const created = await onB.post('/api/events', {
      name: 'Wesele Ani i Tomka',
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listedOnA = await onA.get('/api/events');
    expect(listedOnA.status).toBe(200);
    expect(listedOnA.body.events.map((e: { id: string }) => e.id)).toEqual([created.body.event.id]);

    const signOut = await onB.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    // The cookie A saw a moment ago no longer opens anything, on either instance.
    expect((await stale.get('/api/events')).status).toBe(401);
    expect((await sameBrowserOn(stale, b).get('/api/events')).status).toBe(401);
    const after = await stale.get('/api/auth/get-session');
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
  }, 60_000);

  it('wrong event passwords are counted together: the fifth attempt is refused on either instance', async () => {
    const seeded = await seedEvent({ database }, { plan: 'basic', password: 'tajne-haslo' });
    const path = `/api/public/events/${seeded.eventId}/unlock`;
    const from = alternating('10.9.0.1');
    const statuses: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { client, instance } = from.next();
      statuses.push(`${instance}:${(await client.post(path, { password: 'zle-haslo' })).status}`);
    }
    expect(statuses).toEqual(['a:401', 'b:401', 'a:401', 'b:401']);
    // Limit reached: refused by A and by B, even with the right password.
    for (const password of ['zle-haslo', 'tajne-haslo']) {
      const { client, instance } = from.next();
      const res = await client.post(path, { password });
      expect(`${instance}:${res.status}`).toBe(`${instance}:429`);
      expect(res.body.error).toBe('errors.rateLimited');
    }
    // Another address is not affected, on either instance.
    const other = alternating('10.9.0.2');
    for (let i = 0; i < 2; i += 1) {
      expect((await other.next().client.post(path, { password: 'tajne-haslo' })).status).toBe(204);
    }
  }, 60_000);

  it('the contact form limit is shared: the fourth message is refused on either instance', async () => {
    const message = {
      name: 'Anna Kowalska',
      email: 'anna@example.com',
      subject: 'billing',
      message: 'Czy mogę dostać fakturę VAT za pakiet Premium?',
    };
    const from = alternating('10.9.0.3');
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { client, instance } = from.next();
      statuses.push(`${instance}:${(await client.post('/api/contact', message)).status}`);
    }
    expect(statuses).toEqual(['a:200', 'b:200', 'a:200', 'b:429', 'a:429']);
  }, 60_000);

  it('the sign-in limit is shared: attempts past the limit are refused on either instance', async () => {
    const email = newEmail();
    const from = alternating('10.9.0.4');
    const statuses: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { client, instance } = from.next();
      const res = await client.post('/api/auth/sign-in/email', { email, password: strongPassword });
      statuses.push(`${instance}:${res.status}`);
    }
    expect(statuses).toEqual(['a:401', 'b:401', 'a:401', 'b:401', 'a:401', 'b:429', 'a:429']);
  }, 60_000);
});
