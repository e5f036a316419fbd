/** Reveal mode's settings as an owner changes them (the guest gate reads them: policies/). */
import type { EventSettings } from '../../../shared/api/events';
import type { PlanId } from '../../../shared/domain/plans';
import { planHasPlay } from '../../../shared/domain/reveal';
import { eventSettings } from '../../policies/guest-assessment';
import type { EventRow } from './events.repository';

/**
 * What a settings change does to reveal mode: refused below the standard plan (`notInPlan`),
 * a reveal time missing (`timeRequired`), or the settings it implies: switching to "reveal by
 * hand" forgets an earlier time (the hosts reveal with "reveal now").
 */
export function revealChanges(
  current: EventRow,
  patch: Partial<EventSettings> | undefined,
): 'notInPlan' | 'timeRequired' | Partial<EventSettings> | null {
  if (
    !patch ||
    (patch.revealMode === undefined &&
      patch.revealAt === undefined &&
      patch.revealShots === undefined)
  ) {
    return null;
  }
  const stored = eventSettings(current);
  const merged = { ...stored, ...patch };
  const turningOn = merged.revealMode !== 'off' || (patch.revealShots ?? null) !== null;
  if (turningOn && !planHasPlay(current.plan as PlanId)) return 'notInPlan';
  if (patch.revealMode === 'hand' && stored.revealMode !== 'hand' && patch.revealAt === undefined) {
    return { revealAt: null };
  }
  if (merged.revealMode === 'time' && !merged.revealAt) return 'timeRequired';
  return {};
}
