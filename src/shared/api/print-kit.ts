/**
 * `GET /api/events/{eventId}/print-kit.pdf`: the print kit's options. Texts left out (or blank)
 * are the kit's defaults in the event's language.
 */
import { z } from 'zod';
import {
  maxPrintHeadlineLength,
  maxPrintSublineLength,
  printDesigns,
  printFormats,
} from '../domain/print-kit';

export const printKitQuerySchema = z.object({
  format: z.enum(printFormats).default('tableCard'),
  design: z.enum(printDesigns).default('classic'),
  headline: z
    .string()
    .trim()
    .max(maxPrintHeadlineLength, { error: 'validation.printKit.headlineTooLong' })
    .optional(),
  subline: z
    .string()
    .trim()
    .max(maxPrintSublineLength, { error: 'validation.printKit.sublineTooLong' })
    .optional(),
  /** `1`: a different photo challenge on each table card (one card per challenge). */
  challenges: z.enum(['0', '1']).optional(),
});
export type PrintKitQuery = z.input<typeof printKitQuerySchema>;

/** The address of the kit for these options (the owner app's download link). */
export function printKitPath(eventId: string, query: PrintKitQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value);
  }
  const search = params.toString();
  return `/api/events/${encodeURIComponent(eventId)}/print-kit.pdf${search ? `?${search}` : ''}`;
}
