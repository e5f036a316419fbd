/**
 * Where an event stands for guests right now, from the shared domain rules
 * (plans, periods in the event's time zone): the guest gate's facts
 * (guest-gate.ts decides from them).
 */

import type { ErrorId } from '../../shared/api/errors';
import { defaultEventSettings, type EventSettings } from '../../shared/api/events';
import type { UnavailableReason, UploadState } from '../../shared/api/public';
import {
  type EventPeriods,
  eventPeriods,
  phaseAt,
  resolveActivationDate,
} from '../../shared/domain/periods';
import { type PlanId, planRules } from '../../shared/domain/plans';
import { isRevealed, planHasPlay } from '../../shared/domain/reveal';
import type { events } from '../db/schema';

type EventRow = typeof events.$inferSelect;

/** The fields of an event row the rules read. */
export type GuestEventRow = Pick<
  EventRow,
  'plan' | 'paid' | 'activationDate' | 'createdAt' | 'timeZone' | 'settings'
>;

export type GuestAssessment = {
  periods: EventPeriods;
  phase: ReturnType<typeof phaseAt>;
  settings: EventSettings;
  /** Why guests cannot use the event at all, or null. */
  unavailable: UnavailableReason | null;
  uploadState: UploadState;
  /** Whether guests see the event's photos yet (reveal mode; always true with it off). */
  revealed: boolean;
};

/** Stored settings with the defaults of settings added later. */
export function eventSettings(row: Pick<EventRow, 'settings'>): EventSettings {
  return { ...defaultEventSettings, ...row.settings };
}

/** Whether guests see the event's gallery now: shown by the hosts, and revealed (reveal mode). */
export function guestSeesGallery(row: Pick<EventRow, 'plan' | 'settings'>, now: Date): boolean {
  const settings = eventSettings(row);
  return (
    settings.guestGalleryVisible && (!planHasPlay(row.plan as PlanId) || isRevealed(settings, now))
  );
}

export function assessEvent(row: GuestEventRow, now: Date): GuestAssessment {
  const plan = row.plan as PlanId;
  const activationDate = resolveActivationDate({
    plan,
    activationDate: row.activationDate,
    createdAt: row.createdAt,
    timeZone: row.timeZone,
  });
  const periods = eventPeriods(plan, activationDate, row.timeZone);
  const phase = phaseAt(periods, now);
  const settings = eventSettings(row);
  const unavailable: UnavailableReason | null =
    plan !== 'trial' && !row.paid ? 'unpaid' : phase === 'expired' ? 'expired' : null;
  const uploadState: UploadState = !settings.uploadsEnabled
    ? 'disabled'
    : phase === 'notYetActive'
      ? 'notYetActive'
      : phase === 'uploading'
        ? 'open'
        : 'ended';
  const revealed = !planHasPlay(plan) || isRevealed(settings, now);
  // (guestSeesGallery above is this rule for readers without the whole row.)
  return { periods, phase, settings, unavailable, uploadState, revealed };
}

/** The error that refuses an upload to this event, or null when uploads are open. */
export function uploadRefusal(
  row: GuestEventRow,
  assessment: GuestAssessment,
): { id: ErrorId; params?: Record<string, unknown> } | null {
  if (assessment.unavailable === 'unpaid') return { id: 'eventUnpaid' };
  const days = planRules(row.plan as PlanId).uploadDays;
  if (assessment.unavailable === 'expired') return { id: 'uploadPeriodExpired', params: { days } };
  switch (assessment.uploadState) {
    case 'open':
      return null;
    case 'disabled':
      return { id: 'uploadsDisabled' };
    case 'notYetActive':
      return { id: 'notActivatedYet', params: { date: assessment.periods.activationDate } };
    case 'ended':
      return { id: 'uploadPeriodExpired', params: { days } };
  }
}
