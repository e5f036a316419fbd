/**
 * The composition root shared by the server process and the integration-test
 * server: given the configuration, an open database and the adapters, builds
 * the owner-account service and the HTTP application.
 */
import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail/mail';
import type { Storage } from './adapters/storage/storage';
import { createApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAuth } from './features/auth/auth';
import { resolveAuthSecret } from './features/auth/auth-secret';
import { createBackgroundTasks } from './features/auth/background-tasks';

export type ComposeOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  version: string;
  webDir: string | null;
  isDraining?: () => boolean;
};

export function composeApp(options: ComposeOptions) {
  const { config, database, mailer, logger } = options;
  const backgroundTasks = createBackgroundTasks(logger);
  const auth = createAuth({
    config,
    database,
    mailer,
    logger,
    secret: resolveAuthSecret(config.auth.secret, config.paths.data),
    backgroundTasks,
  });
  const app = createApp({ ...options, auth });
  return { app, auth, backgroundTasks };
}
