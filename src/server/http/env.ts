/** The per-request variables every route can read from the Hono context. */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Language } from '../../shared/i18n/index';

/** The signed-in owner, set by the requireOwner middleware on owner routes. */
export type Owner = {
  id: string;
  email: string;
  /** The owner's stored interface and e-mail language. */
  language: Language;
  emailVerified: boolean;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    lang: Language;
    clientIp: string;
    owner: Owner;
  };
};

/**
 * Node's request and response when the app runs behind Node's HTTP server; empty when it is
 * called directly (`app.request` in tests).
 */
export function nodeBindings(c: Context): Partial<HttpBindings> {
  return (c.env as Partial<HttpBindings> | undefined) ?? {};
}
