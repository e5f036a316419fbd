/**
 * Helpers for routers described in the OpenAPI document: a router factory
 * whose failed validation answers the API's error body, and the shared
 * error-response schema every route refers to.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './env';
import { errorBody, validationIssues } from './error-handler';

/** The error body, registered once as a component of the document. */
export const errorResponseSchema = z
  .object({
    error: z.string().openapi({ example: 'errors.eventNotFound' }),
    message: z.string().openapi({ example: 'Event not found.' }),
    status: z.number().int().openapi({ example: 404 }),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('Error');

/** The usual error answers of a route, for its `responses`. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: 'Error',
        content: { 'application/json': { schema: errorResponseSchema } },
      },
    ]),
  );
}

/** A router whose requests are validated by their route's zod schemas. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const body = errorBody('validation', c.get('lang') ?? 'pl', {
          issues: validationIssues(result.error),
        });
        return c.json(body, 400);
      }
    },
  });
}
