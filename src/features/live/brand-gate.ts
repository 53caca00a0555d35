/**
 * Which brands carry live rooms (chat spec §9: live sites dbj, qbj, bj188, qjwl, jwl77; live
 * brands bj188 = crab and lion): the brand's `live` flag with at least one live site. Pure,
 * so the page (server) and the menu (client) ask the same question.
 */
import type { BrandConfig } from '@/brand/types';

/** True when the brand offers live rooms. */
export function offersLive(brand: Pick<BrandConfig, 'features' | 'liveSites'>): boolean {
  return brand.features.live && brand.liveSites.length > 0;
}
