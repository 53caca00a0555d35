import { Op, type PlayerSearchResult, type RelationListResult } from '../../../src/protocol';
import { relationList, searchPlayers } from '../../players/lists';
import type { HandlerRegistry } from '../handler-registry';

/** 11490 friend list / blacklist and 11510 player search (account §7), used by the chat's friend view. */
export function registerPlayerListHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RelationList, (ctx, p): Promise<RelationListResult> => relationList(ctx.services, ctx.playerId, p));

  registry.register(Op.PlayerSearch, (ctx, p): Promise<PlayerSearchResult> => searchPlayers(ctx.services, ctx.playerId, p));
}
