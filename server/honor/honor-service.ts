/**
 * The honor list (account §4 "Honor record pin", §7 10130 / 11830, §9): a player's pinned
 * records and their latest 10 at holy-moly level or above. A pin counts the pinned records and
 * pins inside one transaction under the player's honor lock, so concurrent pins never make a
 * fourth: the loser answers 200371. Unpinning always works. Decisions: docs/protocol-tasks.md.
 */
import {
  Code,
  HonorLimits,
  HonorPinned,
  winLevel,
  type Achievement,
  type HonorListResult,
  type HonorPinRequest,
  type HonorPinResult,
} from '../../src/protocol';
import { toTaipeiIso } from '../clock';
import type { HonorRecordRow } from '../db/repositories/honor-records';
import { withTransaction } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { applyTaskEvent } from '../tasks/events';

export function achievementView(r: HonorRecordRow): Achievement {
  return {
    ID: r.id,
    Win: r.win,
    Bet: r.bet,
    CreateTime: toTaipeiIso(r.createdAt),
    Pinned: r.pinned === HonorPinned.Pinned ? HonorPinned.Pinned : HonorPinned.Unpinned,
    PlayerID: r.playerId,
    SiteID: r.siteId,
    GameInfo: { Provider: r.provider, GameID: r.gameId },
  };
}

/** 10130: any player's list (the profile card opens another player's; only the owner pins). */
export async function honorList(services: Services, playerId: number): Promise<HonorListResult> {
  if (!(await services.repos.players.find(playerId))) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  return { Achievements: (await services.repos.honorRecords.list(playerId)).map(achievementView) };
}

/** 11830: pins (under 3 pinned) or unpins one of the player's own records. */
export async function pinHonor(services: Services, playerId: number, p: HonorPinRequest): Promise<HonorPinResult> {
  return withTransaction(services.repos, async (tx) => {
    await tx.locks.hold(LockName.honorPins(playerId));
    const record = await tx.honorRecords.find(playerId, p.ID);
    if (!record) throw new ReplyError(Code.HonorNotFound, `honor record ${p.ID} not found`);
    const count = await tx.honorRecords.pinnedCount(playerId);
    if (p.Pinned === record.pinned) return { ID: p.ID, Pinned: p.Pinned, PinnedCount: count };
    if (p.Pinned === HonorPinned.Pinned && count >= HonorLimits.MaxPinned) {
      throw new ReplyError(Code.HonorPinLimit, `at most ${HonorLimits.MaxPinned} records are pinned`);
    }
    await tx.honorRecords.setPinned(playerId, p.ID, p.Pinned);
    return { ID: p.ID, Pinned: p.Pinned, PinnedCount: count + (p.Pinned === HonorPinned.Pinned ? 1 : -1) };
  });
}

export interface GameRound {
  playerId: number;
  provider: string;
  gameId: string;
  win: number;
  bet: number;
}

/**
 * A finished game round (today only QA rounds exist: POST /__qa/honor): feeds the tasks, and
 * at holy-moly level or above adds an honor record. Answers the record, or null.
 */
export async function recordRound(services: Services, round: GameRound): Promise<Achievement | null> {
  const player = await services.repos.players.find(round.playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  // Awaited: a QA script reads the progress as soon as the round is answered.
  await applyTaskEvent(services, round.playerId, { kind: 'round', bet: round.bet, win: round.win });
  if (winLevel(round.win, round.bet) < HonorLimits.MinLevel) return null;
  const id = await services.repos.honorRecords.insert({ ...round, siteId: player.site_id, createdAt: services.clock.now() });
  const row = await services.repos.honorRecords.find(round.playerId, id);
  return row ? achievementView(row) : null;
}
