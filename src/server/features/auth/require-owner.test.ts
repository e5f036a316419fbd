import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import type { AppEnv, Owner } from '../../http/env';
import { handleError } from '../../http/error-handler';
import { requestContext } from '../../http/request-context';
import { assertVerified, requireVerified } from './require-owner';

const owner = (emailVerified: boolean): Owner => ({
  id: 'u1',
  email: 'anna@example.com',
  language: 'pl',
  emailVerified,
});

describe('requireVerified', () => {
  function appFor(current: Owner) {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', requestContext(pino({ level: 'silent' }), { clientIpHeader: undefined }));
    app.use('*', async (c, next) => {
      c.set('owner', current);
      await next();
    });
    app.post('/events', requireVerified, (c) => c.json({ created: true }, 201));
    return app;
  }

  it('stops an owner who has not confirmed their e-mail address', async () => {
    const res = await appFor(owner(false)).request('/events?lang=en', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'errors.emailNotVerified',
      message: 'Please confirm your e-mail address first – we will send you a code.',
      status: 403,
    });
    expect(() => assertVerified(owner(false))).toThrow(AppError);
  });

  it('lets a confirmed owner through', async () => {
    const res = await appFor(owner(true)).request('/events', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(() => assertVerified(owner(true))).not.toThrow();
  });
});
