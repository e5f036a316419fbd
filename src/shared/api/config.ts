/** Public site configuration the SPA needs before anything else (GET /api/config). */
import { z } from 'zod';

export const publicConfigSchema = z.object({
  siteName: z.string(),
  supportEmail: z.string(),
  baseUrl: z.string(),
  /** Whether the Google sign-in button is shown (only when the server has Google credentials). */
  googleSignIn: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
