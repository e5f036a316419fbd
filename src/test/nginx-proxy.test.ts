/**
 * deploy/nginx.conf in front of two instances (ports rewritten): an upload's
 * PATCH body reaches an instance while it is still being sent (no request
 * buffering), and a live-update event reaches the browser while its stream
 * stays open (no response buffering). Runs where Debian's nginx is installed
 * (.ci/run installs nginx-light). The two instances share one database and
 * one data folder, as the scaled deployment shares PostgreSQL and the bucket.
 */
// First: zod's OpenAPI extension, which the feature modules' schemas below need when loaded.
import '@hono/zod-openapi';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { HttpClient } from './auth';
import { underCi } from './env';
import { clientId, createBatch, jpeg, seedEvent } from './guest';
import { isReader, SseReader } from './live';
import { listensOn, onFreePort, PortTaken, takenFirst } from './ports';
import { startTestServer, type TestServer } from './server';

/** Debian's nginx, on PATH or where the package puts it (PATH may lack /usr/sbin). */
const nginxBin = ['nginx', '/usr/sbin/nginx'].find(
  (bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0,
);
if (!nginxBin) {
  if (underCi) throw new Error('nginx is required in CI (.ci/run installs nginx-light)');
  console.warn('skipping: nginx is not installed (Debian: apt-get install nginx-light)');
}
const b64 = (value: string) => Buffer.from(value).toString('base64');

/** The shipped config with the instances' and the proxy's ports, inside a main config nginx runs in the foreground. */
export function proxyConfig(conf: string, upstreams: string[], port: number, dir: string): string {
  const site = conf
    .replace(
      /server app1:3000[^;]*;\n\s*server app2:3000[^;]*;/,
      upstreams.map((u) => `server ${u};`).join('\n    '),
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (site === conf || !site.includes(upstreams[0] as string))
    throw new Error('nginx.conf changed shape');
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/**
 * Debian's nginx with `conf` for `upstreams`, on a port it listens on itself: a port chosen a
 * moment ago may meanwhile be taken by another suite's server, which would then answer in the
 * proxy's place while nginx fails to bind. Then another port is tried (onFreePort).
 */
function startProxy(
  conf: string,
  upstreams: string[],
  dir: string,
  choosePort?: () => Promise<number>,
): Promise<{ nginx: ChildProcess; url: string; port: number }> {
  return onFreePort(async (port) => {
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, proxyConfig(conf, upstreams, port, dir));
    const test = spawnSync(nginxBin as string, ['-t', '-p', dir, '-c', file], {
      encoding: 'utf8',
    });
    if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
    const nginx = spawn(nginxBin as string, ['-p', dir, '-c', file], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && nginx.exitCode === null; i += 1) {
      if (listensOn(nginx.pid, port)) {
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return { nginx, url, port };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // nginx gives up on a taken port after its own tries to bind (about 2.5 s).
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    throw new PortTaken(`nginx did not listen on port ${port}`);
  }, choosePort);
}

describe.skipIf(!nginxBin)('nginx in front of two instances', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'momenty-nginx-'));
  const shared = path.join(work, 'data');
  let a: TestServer;
  let b: TestServer;
  let nginx: ChildProcess;
  let proxy: string;

  beforeAll(async () => {
    mkdirSync(shared);
    const database = await openDatabase({ kind: 'pglite', dir: null });
    const one = { kind: 'pglite' as const, open: async () => database };
    const env = { DATA_DIR: shared, LIVE_HEARTBEAT_SECONDS: '1' };
    a = await startTestServer(one, { env, mediaProcessor: { enqueue: () => {} } });
    b = await startTestServer(one, { env, mediaProcessor: { enqueue: () => {} } });
    const conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
    const upstreams = [new URL(a.url).host, new URL(b.url).host];
    const started = await startProxy(conf, upstreams, work);
    nginx = started.nginx;
    proxy = started.url;
  }, 60_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await a?.close();
    await b?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('starts on a port nginx itself listens on, not one another server took meanwhile', async () => {
    // Another suite's server holds the port first chosen and answers every request with 200.
    const decoy = createServer((_req, res) => res.end('{"ok":true}'));
    await new Promise<void>((resolve) => decoy.listen(0, '127.0.0.1', resolve));
    const taken = (decoy.address() as AddressInfo).port;
    const dir = mkdtempSync(path.join(work, 'second-'));
    const { choose, chosen } = takenFirst(taken);
    const conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
    const second = await startProxy(conf, [new URL(a.url).host], dir, choose);
    try {
      expect(chosen).toEqual([taken, second.port]);
      const res = await fetch(`${second.url}/api/health`);
      // The instance's answer through nginx: a request id of nginx's making.
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      second.nginx.kill('SIGQUIT');
      await new Promise((resolve) => decoy.close(resolve));
    }
  }, 30_000);

  async function inFlight(): Promise<number> {
    let total = 0;
    for (const server of [a, b]) {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      total += Number(/^momenty_tus_uploads_in_flight (\S+)$/m.exec(text)?.[1] ?? 0);
    }
    return total;
  }

  it('passes the request id through, spreads requests over both instances and counts them', async () => {
    const res = await fetch(`${proxy}/api/health`, {
      headers: { 'X-Request-Id': 'proxy-test-0001' },
    });
    expect(res.headers.get('x-request-id')).toBe('proxy-test-0001');
    const generated = await fetch(`${proxy}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const before = await Promise.all(
      [a, b].map((s) => fetch(`${s.url}/metrics`).then((r) => r.text())),
    );
    for (let i = 0; i < 6; i += 1) await fetch(`${proxy}/api/health`);
    const after = await Promise.all(
      [a, b].map((s) => fetch(`${s.url}/metrics`).then((r) => r.text())),
    );
    const health = (t: string) =>
      Number(
        /^momenty_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\S+)$/m.exec(
          t,
        )?.[1] ?? 0,
      );
    for (const i of [0, 1])
      expect(health(after[i] as string)).toBeGreaterThan(health(before[i] as string));
  });

  it('streams a tus PATCH to an instance while it is sent, and live-update frames to the browser as written', async () => {
    const { eventId } = await seedEvent(a);
    const reader = await SseReader.open(`${proxy}/api/public/events/${eventId}/live`);
    if (!isReader(reader)) throw new Error(`stream refused: ${JSON.stringify(reader)}`);
    // The resume point comes in its own frame while the stream stays open.
    await reader.until((r) => r.frames.some((f) => f.id !== undefined));

    const data = jpeg(300_000);
    const batch = await createBatch(new HttpClient(proxy), eventId, {
      clientId: clientId(),
      guestName: 'Ola',
      files: [
        {
          name: 'a.jpg',
          size: data.length,
          type: 'image/jpeg',
          sha256: createHash('sha256').update(data).digest('hex'),
        },
      ],
    });
    expect(batch.status).toBe(201);
    const created = await fetch(`${proxy}/api/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(data.length),
        'Upload-Metadata': [
          `eventId ${b64(eventId)}`,
          `batchId ${b64(batch.body.batchId as string)}`,
          `fileIndex ${b64('0')}`,
          `filename ${b64('a.jpg')}`,
          `filetype ${b64('image/jpeg')}`,
        ].join(','),
      },
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(created.headers.get('location') as string, proxy).pathname;

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(data.subarray(0, 100_000));
        await held;
        controller.enqueue(data.subarray(100_000));
        controller.close();
      },
    });
    const patch = fetch(`${proxy}${uploadPath}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    // With request buffering nginx would wait for the whole body before calling an instance.
    let flying = 0;
    for (let i = 0; i < 100 && flying === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      flying = await inFlight();
    }
    expect(flying).toBe(1);
    release();
    const done = await patch;
    expect(done.status).toBe(204);
    expect(done.headers.get('upload-offset')).toBe(String(data.length));

    // A frame the instance writes later (its heartbeat, every second here) arrives while the stream stays open.
    const framesBefore = reader.frames.length;
    await reader.until((r) =>
      r.frames.slice(framesBefore).some((f) => f.data === undefined && f.comments.length > 0),
    );
    expect(reader.ended).toBe(false);
    reader.close();
  });
});
