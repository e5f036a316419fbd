/** The per-request variables every route can read from the Hono context. */
import type { Logger } from 'pino';
import type { Language } from '../../shared/i18n/index';

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    lang: Language;
    clientIp: string;
  };
};
