import { describe, expect, it } from 'vitest';
import { ItemId } from '@/protocol/ids';
import { FEATURE_NAMES, isFeatureName, type FeatureName } from './features';
import { allBrands, getBrand, hasFeature } from './get-brand';
import { BRAND_ALIASES, BRAND_IDS, type BrandId } from './types';

const ALL: readonly BrandId[] = ['owl', 'crab', 'dragon', 'lion', 'win', 'horse', 'monkey', 'tha'];
const allBut = (...except: BrandId[]) => ALL.filter((b) => !except.includes(b));

// The spec's lists (account §1, chat §9), written as the spec writes them: which brands have
// each feature. Aliases are folded in by hand (bj188 → crab).
const SPEC: Readonly<Record<FeatureName, readonly BrandId[]>> = {
  // "gems only for owl"
  gems: ['owl'],
  // "friend-invitation progress for all but owl"
  friendInvitationProgress: allBut('owl'),
  // "a required referral code binding for crab, bj188 and lion"
  referralCodeRequired: ['crab', 'lion'],
  // "raffle tickets for crab and horse"
  raffleTickets: ['crab', 'horse'],
  // "daily gold reward for crab, dragon and lion"
  dailyGoldReward: ['crab', 'dragon', 'lion'],
  // "red envelope for crab and lion"
  redEnvelope: ['crab', 'lion'],
  // "a pass-ticket switch for crab, dragon, lion and horse"
  passTicketSwitch: ['crab', 'dragon', 'lion', 'horse'],
  // "pass tickets in the store for crab, owl, dragon, lion and horse"
  passTicketStore: ['crab', 'owl', 'dragon', 'lion', 'horse'],
  // "a customized bind-referral modal for crab only"
  customBindReferralModal: ['crab'],
  // "a special reward popup for all but crab"
  specialRewardPopup: allBut('crab'),
  // "the user info banner for brands other than owl, crab, dragon, lion and horse"
  userInfoBanner: ['win', 'monkey', 'tha'],
  // chat §9 "live brands bj188, crab, lion"
  live: ['crab', 'lion'],
  // chat §9 "Some brands have LINE support links; monkey and tha have none"
  lineSupport: allBut('monkey', 'tha'),
};

describe('feature names', () => {
  it('are alphabetical and unique', () => {
    expect([...FEATURE_NAMES]).toEqual([...new Set(FEATURE_NAMES)].sort());
  });
  it('are exactly the flags the spec lists', () => {
    expect([...FEATURE_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
  });
  it('isFeatureName accepts known names only', () => {
    expect(isFeatureName('gems')).toBe(true);
    expect(isFeatureName('nope')).toBe(false);
  });
});

describe('every flag of every brand matches the spec', () => {
  const cases = ALL.flatMap((brand) =>
    FEATURE_NAMES.map((flag) => [brand, flag, SPEC[flag].includes(brand)] as const),
  );
  it.each(cases)('%s.%s is %s', (brand, flag, expected) => {
    expect(getBrand(brand).features[flag]).toBe(expected);
    expect(hasFeature(brand, flag)).toBe(expected);
  });

  it('each brand file sets exactly the known flags', () => {
    for (const brand of allBrands()) {
      expect(Object.keys(brand.features).sort(), brand.id).toEqual([...FEATURE_NAMES].sort());
    }
  });
});

describe('brand ids and aliases', () => {
  it('lists the eight brands', () => {
    expect([...BRAND_IDS]).toEqual(ALL);
    expect(allBrands().map((b) => b.id)).toEqual(ALL);
  });
  it('maps bj188 → crab and betrnk → owl', () => {
    expect(BRAND_ALIASES).toEqual({ bj188: 'crab', betrnk: 'owl' });
    expect(getBrand('crab').aliases).toEqual(['bj188']);
    expect(getBrand('owl').aliases).toEqual(['betrnk']);
    for (const id of allBut('crab', 'owl')) expect(getBrand(id).aliases).toEqual([]);
  });
  it('getBrand refuses an unknown id', () => {
    expect(() => getBrand('bj188' as BrandId)).toThrow(/Unknown brand/);
  });
});

describe('gem item id', () => {
  it('is 2 for owl (the only brand with gems) and 39 for every other brand', () => {
    expect(getBrand('owl').gemItemId).toBe(2);
    expect(getBrand('owl').gemItemId).toBe(ItemId.Gem);
    for (const id of allBut('owl')) expect(getBrand(id).gemItemId, id).toBe(39);
  });
  it('only gem brands sell gems, by bank transfer and credit card', () => {
    for (const brand of allBrands()) {
      expect(brand.payments.gem, brand.id).toEqual(
        brand.features.gems ? ['bankTransfer', 'creditCard'] : [],
      );
    }
  });
});
