import {
  Op,
  type InvitedFriendsResult,
  type PlayerSearchResult,
  type RecommendFriendsResult,
  type RelationChangeResult,
  type RelationListResult,
} from '../../../src/protocol';
import { relationList, searchPlayers } from '../../players/lists';
import { addRelation, deleteRelation, invitedFriends, recommendFriends } from '../../relations/relations';
import type { HandlerRegistry } from '../handler-registry';

/**
 * 11490 friend list / blacklist, 11510 player search, 11530 / 11570 add or delete a relation,
 * 11560 recommended friends and 12630 invited friends (account §7).
 */
export function registerPlayerListHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RelationList, (ctx, p): Promise<RelationListResult> => relationList(ctx.services, ctx.playerId, p));

  registry.register(Op.PlayerSearch, (ctx, p): Promise<PlayerSearchResult> => searchPlayers(ctx.services, ctx.playerId, p));

  registry.register(Op.RelationAdd, (ctx, p): Promise<RelationChangeResult> => addRelation(ctx.services, ctx.playerId, p));

  registry.register(Op.RelationDelete, (ctx, p): Promise<RelationChangeResult> => deleteRelation(ctx.services, ctx.playerId, p));

  registry.register(Op.RecommendFriends, (ctx): Promise<RecommendFriendsResult> => recommendFriends(ctx.services, ctx.playerId));

  registry.register(Op.InvitedFriends, (ctx, p): Promise<InvitedFriendsResult> => invitedFriends(ctx.services, ctx.playerId, p));
}
