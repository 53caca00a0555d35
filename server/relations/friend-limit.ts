/**
 * How many friends a player may keep: their brand's VIP table, column friendLimit
 * (src/brand/vip.ts, brands/*.ts). A number is the limit, 'unlimited' none; a "—" (null, the
 * low tiers of every brand) gets the smallest number the table lists, so a new player can
 * still befriend a few (docs/decisions/128-friends-and-blocks-one-way.md).
 */
import type { BrandConfig } from '../../src/brand/types';
import { brandOfPlayer } from '../players/player-brand';
import type { PlayerRow } from '../db/repositories/players';

/** The friend limit of `vipLevel` in `brand`'s table; null = unlimited. */
export function friendLimitOf(brand: BrandConfig, vipLevel: number): number | null {
  const tier = brand.vip.find((t) => t.level === vipLevel) ?? brand.vip[0];
  const cell = tier?.privileges.friendLimit ?? null;
  if (cell === 'unlimited') return null;
  if (typeof cell === 'number') return cell;
  const listed = brand.vip.map((t) => t.privileges.friendLimit).filter((c): c is number => typeof c === 'number');
  return listed.length > 0 ? Math.min(...listed) : null;
}

/** The friend limit of a stored player (their brand from site_id). */
export function friendLimit(player: Pick<PlayerRow, 'site_id' | 'vip_level'>): number | null {
  return friendLimitOf(brandOfPlayer(player), player.vip_level);
}
