/**
 * Which stored channel a request means, and who may use it. Keys are built from the
 * asking player's own id and club, never taken from the client, so nobody can read a
 * conversation or club they are not part of.
 */
import { ChannelType, Code } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import {
  ANNOUNCEMENT_CHANNEL_KEY,
  PUBLIC_CHANNEL_KEY,
  privateChannelKey,
  type ChannelRef,
} from '../db/repositories/chat';
import type { Membership } from '../db/repositories/clubs';
import { ReplyError } from '../errors';

/** ChannelType values a request may carry (chat spec §4). */
export const CHANNEL_TYPES = [
  ChannelType.Public,
  ChannelType.Private,
  ChannelType.Club,
  ChannelType.Alliance,
  ChannelType.Announcement,
] as const;

export const PUBLIC_CHANNEL: ChannelRef = { channelType: ChannelType.Public, channelKey: PUBLIC_CHANNEL_KEY };
export const ANNOUNCEMENT_CHANNEL: ChannelRef = { channelType: ChannelType.Announcement, channelKey: ANNOUNCEMENT_CHANNEL_KEY };

/** Alliance chat colours each club with one of the 10 colour pairs (chat spec §9). */
export function clubColour(clubId: number): number {
  return ((clubId - 1) % 10) + 1;
}

/** The channel of the club tab: the alliance's when the club is in one (chat spec §2). */
export function clubTabChannel(m: Pick<Membership, 'clubId' | 'allianceId'>): ChannelRef {
  return m.allianceId !== null
    ? { channelType: ChannelType.Alliance, channelKey: String(m.allianceId) }
    : { channelType: ChannelType.Club, channelKey: String(m.clubId) };
}

/** Club chat is usable: the player is in a club and its chat room exists. */
export async function requireClubChat(repos: Repositories, playerId: number): Promise<Membership> {
  const membership = await repos.clubs.membershipOf(playerId);
  if (!membership) throw new ReplyError(Code.ClubNotMember, 'not in a club');
  if (!membership.chatEnabled) throw new ReplyError(Code.ClubChatDisabled, 'club chat is not enabled');
  return membership;
}

/** The other side of a private conversation must be another, existing player. */
export async function requireOtherPlayer(repos: Repositories, playerId: number, otherId: number | undefined) {
  if (otherId === undefined) throw new ReplyError(Code.MalformedFrame, 'PlayerID: required for private chat');
  if (otherId === playerId) throw new ReplyError(Code.CannotReachPlayer, '無法聯繫此玩家');
  const other = await repos.players.find(otherId);
  if (!other) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  return other;
}

/**
 * The channel a history, resume or mark-read request names. ChannelType 3 is the club's
 * own channel and 4 its alliance's (refused when the club is in none).
 */
export async function resolveChannel(
  repos: Repositories,
  playerId: number,
  channelType: number,
  otherId?: number,
): Promise<ChannelRef> {
  switch (channelType) {
    case ChannelType.Public:
      return PUBLIC_CHANNEL;
    case ChannelType.Announcement:
      return ANNOUNCEMENT_CHANNEL;
    case ChannelType.Private: {
      const other = await requireOtherPlayer(repos, playerId, otherId);
      return { channelType, channelKey: privateChannelKey(playerId, other.id) };
    }
    case ChannelType.Club:
    case ChannelType.Alliance: {
      const m = await requireClubChat(repos, playerId);
      if (channelType === ChannelType.Club) return { channelType, channelKey: String(m.clubId) };
      if (m.allianceId === null) throw new ReplyError(Code.ClubActionDenied, 'the club is in no alliance');
      return { channelType, channelKey: String(m.allianceId) };
    }
    default:
      throw new ReplyError(Code.MalformedFrame, `ChannelType: expected one of ${CHANNEL_TYPES.join(', ')}`);
  }
}
