/**
 * Request and response bodies of the contact form (POST /api/contact), shared by the server
 * (validation, OpenAPI) and the web app. The field rules themselves live in
 * `shared/domain/validation.ts` (`validateContact`); these schemas only bound the sizes.
 */
import { z } from 'zod';
import { languages } from '../i18n/index';

/** Longest name, in characters. */
export const maxContactNameLength = 120;
/** Longest message, in characters. */
export const maxContactMessageLength = 5000;
/** Longest e-mail address. */
export const maxContactEmailLength = 254;

/** The form as sent. `website` is the hidden honeypot field: people leave it empty. */
export const contactRequestSchema = z.object({
  name: z.string().max(maxContactNameLength, 'contact.form.nameTooLong'),
  email: z.string().max(maxContactEmailLength, 'validation.email.invalid'),
  /** One of `contactSubjects` (checked by `validateContact`). */
  subject: z.string().max(40),
  message: z.string().max(maxContactMessageLength, 'contact.form.messageTooLong'),
  website: z.string().max(500).optional(),
  language: z.enum(languages).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The answer: the message was stored and handed to the mail server. */
export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
