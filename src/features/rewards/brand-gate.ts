/** Pure, so the page (server) and tests ask the same question as the menu's `feature` flag. */
import type { BrandConfig } from '@/brand/types';

/** True when the brand offers the special reward (page, popup): its `specialRewardPopup` flag. */
export function offersSpecialReward(brand: Pick<BrandConfig, 'features'>): boolean {
  return brand.features.specialRewardPopup;
}
