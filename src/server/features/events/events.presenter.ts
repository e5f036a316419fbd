/** What an owner sees of an event, in lists and in detail: never the raw row (no password hash). */
// Adds `.openapi()` to every zod schema, the shared ones included: import it first.
import '@hono/zod-openapi';
import {
  defaultEventSettings,
  type EventDetail,
  type EventStyle,
  type EventSummary,
  eventDetailSchema as sharedDetailSchema,
  eventSummarySchema as sharedSummarySchema,
} from '../../../shared/api/events';
import { isEventType } from '../../../shared/domain/event-validation';
import { eventPeriods, phaseAt } from '../../../shared/domain/periods';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import { parseLanguage } from '../../../shared/i18n/index';
import type { EventRow, EventView } from './events.repository';

/** The schemas, named as components of the OpenAPI document. */
export const eventSummarySchema = sharedSummarySchema.openapi('EventSummary');
export const eventDetailSchema = sharedDetailSchema.openapi('EventDetail');

/** The link guests open. */
export function guestUrl(baseUrl: string, eventId: string): string {
  return `${baseUrl}/public/${eventId}`;
}

/** `row` without a role is the owner's. */
export function presentEventSummary(row: EventRow | EventView, now: Date): EventSummary {
  const plan = row.plan as PlanId;
  const periods = eventPeriods(plan, row.activationDate, row.timeZone);
  return {
    id: row.id,
    name: row.name,
    eventDate: row.eventDate,
    plan,
    paid: row.paid,
    activationDate: row.activationDate,
    timeZone: row.timeZone,
    state: phaseAt(periods, now),
    filesCount: row.filesCount,
    filesLimit: planRules(plan).maxFiles,
    createdAt: row.createdAt.toISOString(),
    role: 'viewerRole' in row ? row.viewerRole : 'owner',
    periods: {
      uploadStart: periods.uploadStart.toISOString(),
      uploadEnd: periods.uploadEnd.toISOString(),
      downloadEnd: periods.downloadEnd.toISOString(),
    },
  };
}

export function presentEventDetail(
  row: EventRow | EventView,
  now: Date,
  baseUrl: string,
): EventDetail {
  const plan = row.plan as PlanId;
  const rules = planRules(plan);
  return {
    ...presentEventSummary(row, now),
    description: row.description,
    type: isEventType(row.type) ? row.type : 'other',
    guestCount: row.guestCount,
    language: parseLanguage(row.language) ?? 'pl',
    // Settings stored before a setting existed get its default.
    settings: { ...defaultEventSettings, ...row.settings },
    style: row.style as EventStyle,
    hasPassword: row.passwordHash !== null,
    videosCount: row.videosCount,
    albumsCount: row.albumsCount,
    limits: { files: rules.maxFiles, videos: rules.maxVideos, albums: rules.albums },
    guestUrl: guestUrl(baseUrl, row.id),
    expiresAt: row.expiresAt.toISOString(),
    zipStatus: row.zipStatus as EventDetail['zipStatus'],
  };
}
