/** The body of every error answer of the API, shared by server and client. */
import { z } from 'zod';

export const errorBodySchema = z.object({
  /** Stable id of the error; also the i18n key the client shows, e.g. `errors.notFound`. */
  error: z.string(),
  /** English text for logs and API users; clients show `error` translated. */
  message: z.string(),
  status: z.number().int(),
  /** Interpolation parameters of the message, and field-level details for validation errors. */
  data: z.record(z.string(), z.unknown()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
