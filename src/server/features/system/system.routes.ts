/** Liveness, readiness and the public site configuration. */
import { createRoute, z } from '@hono/zod-openapi';
import { publicConfigSchema } from '../../../shared/api/config';
import { createRouter, errorResponses } from '../../http/openapi';

export type SystemDeps = {
  version: string;
  siteName: string;
  supportEmail: string;
  baseUrl: string;
  googleSignIn: boolean;
  /** Throws when the database does not answer. */
  pingDatabase(): Promise<void>;
  /** Whether the process is shutting down (it should get no new traffic). */
  isDraining(): boolean;
};

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness: the process answers',
  responses: {
    200: {
      description: 'Alive',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ok'),
            version: z.string(),
            uptimeSeconds: z.number(),
          }),
        },
      },
    },
  },
});

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'failed']), accepting: z.boolean() }),
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['system'],
  summary: 'Readiness: the database answers and the instance takes traffic',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: readySchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: readySchema } } },
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/config',
  tags: ['system'],
  summary: 'Public configuration the web app needs at start',
  responses: {
    200: {
      description: 'Configuration',
      content: { 'application/json': { schema: publicConfigSchema } },
    },
    ...errorResponses(500),
  },
});

export function systemRoutes(deps: SystemDeps) {
  return createRouter()
    .openapi(healthRoute, (c) =>
      c.json(
        {
          status: 'ok' as const,
          version: deps.version,
          uptimeSeconds: Math.round(process.uptime()),
        },
        200,
      ),
    )
    .openapi(readyRoute, async (c) => {
      let database: 'ok' | 'failed' = 'ok';
      try {
        await deps.pingDatabase();
      } catch (error) {
        database = 'failed';
        c.get('log')?.warn({ err: error }, 'readiness: database does not answer');
      }
      const accepting = !deps.isDraining();
      const ready = database === 'ok' && accepting;
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          status: ready ? ('ready' as const) : ('unavailable' as const),
          checks: { database, accepting },
        },
        ready ? 200 : 503,
      );
    })
    .openapi(configRoute, (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(
        {
          siteName: deps.siteName,
          supportEmail: deps.supportEmail,
          baseUrl: deps.baseUrl,
          googleSignIn: deps.googleSignIn,
        },
        200,
      );
    });
}
