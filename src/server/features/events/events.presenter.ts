/** What an owner sees of an event in lists: never the raw row. */
import { z } from '@hono/zod-openapi';
import { planIds } from '../../../shared/domain/plans';
import type { EventRow } from './events.repository';

export const eventSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The day of the celebration, YYYY-MM-DD, if given. */
    eventDate: z.string().nullable().openapi({ example: '2026-06-20' }),
    plan: z.enum(planIds),
    paid: z.boolean(),
    /** First upload day, YYYY-MM-DD in the event's time zone. */
    activationDate: z.string().openapi({ example: '2026-06-20' }),
    timeZone: z.string().openapi({ example: 'Europe/Warsaw' }),
    /** Photos, videos and voice messages stored or being uploaded. */
    filesCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .openapi('EventSummary');

export type EventSummary = z.infer<typeof eventSummarySchema>;

export function presentEventSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    name: row.name,
    eventDate: row.eventDate,
    plan: row.plan as EventSummary['plan'],
    paid: row.paid,
    activationDate: row.activationDate,
    timeZone: row.timeZone,
    filesCount: row.filesCount,
    createdAt: row.createdAt.toISOString(),
  };
}
