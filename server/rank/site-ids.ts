/**
 * The players of one brand, as a SiteScope. A player's brand is their `players.site_id` (the
 * SiteID the client sent at sign-in: the brand id, or an alias); accounts without a brand (QA,
 * demo data, older rows) belong to the deployment's brand (BRAND, else the default brand), as
 * in server/gifts/rules.ts. An unknown SiteID is taken literally.
 */
import { brandFromName } from '../../src/brand/resolve-brand';
import { BRAND_ALIASES, BRAND_IDS, DEFAULT_BRAND } from '../../src/brand/types';
import type { SiteScope } from '../db/repositories/site-scope';

const ALIASES = Object.entries(BRAND_ALIASES) as [string, string][];

/**
 * @example siteScopeOf('BJ188') // { siteIds: ['crab', 'bj188'], otherThan: [every brand id and alias] } when crab is the deployment's brand
 */
export function siteScopeOf(siteId: string, env: Record<string, string | undefined> = process.env): SiteScope {
  const brand = brandFromName(siteId);
  if (!brand) return { siteIds: [siteId], otherThan: null };
  const siteIds = [brand, ...ALIASES.filter(([, id]) => id === brand).map(([alias]) => alias)];
  const deployment = brandFromName(env.BRAND) ?? DEFAULT_BRAND;
  return { siteIds, otherThan: brand === deployment ? [...BRAND_IDS, ...ALIASES.map(([alias]) => alias)] : null };
}

/** Whether a stored `site_id` falls in `scope` (the caller's own line of the rich list). */
export function inScope(siteId: string, scope: SiteScope): boolean {
  return scope.siteIds.includes(siteId) || (scope.otherThan !== null && !scope.otherThan.includes(siteId));
}
