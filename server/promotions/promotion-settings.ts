/**
 * A player's big-win promotion setting (chat §4 "Big-win promotion", §7 12130 / 12120): open
 * means big-win pushes (10081) reach their lobby sockets, closed means they do not. It is kept
 * in the database, so it holds on every process and on the next visit; a player who never set
 * it is open (BIG_WIN_DEFAULT_STATUS). The client reads it on each lobby ready and sends it back
 * (§4), which only rewrites the same value.
 */
import { BIG_WIN_DEFAULT_STATUS, BigWinStatus, type BigWinStatusValue } from '../../src/protocol';
import { bigWinPromotionsRepository } from '../db/repositories/big-win-promotions';
import type { Services } from '../services';

export const promotionsOf = (services: Services) => bigWinPromotionsRepository(services.repos.db, services.repos.now);

const asStatus = (value: number | undefined): BigWinStatusValue =>
  value === BigWinStatus.Open || value === BigWinStatus.Closed ? value : BIG_WIN_DEFAULT_STATUS;

/** 12130: the player's status (the default when never set). */
export async function promotionStatus(services: Services, playerId: number): Promise<{ Status: BigWinStatusValue }> {
  return { Status: asStatus(await promotionsOf(services).status(playerId)) };
}

/** 12120: keeps `status` for the player and answers it. */
export async function setPromotionStatus(services: Services, playerId: number, status: BigWinStatusValue): Promise<{ Status: BigWinStatusValue }> {
  await promotionsOf(services).setStatus(playerId, status);
  return { Status: status };
}

/** The players a big-win push reaches: signed in, promotion open (or never set, the default being open). */
export function promotionSubscribers(services: Services): Promise<number[]> {
  return promotionsOf(services).signedInWithStatus(BigWinStatus.Open, BIG_WIN_DEFAULT_STATUS === BigWinStatus.Open);
}
