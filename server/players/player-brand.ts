/**
 * Whose a player is, for the rules that depend on it.
 *
 * A player's brand is their `players.site_id`: the SiteID the client sent at sign-in, which is
 * the brand's `siteId` (= its id, brands.test.ts). Accounts without one (QA, demo data, older
 * rows) use the deployment's brand: BRAND, else the default brand (crab).
 */
import { getBrand } from '../../src/brand/get-brand';
import { brandFromName } from '../../src/brand/resolve-brand';
import { DEFAULT_BRAND, type BrandConfig } from '../../src/brand/types';
import { Provider } from '../../src/protocol';
import type { PlayerRow } from '../db/repositories/players';

export function brandOfPlayer(player: Pick<PlayerRow, 'site_id'>): BrandConfig {
  return getBrand(brandFromName(player.site_id) ?? brandFromName(process.env.BRAND) ?? DEFAULT_BRAND);
}

/**
 * A guest (chat §1, §6 "provider guest"): signed up as guest and never bound an account (a
 * phone). Guests get no chat (200024), cannot gift (200076) nor be gifted (200121).
 */
export function isGuest(player: Pick<PlayerRow, 'provider' | 'phone'>): boolean {
  return player.provider === Provider.guest && !player.phone;
}
