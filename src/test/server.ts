/**
 * Starts the real application on a random port for integration tests, with a
 * fresh database, a temporary data folder and a silent logger. The auth rate
 * limit is high unless `env` sets AUTH_RATE_LIMIT_MAX, so suites that sign in
 * often from one address are not throttled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createMailer, createStorage } from '../server/adapters/create-adapters';
import type { createApp } from '../server/app';
import { composeApp } from '../server/compose';
import { type Config, loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/client';
import type { TestDatabase } from './db';

export type TestServer = {
  url: string;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
};

export async function startTestServer(
  testDatabase: TestDatabase,
  options: { env?: Record<string, string>; webDir?: string | null } = {},
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
  const { app, backgroundTasks } = composeApp({
    config,
    database,
    storage: createStorage(config),
    mailer,
    logger,
    version: 'test',
    webDir: options.webDir ?? null,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    dataDir,
    app,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await backgroundTasks.drain();
      await mailer.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
