import { Op, RelationType, type PlayerSearchResult, type RelationListResult } from '../../../src/protocol';
import { relationList, searchPlayers } from '../../players/lists';
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

/** 11490 friend list / blacklist and 11510 player search (account §7), used by the chat's friend view. */
export function registerPlayerListHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RelationList, listSchema, (ctx, p): Promise<RelationListResult> => relationList(ctx.services, ctx.playerId, p));

  registry.register(Op.PlayerSearch, searchSchema, (ctx, p): Promise<PlayerSearchResult> => searchPlayers(ctx.services, ctx.playerId, p));
}
