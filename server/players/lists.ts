/**
 * Friend list / blacklist (11490) and player search (11510), account spec §7: used by the
 * chat's friend view.
 */
import {
  RelationType,
  type ListedPlayer,
  type PlayerSearchRequest,
  type PlayerSearchResult,
  type RelationListRequest,
  type RelationListResult,
} from '../../src/protocol';
import type { ListedPlayerRow } from '../db/repositories/player-lists';
import type { Services } from '../services';
import type { Hub } from '../ws/hub';

export function listed(row: ListedPlayerRow, hub: Hub): ListedPlayer {
  return {
    PlayerID: row.id,
    Name: row.name,
    PictureURL: row.pic_url,
    // Spec: setting 1 with an empty picture means the default avatar (2).
    PictureSetting: row.picture_setting === 1 && row.pic_url !== '' ? 1 : 2,
    Online: hub.isOnline(row.id),
    VIPLevel: row.vip_level,
  };
}

/** 11490: one page of the player's friends or blocked players, optionally by name. */
export async function relationList(services: Services, playerId: number, p: RelationListRequest): Promise<RelationListResult> {
  const name = p.Name?.trim();
  const { rows, total } = await services.repos.playerLists.related(playerId, p.Type, {
    name: name || undefined,
    offset: (p.Page - 1) * p.PerPage,
    limit: p.PerPage,
  });
  return { Type: p.Type, Total: total, List: rows.map((r) => listed(r, services.hub)) };
}

/** 11510: players by nickname or id, without the excluded groups. */
export async function searchPlayers(services: Services, playerId: number, p: PlayerSearchRequest): Promise<PlayerSearchResult> {
  const name = p.Name?.trim() ?? '';
  const bypass = p.Bypass ?? '';
  // Account §5: a search needs a nickname (or an id); an empty one finds nobody.
  if (!name && p.PlayerID === undefined) return { Infos: [], Total: 0, Bypass: bypass };
  const lists = services.repos.playerLists;
  const exclude = [
    ...(p.ExcludeSelf ? [playerId] : []),
    ...(p.FilterBlock ? await lists.relatedIds(playerId, RelationType.Blocked) : []),
    ...(p.FilterFriend ? await lists.relatedIds(playerId, RelationType.Friend) : []),
  ];
  const { rows, total } = await lists.search({
    name: name || undefined,
    playerId: p.PlayerID,
    excludeIds: exclude,
    offset: (p.Page - 1) * p.PerPage,
    limit: p.PerPage,
  });
  return { Infos: rows.map((r) => listed(r, services.hub)), Total: total, Bypass: bypass };
}
