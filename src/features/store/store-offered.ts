import type { FeatureFlags, FeatureName } from '@/brand/features';

/**
 * The features that give /store something to show: pass tickets for gold, the gem ↔ gold
 * exchange. Buying with TWD is /purchase (every brand); a brand with neither has no /store
 * entry in its menus (src/features/layout/menu.ts) and the page says so when opened directly.
 */
export const STORE_FEATURES = ['passTicketStore', 'gems'] as const satisfies readonly FeatureName[];

/** True when the brand offers /store. */
export function storeOffered(features: FeatureFlags): boolean {
  return STORE_FEATURES.some((f) => features[f]);
}
