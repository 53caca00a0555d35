/**
 * Ban records: the suspend helper opens one when a player is suspended and ends it when they
 * are reinstated (server/account/suspend.ts); the ban list (POST /api/v1/player/ban_records)
 * shows a brand's bans, newest first, with the nickname masked and the reason as a category.
 */
import { BanCategory, RankLimits, type BanRecordsRequest, type BanRecordsResult } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import type { Services } from '../services';
import { siteScopeOf } from '../rank/site-ids';
import { maskName } from './mask-name';

/** Records a suspension (joins the caller's transaction through `repos`): the open ban's id. */
export function openBan(repos: Repositories, r: { playerId: number; category?: number; note?: string; at: number }): Promise<number> {
  return repos.banRecords.open({ playerId: r.playerId, category: r.category ?? BanCategory.Other, note: r.note ?? '', at: r.at });
}

/** Records a reinstatement: the player's bans in force end at `at`. */
export function closeBans(repos: Repositories, playerId: number, at: number): Promise<number> {
  return repos.banRecords.close(playerId, at);
}

/** One page of brand `SiteID`'s bans (all, or `PlayerID`'s). */
export async function banRecordsPage(services: Services, req: BanRecordsRequest): Promise<BanRecordsResult> {
  const perPage = req.PerPage ?? RankLimits.BanPerPage;
  const { rows, total } = await services.repos.banRecords.page({
    scope: siteScopeOf(req.SiteID),
    playerId: req.PlayerID,
    offset: (req.Page - 1) * perPage,
    limit: perPage,
  });
  return {
    Total: total,
    Page: req.Page,
    PerPage: perPage,
    List: rows.map((r) => ({ BanID: r.id, PlayerID: r.playerId, Name: maskName(r.name), Category: r.category, StartTime: r.startedAt, EndTime: r.endedAt })),
  };
}
