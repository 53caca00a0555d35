import { Op, RelationType, type ListedPlayer, type PlayerSearchResult, type RelationListResult } from '../../../src/protocol';
import type { ListedPlayerRow } from '../../db/repositories/player-lists';
import type { Hub } from '../hub';
import { v } from '../../validate';
import type { HandlerRegistry } from '../handler-registry';

/** Account §9: friends 500, blacklist 100 per page; chat searches ask for 1000 at once. */
const MAX_PER_PAGE = 2000;

const listSchema = v.object({
  Type: v.oneOf(RelationType.Friend, RelationType.Blocked),
  Name: v.optional(v.str({ max: 64 })),
  Page: v.int({ min: 1, max: 100_000 }),
  PerPage: v.int({ min: 1, max: MAX_PER_PAGE }),
  GetTotal: v.optional(v.bool()),
});

const searchSchema = v.object({
  Name: v.optional(v.str({ max: 64 })),
  PlayerID: v.optional(v.int({ min: 1 })),
  Page: v.int({ min: 1, max: 100_000 }),
  PerPage: v.int({ min: 1, max: MAX_PER_PAGE }),
  GetTotal: v.optional(v.bool()),
  FilterBlock: v.optional(v.bool()),
  FilterFriend: v.optional(v.bool()),
  ExcludeSelf: v.optional(v.bool()),
  Bypass: v.optional(v.str({ max: 64 })),
});

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
  registry.register(Op.RelationList, listSchema, async (ctx, p): Promise<RelationListResult> => {
    const name = p.Name?.trim();
    const { rows, total } = await ctx.services.repos.playerLists.related(ctx.playerId, p.Type, {
      name: name || undefined,
      offset: (p.Page - 1) * p.PerPage,
      limit: p.PerPage,
    });
    return { Type: p.Type, Total: total, List: rows.map((r) => listed(r, ctx.services.hub)) };
  });

  registry.register(Op.PlayerSearch, searchSchema, async (ctx, p): Promise<PlayerSearchResult> => {
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
