import { Op, RelationType, type ListedPlayer, type PlayerSearchResult, type RelationListResult } from '../../../src/protocol';
import type { ListedPlayerRow } from '../../db/repositories/player-lists';
import type { Hub } from '../hub';
import type { HandlerRegistry } from '../handler-registry';

function listed(row: ListedPlayerRow, hub: Hub): ListedPlayer {
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

/** 11490 friend list / blacklist and 11510 player search (account §7), used by the chat's friend view. */
export function registerPlayerListHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RelationList, async (ctx, p): Promise<RelationListResult> => {
    const name = p.Name?.trim();
    const { rows, total } = await ctx.services.repos.playerLists.related(ctx.playerId, p.Type, {
      name: name || undefined,
      offset: (p.Page - 1) * p.PerPage,
      limit: p.PerPage,
    });
    return { Type: p.Type, Total: total, List: rows.map((r) => listed(r, ctx.services.hub)) };
  });

  registry.register(Op.PlayerSearch, async (ctx, p): Promise<PlayerSearchResult> => {
    const name = p.Name?.trim() ?? '';
    const bypass = p.Bypass ?? '';
    // Account §5: a search needs a nickname (or an id); an empty one finds nobody.
    if (!name && p.PlayerID === undefined) return { Infos: [], Total: 0, Bypass: bypass };
    const lists = ctx.services.repos.playerLists;
    const exclude = [
      ...(p.ExcludeSelf ? [ctx.playerId] : []),
      ...(p.FilterBlock ? await lists.relatedIds(ctx.playerId, RelationType.Blocked) : []),
      ...(p.FilterFriend ? await lists.relatedIds(ctx.playerId, RelationType.Friend) : []),
    ];
    const { rows, total } = await lists.search({
      name: name || undefined,
      playerId: p.PlayerID,
      excludeIds: exclude,
      offset: (p.Page - 1) * p.PerPage,
      limit: p.PerPage,
    });
    return { Infos: rows.map((r) => listed(r, ctx.services.hub)), Total: total, Bypass: bypass };
  });
}
