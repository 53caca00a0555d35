/**
 * The one loader of brand data: every brand file is imported here and nowhere else.
 */
import { crab } from '@brands/crab';
import { dragon } from '@brands/dragon';
import { horse } from '@brands/horse';
import { lion } from '@brands/lion';
import { monkey } from '@brands/monkey';
import { owl } from '@brands/owl';
import { tha } from '@brands/tha';
import { win } from '@brands/win';
import type { FeatureName } from './features';
import { BRAND_IDS, type BrandConfig, type BrandId } from './types';

const BRANDS: Readonly<Record<BrandId, BrandConfig>> = {
  owl,
  crab,
  dragon,
  lion,
  win,
  horse,
  monkey,
  tha,
};

/** True when `value` is a canonical brand id (not an alias). */
export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * A brand's data. Throws on an id that is not a `BrandId` (a programming error; resolve
 * untrusted names with `resolveBrand` first).
 * @example getBrand('crab').features.redEnvelope // true
 */
export function getBrand(id: BrandId): BrandConfig {
  const brand = isBrandId(id) ? BRANDS[id] : undefined;
  if (!brand) throw new Error(`Unknown brand "${String(id)}"`);
  return brand;
}

/** Every brand's data, in the spec's order. */
export function allBrands(): readonly BrandConfig[] {
  return BRAND_IDS.map((id) => BRANDS[id]);
}

/**
 * A flag outside React (server components, route handlers, the server).
 * @example hasFeature('owl', 'gems') // true
 */
export function hasFeature(brand: BrandId | BrandConfig, name: FeatureName): boolean {
  const config = typeof brand === 'string' ? getBrand(brand) : brand;
  return config.features[name] === true;
}

/**
 * True when the brand offers live rooms (chat spec §9: live sites dbj, qbj, bj188, qjwl, jwl77;
 * live brands bj188 = crab and lion): the `live` flag with at least one live site. The page,
 * the menu and the lobby server ask this one question.
 */
export function offersLive(brand: Pick<BrandConfig, 'features' | 'liveSites'>): boolean {
  return brand.features.live && brand.liveSites.length > 0;
}
