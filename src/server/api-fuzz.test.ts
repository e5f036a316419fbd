/**
 * Sends every operation of the served OpenAPI document (under its `/api`
 * server prefix) odd ids, malformed bodies and NUL characters, signed in and
 * anonymously, and fails on any 5xx, any answer that takes too long, and any
 * error answer that is not JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../shared/domain/time';
import { signedInOwner } from '../test/auth';
import { testDatabases } from '../test/db';
import { startTestServer, type TestServer } from '../test/server';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; servers: { url: string }[] };

/** Ids no route should choke on (already percent-encoded where needed). */
const oddIds = [
  '%00',
  'a%00b',
  'x'.repeat(400),
  '..%2F..%2Fetc',
  '%E0%A4%A', // a broken UTF-8 sequence
  "1'%20OR%20'1'%3D'1",
  '-1',
  '0x0',
  '%F0%9F%8E%89',
];

const nul = 'a\u0000b';

/** A body shaped like the operation's schema, every text holding a NUL character. */
function sampleWithNul(
  schema: Schema | undefined,
  components: Record<string, Schema>,
  depth = 0,
): unknown {
  if (!schema || depth > 4) return nul;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return sampleWithNul(components[name], components, depth + 1);
  }
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleWithNul(variant, components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const body: Record<string, unknown> = { [nul]: nul };
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      body[key] = sampleWithNul(value, components, depth + 1);
    }
    return body;
  }
  if (type === 'array') return [sampleWithNul(schema.items, components, depth + 1)];
  if (type === 'number' || type === 'integer') return 1e308;
  if (type === 'boolean') return 'true';
  return nul;
}

type Probe = { method: string; path: string; body?: string; contentType?: string };

describe.each(testDatabases)('every API operation against bad input on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers no 5xx, no hang and only JSON errors, signed in and anonymous', async () => {
    const owner = await signedInOwner(server);
    const created = await owner.client.post('/api/events', {
      name: 'Wesele',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 5),
      type: 'wedding',
      language: 'pl',
      plan: 'trial',
    });
    expect(created.status).toBe(201);
    const eventId: string = created.body.event.id;
    const albums = await owner.client.get(`/api/events/${eventId}/albums`);
    const albumId: string = albums.body.albums[0].id;
    const realIds: Record<string, string> = { eventId, albumId };

    const documentAnswer = await fetch(`${server.url}/api/openapi.json`);
    const document = (await documentAnswer.json()) as OpenApi & {
      components?: { schemas?: Record<string, Schema> };
    };
    const prefix = document.servers[0]?.url ?? '';
    expect(prefix).toBe('/api');
    const components = document.components?.schemas ?? {};
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete', 'head'].includes(method))
        .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(operations.length).toBeGreaterThan(60);

    const probes: Probe[] = [];
    for (const { path, method, operation } of operations) {
      // Sign-out would end the owner's session half-way through the walk.
      if (path.endsWith('/sign-out')) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const withIds = (odd?: { name: string; value: string }) =>
        prefix +
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          odd?.name === name ? odd.value : (realIds[name] ?? 'nieistniejacy'),
        );
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const takesBody = method !== 'GET' && method !== 'HEAD';
      for (const name of params) {
        for (const value of oddIds) {
          probes.push({
            method,
            path: withIds({ name, value }),
            ...(takesBody ? { body: '{}', contentType: 'application/json' } : {}),
          });
        }
      }
      probes.push({ method, path: `${withIds()}?lang=%00&page=-1&limit=1e9&cursor=%00` });
      if (!takesBody) continue;
      const url = withIds();
      for (const body of [
        '{',
        '[]',
        'null',
        '"\\u0000"',
        JSON.stringify(sampleWithNul(schema, components)),
        '{"a":'.repeat(200),
      ]) {
        probes.push({ method, path: url, body, contentType: 'application/json' });
      }
      probes.push({ method, path: url, body: 'name=x', contentType: 'text/plain' });
    }

    const failures: string[] = [];
    async function send(probe: Probe, cookie: string | undefined) {
      const headers: Record<string, string> = { origin: server.config.baseUrl };
      if (cookie) headers.cookie = cookie;
      if (probe.contentType) headers['content-type'] = probe.contentType;
      if (probe.path.includes('/uploads')) headers['tus-resumable'] = '1.0.0';
      const label = `${cookie ? 'owner' : 'anonymous'} ${probe.method} ${probe.path} ${probe.body?.slice(0, 40) ?? ''}`;
      let res: Response;
      try {
        res = await fetch(`${server.url}${probe.path}`, {
          method: probe.method,
          headers,
          body: probe.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        failures.push(`${label}: no answer (${(error as Error).name})`);
        return;
      }
      const text = await res.text();
      if (res.status >= 500) failures.push(`${label}: ${res.status} ${text.slice(0, 120)}`);
      if (res.status >= 400 && probe.method !== 'HEAD') {
        const type = res.headers.get('content-type') ?? '';
        let json = false;
        try {
          json = typeof JSON.parse(text) === 'object';
        } catch {
          json = false;
        }
        if (!type.includes('json') || !json) {
          failures.push(`${label}: ${res.status} not JSON (${type}) ${text.slice(0, 80)}`);
        }
      }
    }

    const ownerCookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const probe of probes) {
      const anonymous = probe.path.startsWith('/api/auth');
      await send(probe, anonymous ? undefined : ownerCookie);
      if (!anonymous) await send(probe, undefined);
    }
    expect(failures).toEqual([]);
    // The owner's event is still there and still the owner's.
    expect((await owner.client.get(`/api/events/${eventId}`)).status).toBe(200);
  }, 300_000);
});
