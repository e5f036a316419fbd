// Reveal mode (a disposable camera): until the reveal, guests see no one's photos but their own;
// optionally each guest has a film's number of shots. Standard and premium plans.
import { type PlanId, planIds, plans } from './plans';
import { type Violation, violation } from './violation';

/** `off`: photos show as they arrive; `time`: at `revealAt`; `hand`: when the hosts press "reveal now". */
export const revealModes = ['off', 'time', 'hand'] as const;
export type RevealMode = (typeof revealModes)[number];

/** Shots per guest a host may choose (a film's exposures); null = no limit. */
export const revealShotOptions = [10, 24, 36] as const;
export type RevealShots = (typeof revealShotOptions)[number];

/** The plans with reveal mode and photo challenges. */
export const playPlans: readonly PlanId[] = planIds.filter((plan) => plans[plan].play);

/** Whether the plan has reveal mode and photo challenges. */
export function planHasPlay(plan: PlanId): boolean {
  return playPlans.includes(plan);
}

/** What the reveal rules read of an event's settings. */
export type RevealSettings = {
  revealMode?: RevealMode;
  /** ISO instant: the time chosen, or when "reveal now" was pressed. */
  revealAt?: string | null;
  revealShots?: RevealShots | null;
};

/** Whether the event's photos are shown to guests at `now` (always, with reveal mode off). */
export function isRevealed(settings: RevealSettings, now: Date): boolean {
  const mode = settings.revealMode ?? 'off';
  if (mode === 'off') return true;
  if (!settings.revealAt) return false;
  const at = Date.parse(settings.revealAt);
  return Number.isFinite(at) && now.getTime() >= at;
}

/** The shots a guest has per event while reveal mode is on; null when unlimited. */
export function shotsPerGuest(settings: RevealSettings): number | null {
  return (settings.revealMode ?? 'off') === 'off' ? null : (settings.revealShots ?? null);
}

/** Shots left after `used`; null when unlimited. */
export function shotsLeft(settings: RevealSettings, used: number): number | null {
  const shots = shotsPerGuest(settings);
  return shots === null ? null : Math.max(0, shots - used);
}

/** Whole seconds until the reveal (0 when due or revealed; null when by hand and not yet). */
export function secondsToReveal(settings: RevealSettings, now: Date): number | null {
  if (isRevealed(settings, now)) return 0;
  if (!settings.revealAt) return null;
  return Math.max(0, Math.ceil((Date.parse(settings.revealAt) - now.getTime()) / 1000));
}

/**
 * Whether `shooting` photos and videos fit the shots a guest has left (null: no limit); the
 * violation `upload.tooManyShots` {left} when they do not. The guest page and the server both ask.
 */
export function checkShots(left: number | null, shooting: number): Violation | null {
  if (left === null || shooting <= left) return null;
  return violation('validation.upload.tooManyShots', { left });
}
