import type { FeatureModule } from '@/features/feature-module';
import { registerVipHandlers, resetVip } from './handlers';

/**
 * VIP tier and points as a feature: the tier-rise push fills the store wherever the player is;
 * the member centre asks 10100 itself when it opens (`useVipLevels`), not every page.
 */
export const vipFeature: FeatureModule = {
  register: (sockets) => registerVipHandlers(sockets.lobby),
  reset: resetVip,
};
