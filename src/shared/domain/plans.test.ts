// Table tests of the plan table, upgrade paths and upgrade prices (decisions.md).
import { describe, expect, it } from 'vitest';
import {
  allowedUpgrades,
  canUpgrade,
  isPlan,
  type PlanId,
  planIds,
  planRules,
  plans,
  upgradeDiscount,
  upgradePrice,
  validateUpgrade,
} from './plans';

describe('plan table (decisions.md)', () => {
  it('lists the plans cheapest first', () => {
    expect(planIds).toEqual(['trial', 'basic', 'standard', 'premium']);
    expect(Object.keys(plans)).toEqual([...planIds]);
  });

  it.each([
    // plan, price (grosze), albums, files, videos, upload days, download days, slideshow,
    // reveal mode and photo challenges
    ['trial', 0, 2, 10, 1, 7, 7, false, false],
    ['basic', 9900, 1, 100, 10, 7, 10, false, false],
    ['standard', 24900, 3, 500, null, 14, 20, false, true],
    ['premium', 34900, 10, null, null, 30, 40, true, true],
  ] as const)(
    '%s: %i grosze, %i albums, %j files, %j videos, %i + %i days, slideshow %j, play %j',
    (id, price, albums, files, videos, up, down, slideshow, play) => {
      expect(plans[id]).toEqual({
        id,
        priceGrosze: price,
        albums,
        maxFiles: files,
        maxVideos: videos,
        uploadDays: up,
        downloadDays: down,
        slideshow,
        play,
        features: {
          photoUpload: true,
          videoUpload: true,
          guestbook: true,
          qrAndLink: true,
          slideshow,
          play,
        },
      });
    },
  );

  it('is frozen', () => {
    expect(Object.isFrozen(plans)).toBe(true);
    expect(Object.isFrozen(plans.trial)).toBe(true);
    expect(Object.isFrozen(plans.trial.features)).toBe(true);
  });

  it.each([
    ['trial', true],
    ['basic', true],
    ['standard', true],
    ['premium', true],
    ['Premium', false],
    ['gold', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isPlan(%j) → %j', (value, expected) => {
    expect(isPlan(value)).toBe(expected);
  });

  it('resolves rules by id or passes a rules object through', () => {
    expect(planRules('basic')).toBe(plans.basic);
    const custom = { ...plans.basic, maxFiles: 50 };
    expect(planRules(custom)).toBe(custom);
    expect(() => planRules('gold' as PlanId)).toThrow(RangeError);
  });
});

describe('upgrades', () => {
  it.each([
    ['trial', ['basic', 'standard', 'premium']],
    ['basic', ['standard', 'premium']],
    ['standard', ['premium']],
    ['premium', []],
  ] as const)('%s → %j', (from, expected) => {
    expect(allowedUpgrades(from)).toEqual(expected);
  });

  // Every pair: allowed or not, and its price in grosze.
  it.each([
    ['trial', 'trial', null],
    ['trial', 'basic', 9900],
    ['trial', 'standard', 24900],
    ['trial', 'premium', 34900],
    ['basic', 'trial', null],
    ['basic', 'basic', null],
    ['basic', 'standard', 15000],
    ['basic', 'premium', 25000],
    ['standard', 'trial', null],
    ['standard', 'basic', null],
    ['standard', 'standard', null],
    ['standard', 'premium', 10000],
    ['premium', 'trial', null],
    ['premium', 'basic', null],
    ['premium', 'standard', null],
    ['premium', 'premium', null],
  ] as const)('%s → %s costs %j', (from, to, price) => {
    expect(canUpgrade(from, to)).toBe(price !== null);
    expect(upgradePrice(from, to)).toBe(price);
    expect(validateUpgrade(from, to)).toBe(
      price === null ? 'validation.plan.upgradeNotAllowed' : null,
    );
  });

  it.each([
    ['trial', 'premium', 0],
    ['basic', 'standard', 9900],
    ['basic', 'premium', 9900],
    ['standard', 'premium', 24900],
    ['premium', 'basic', null],
  ] as const)('discount badge %s → %s is %j', (from, to, discount) => {
    expect(upgradeDiscount(from, to)).toBe(discount);
  });

  it('rejects unknown plans', () => {
    expect(canUpgrade('gold' as PlanId, 'premium')).toBe(false);
    expect(upgradePrice('basic', 'gold' as PlanId)).toBeNull();
    expect(validateUpgrade('basic', 'gold')).toBe('validation.plan.upgradeNotAllowed');
    expect(validateUpgrade(undefined, 'premium')).toBe('validation.plan.upgradeNotAllowed');
  });
});
