/**
 * Friends and the blacklist (account §4 "Relationship", §7 11530 / 11570 / 11560 / 12630).
 * A relationship is one row per direction (relationships: player → target, type 1 friend or
 * 2 blocked), so a friend is someone the player added, whether or not they added back.
 *
 * Rules: no relation with oneself (100000, silent); the target must exist (100013); a friend
 * needs room under the VIP friendLimit (200351) and no block either way (200070, the same
 * answer as a private message to them); blocking ends the friendship both ways; a blocked
 * player cannot private-message the blocker (server/chat/send-message.ts, blockedEitherWay).
 */
import {
  Code,
  RelationLimits,
  RelationType,
  Relationship,
  type InvitedFriendsRequest,
  type InvitedFriendsResult,
  type RecommendFriendsResult,
  type RelationChangeRequest,
  type RelationChangeResult,
} from '../../src/protocol';
import { ReplyError } from '../errors';
import { listed } from '../players/lists';
import type { Services } from '../services';
import { friendLimit } from './friend-limit';

type RelationshipValue = (typeof Relationship)[keyof typeof Relationship];

function asRelationship(type: number): RelationshipValue {
  return type === RelationType.Friend ? Relationship.Friend : type === RelationType.Blocked ? Relationship.Blocked : Relationship.None;
}

async function requireTarget(services: Services, playerId: number, targetId: number) {
  if (targetId === playerId) throw new ReplyError(Code.Silent, 'cannot relate to oneself');
  const target = await services.repos.players.find(targetId);
  if (!target) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  return target;
}

/** 11530: befriend or block `p.PlayerID`. */
export async function addRelation(services: Services, playerId: number, p: RelationChangeRequest): Promise<RelationChangeResult> {
  const { relationships } = services.repos;
  await requireTarget(services, playerId, p.PlayerID);
  const current = await relationships.typeOf(playerId, p.PlayerID);
  if (p.Type === RelationType.Blocked) {
    await relationships.set(playerId, p.PlayerID, RelationType.Blocked);
    // Blocking ends the friendship both ways (the blocker's own row was just overwritten).
    await relationships.removeIf(p.PlayerID, playerId, RelationType.Friend);
    return { PlayerID: p.PlayerID, Type: p.Type, Relationship: Relationship.Blocked };
  }
  if (current === RelationType.Friend) return { PlayerID: p.PlayerID, Type: p.Type, Relationship: Relationship.Friend };
  if (await relationships.blockedEitherWay(playerId, p.PlayerID)) throw new ReplyError(Code.CannotReachPlayer, '無法聯繫此玩家');
  const me = await services.repos.players.find(playerId);
  const limit = me ? friendLimit(me) : null;
  if (limit !== null && (await relationships.count(playerId, RelationType.Friend)) >= limit) {
    throw new ReplyError(Code.FriendListFull, '好友人數已達上限');
  }
  await relationships.set(playerId, p.PlayerID, RelationType.Friend);
  return { PlayerID: p.PlayerID, Type: p.Type, Relationship: Relationship.Friend };
}

/** 11570: unfriend or unblock `p.PlayerID`; a row of the other type stays. */
export async function deleteRelation(services: Services, playerId: number, p: RelationChangeRequest): Promise<RelationChangeResult> {
  const { relationships } = services.repos;
  await requireTarget(services, playerId, p.PlayerID);
  await relationships.removeIf(playerId, p.PlayerID, p.Type);
  const now = await relationships.typeOf(playerId, p.PlayerID);
  return { PlayerID: p.PlayerID, Type: p.Type, Relationship: asRelationship(now) };
}

/** The viewer's relationship to `targetId` and whether `targetId` blocked the viewer (11521). */
export async function relationFields(services: Services, viewerId: number, targetId: number) {
  if (viewerId === targetId) return { Relationship: Relationship.None, HasBlock: false };
  const { relationships } = services.repos;
  const [mine, theirs] = await Promise.all([relationships.typeOf(viewerId, targetId), relationships.typeOf(targetId, viewerId)]);
  return { Relationship: asRelationship(mine), HasBlock: theirs === RelationType.Blocked };
}

/**
 * 11560: up to 20 players the asker has no tie with (not self, not a friend, no block either
 * way), those online first, then by latest sign-in.
 */
export async function recommendFriends(services: Services, playerId: number): Promise<RecommendFriendsResult> {
  const exclude = [playerId, ...(await services.repos.relationships.connectedIds(playerId))];
  // Read a wider pool so online players beyond the 20 latest sign-ins can still lead.
  const rows = await services.repos.playerLists.recent({ excludeIds: exclude, limit: RelationLimits.RecommendCount * 5 });
  const list = rows.map((r) => listed(r, services.hub));
  const online = list.filter((p) => p.Online);
  const offline = list.filter((p) => !p.Online);
  return { List: [...online, ...offline].slice(0, RelationLimits.RecommendCount) };
}

/** 12630: the players who bound the asker's invitation code, by name when given. */
export async function invitedFriends(services: Services, playerId: number, p: InvitedFriendsRequest): Promise<InvitedFriendsResult> {
  const name = p.Name?.trim();
  const { rows, total } = await services.repos.playerLists.invitedFriends(playerId, {
    name: name || undefined,
    offset: (p.Page - 1) * p.PerPage,
    limit: p.PerPage,
  });
  return { Total: total, List: rows.map((r) => listed(r, services.hub)) };
}
