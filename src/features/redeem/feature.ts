import type { FeatureModule } from '@/features/feature-module';
import { resetRedeem } from './store';

/** The redeem code dialog as a feature: a reset (sign-out) closes and forgets it. */
export const redeemFeature: FeatureModule = {
  register: () => () => {},
  reset: resetRedeem,
};
