/**
 * Starts the real application on a random port for integration tests, with a
 * fresh database, a temporary data folder and a silent logger. The auth rate
 * limit is high unless `env` sets AUTH_RATE_LIMIT_MAX, so suites that sign in
 * often from one address are not throttled. `restart()` drops every
 * connection and answers from then on with a newly composed app, on the same
 * port, database and data folder (what a process restart keeps).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createMailer, createStorage } from '../server/adapters/create-adapters';
import type { createApp } from '../server/app';
import { type ComposedServer, composeServer } from '../server/compose';
import { type Config, loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/client';
import type { GuestbookExport } from '../server/features/downloads/guestbook-files';
import type { MediaProcessor } from '../server/features/uploads/media-processor';
import type { TestDatabase } from './db';

export type TestServer = {
  url: string;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  app: ReturnType<typeof createApp>;
  /** The guest side of the running app (the gate, the guest service, uploads, tus). */
  guests: ComposedServer['guests'];
  /** The live-updates hub of the running app (publisher, streams). */
  live: ComposedServer['live'];
  /** Cuts every open connection and answers from then on with a newly composed app. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

export type TestServerOptions = {
  env?: Record<string, string>;
  webDir?: string | null;
  mediaProcessor?: MediaProcessor;
  /** The clock of the guest rules. */
  now?: () => Date;
  /** The guestbook's files in ZIP downloads. */
  guestbookExport?: GuestbookExport;
};

export async function startTestServer(
  testDatabase: TestDatabase,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...options.env,
  });
  const database = await testDatabase.open();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer(config, { info: () => {} });

  const compose = () =>
    composeServer({
      config,
      database,
      storage: createStorage(config),
      mailer,
      logger,
      version: 'test',
      webDir: options.webDir ?? null,
      mediaProcessor: options.mediaProcessor,
      now: options.now,
      guestbookExport: options.guestbookExport,
    });
  const listen = (fetch: ReturnType<typeof compose>['app']['fetch']) =>
    new Promise<Server>((resolve) => {
      const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(s as Server),
      ) as Server;
      s.requestTimeout = 0;
    });
  const stop = (s: Server) =>
    new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections();
    });

  let composed = compose();
  // The server keeps its socket over a restart and hands each request to the app of the
  // moment: a port given up and taken again could meanwhile be taken by another suite's server.
  const server = await listen((request, env) => composed.app.fetch(request, env));
  const { port } = server.address() as AddressInfo;
  const handle: TestServer = {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    dataDir,
    app: composed.app,
    guests: composed.guests,
    live: composed.live,
    async restart() {
      await composed.live.close();
      // What a stopped process leaves: no connection, no request still being answered.
      server.closeAllConnections();
      await composed.backgroundTasks.drain();
      composed = compose();
      handle.app = composed.app;
      handle.guests = composed.guests;
      handle.live = composed.live;
    },
    async close() {
      await composed.live.close();
      await stop(server);
      await composed.backgroundTasks.drain();
      await mailer.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
