/**
 * Helpers for routers described in the OpenAPI document: a router factory
 * whose failed validation answers the API's error body, the shared
 * error-response schema every route refers to, id path parameters and JSON
 * content.
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

/** A path parameter holding an id (1–64 characters), named `name` in the document. */
export function pathId(name: string) {
  return z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
}

/** The path parameters of every route under /events/{eventId}. */
export const eventIdParams = z.object({ eventId: pathId('eventId') });

/** A JSON request body or answer of `schema`, for a route's `content`. */
export function jsonContent<T extends z.ZodType>(schema: T) {
  return { 'application/json': { schema } };
}

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
