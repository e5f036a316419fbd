/** Where an event is in its life today, from the shared period rules and the event's own time zone. */
import { type EventPhase, eventPhase, resolveActivationDate } from '../../../shared/domain/periods';
import type { EventSummary } from './api/get-events';

export function phaseOf(
  event: Pick<EventSummary, 'plan' | 'activationDate' | 'createdAt' | 'timeZone'>,
  now: Date = new Date(),
): EventPhase {
  const activationDate = resolveActivationDate({
    plan: event.plan,
    activationDate: event.activationDate,
    createdAt: new Date(event.createdAt),
    timeZone: event.timeZone,
  });
  return eventPhase(event.plan, activationDate, event.timeZone, now);
}

/** Past its upload and download periods. Unknown zones or dates count as not expired. */
export function isExpired(
  event: Pick<EventSummary, 'plan' | 'activationDate' | 'createdAt' | 'timeZone'>,
  now: Date = new Date(),
): boolean {
  try {
    return phaseOf(event, now) === 'expired';
  } catch {
    return false;
  }
}
