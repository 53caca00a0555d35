/**
 * VIP points (docs/decisions/171-vip-points-and-thresholds.md; docs/protocol-vip.md): one point per
 * gold bet in games, added inside the transaction that debits the bet, so the points commit with
 * the money or not at all. The tier follows the points up (src/protocol/vip.ts thresholds) and is
 * never lowered. Issue 13's payments add their points through `addVipPoints` as well.
 */
import { Code, Op, reply, vipLevelForPoints, vipLevelsOf, type VipLevels, type VipLevelsResult } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Services } from '../services';

export interface VipPointsAdded {
  /** True when the tier rose with these points. */
  changed: boolean;
  /** The tier and points after the add (what 10101 says). */
  levels: VipLevels;
}

/**
 * Adds `points` to the player's VIP points inside the caller's transaction `tx` and raises the
 * tier the total reaches; the tier never falls (one granted above the points stays).
 * @example alsoInTransaction: async (tx) => { vip = await addVipPoints(tx, playerId, bet); }
 */
export async function addVipPoints(tx: Repositories, playerId: number, points: number): Promise<VipPointsAdded> {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError(`VIP points must be a positive whole number, got ${points}`);
  if (!tx.db.isTransaction) throw new Error('addVipPoints runs inside the caller\'s transaction');
  const row = await tx.vip.addPoints(playerId, points);
  if (!row) throw new Error(`player ${playerId} not found`);
  const reached = vipLevelForPoints(row.points);
  // The add above holds the player's row until commit: no other add can raise in between.
  const changed = reached > row.level && (await tx.vip.raiseLevel(playerId, reached));
  return { changed, levels: vipLevelsOf(changed ? reached : row.level, row.points) };
}

/** 10100 → 10101: the player's tier, points and the thresholds around them. */
export async function vipLevels(services: Services, playerId: number): Promise<VipLevelsResult> {
  const row = await services.repos.vip.find(playerId);
  if (!row) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  return { Levels: vipLevelsOf(row.level, row.points) };
}

/**
 * After the commit of a tier rise: pushes 10101 to the player's lobby sockets, so the member
 * centre and the profile's VIPLevel move without a refetch (the profile reads the same column).
 */
export function publishVipRise(services: Services, playerId: number, added: VipPointsAdded | undefined): void {
  if (!added?.changed) return;
  const result: VipLevelsResult = { Levels: added.levels };
  services.hub.push(playerId, reply(Op.LevelsReply, Code.Ok, result), 'lobby');
}
