/**
 * Where an event is in its life at a given moment, from the window instants the server worked
 * out in the event's own time zone: plain arithmetic on instants, no time-zone data needed.
 */
import type { EventSummary } from './api/get-events';

/** Past its upload and download periods. An unreadable instant counts as not expired. */
export function isExpired(event: Pick<EventSummary, 'periods'>, now: Date = new Date()): boolean {
  return now.getTime() > Date.parse(event.periods.downloadEnd);
}
