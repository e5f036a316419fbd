// The plans (trial, basic, standard, premium): prices, limits, periods, features and upgrade paths.
import type { ValidationKey } from './violation';

/** Plan ids, cheapest first; the order is the upgrade order. */
export const planIds = ['trial', 'basic', 'standard', 'premium'] as const;

/** A plan id. */
export type PlanId = (typeof planIds)[number];

/** Features shown on plan cards. */
export interface PlanFeatures {
  readonly photoUpload: boolean;
  /** True when the plan's video limit is not 0. */
  readonly videoUpload: boolean;
  readonly guestbook: boolean;
  readonly qrAndLink: boolean;
  readonly slideshow: boolean;
  /** Reveal mode and photo challenges. */
  readonly play: boolean;
}

/** Everything a plan allows (decisions.md, "Plans"). */
export interface PlanRules {
  readonly id: PlanId;
  /** List price in integer grosze (1 PLN = 100 grosze). */
  readonly priceGrosze: number;
  /** Albums in total, the default album included. */
  readonly albums: number;
  /** Photos, videos and voice messages together; `null` = unlimited. */
  readonly maxFiles: number | null;
  /** Videos (which also count as files); `null` = unlimited, 0 = no video upload. */
  readonly maxVideos: number | null;
  /** Calendar days of the upload window, the activation day included. */
  readonly uploadDays: number;
  /** Calendar days of the download window that follows the upload window. */
  readonly downloadDays: number;
  readonly slideshow: boolean;
  /** Reveal mode and photo challenges (`shared/domain/reveal.ts`). */
  readonly play: boolean;
  readonly features: PlanFeatures;
}

function define(rules: Omit<PlanRules, 'features'>): PlanRules {
  return Object.freeze({
    ...rules,
    features: Object.freeze({
      photoUpload: true,
      videoUpload: rules.maxVideos !== 0,
      guestbook: true,
      qrAndLink: true,
      slideshow: rules.slideshow,
      play: rules.play,
    }),
  });
}

/** The authoritative plan table (decisions.md). */
export const plans: Readonly<Record<PlanId, PlanRules>> = Object.freeze({
  trial: define({
    id: 'trial',
    priceGrosze: 0,
    albums: 2,
    maxFiles: 10,
    maxVideos: 1,
    uploadDays: 7,
    downloadDays: 7,
    slideshow: false,
    play: false,
  }),
  basic: define({
    id: 'basic',
    priceGrosze: 9900,
    albums: 1,
    maxFiles: 100,
    maxVideos: 10,
    uploadDays: 7,
    downloadDays: 10,
    slideshow: false,
    play: false,
  }),
  standard: define({
    id: 'standard',
    priceGrosze: 24900,
    albums: 3,
    maxFiles: 500,
    maxVideos: null,
    uploadDays: 14,
    downloadDays: 20,
    slideshow: false,
    play: true,
  }),
  premium: define({
    id: 'premium',
    priceGrosze: 34900,
    albums: 10,
    maxFiles: null,
    maxVideos: null,
    uploadDays: 30,
    downloadDays: 40,
    slideshow: true,
    play: true,
  }),
});

/**
 * A plan given by id (the table above) or as a rules object (e.g. limits changed by
 * configuration). Every limit and period function accepts either.
 */
export type PlanInput = PlanId | PlanRules;

/** Type guard: whether `value` is a plan id. */
export function isPlan(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** The rules of a plan; throws `RangeError` for an unknown id. */
export function planRules(plan: PlanInput): PlanRules {
  if (typeof plan === 'object') return plan;
  if (!isPlan(plan)) throw new RangeError(`Unknown plan: ${String(plan)}`);
  return plans[plan];
}

/** The plans `plan` may be upgraded to, cheapest first (premium: none). */
export function allowedUpgrades(plan: PlanId): readonly PlanId[] {
  return planIds.slice(planIds.indexOf(plan) + 1);
}

/** Whether `from` may be upgraded to `to` (only to a strictly higher plan). */
export function canUpgrade(from: PlanId, to: PlanId): boolean {
  return isPlan(from) && isPlan(to) && planIds.indexOf(to) > planIds.indexOf(from);
}

/**
 * Price of an upgrade in grosze: the difference of list prices (trial counts as 0).
 * Returns `null` for a pair that is not an allowed upgrade (same plan, downgrade, unknown id).
 */
export function upgradePrice(from: PlanId, to: PlanId): number | null {
  if (!canUpgrade(from, to)) return null;
  return plans[to].priceGrosze - plans[from].priceGrosze;
}

/**
 * The discount badge of an upgrade card in grosze: what the owner already paid
 * (list price of `to` minus the upgrade price). `null` for a disallowed pair.
 */
export function upgradeDiscount(from: PlanId, to: PlanId): number | null {
  const price = upgradePrice(from, to);
  return price === null ? null : plans[to].priceGrosze - price;
}

/** `plan.upgradeNotAllowed` unless `from` → `to` is an allowed upgrade (untrusted input welcome). */
export function validateUpgrade(from: unknown, to: unknown): ValidationKey | null {
  return isPlan(from) && isPlan(to) && canUpgrade(from, to)
    ? null
    : 'validation.plan.upgradeNotAllowed';
}
