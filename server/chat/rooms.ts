/**
 * The chat's private room list (30030) and the club's alliance list (30090).
 */
import { ChatLimits, Code, type ChatAllianceListResult, type ChatPrivateRoomsResult } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { requireChatPlayerId } from './chat-access';

/** 30030: the player's private conversations, newest first, with unread counts. */
export async function privateRooms(services: Services, playerId: number, p: { Page: number; PerPage?: number }): Promise<ChatPrivateRoomsResult> {
  const { chatRooms, chat } = services.repos;
  await requireChatPlayerId(services, playerId);
  const size = p.PerPage ?? ChatLimits.PageSize;
  const [rooms, total] = await Promise.all([chatRooms.list(playerId, (p.Page - 1) * size, size), chatRooms.count(playerId)]);
  const unread = await Promise.all(rooms.map((r) => chat.unreadPrivate(playerId, r.channel_key)));
  return {
    Page: p.Page,
    PerPage: size,
    Total: total,
    List: rooms.map((r, i) => ({
      PlayerID: r.other_id,
      Name: r.other_name,
      PictureURL: r.other_pic_url,
      PictureSetting: r.other_picture_setting === 1 && r.other_pic_url !== '' ? 1 : 2,
      VIPLevel: r.other_vip_level,
      Online: services.hub.isOnline(r.other_id),
      UnreadCount: unread[i] ?? 0,
      CreateTime: Number(r.last_at),
      Message: r.last_text ?? '',
    })),
  };
}

/** 30090: the clubs of the player's club's alliance (empty without one). */
export async function allianceList(services: Services, playerId: number): Promise<ChatAllianceListResult> {
  const { clubs, alliances } = services.repos;
  const membership = await clubs.membershipOf(playerId);
  if (!membership) throw new ReplyError(Code.ClubNotMember, 'not in a club');
  const alliance = membership.allianceId === null ? undefined : await alliances.find(membership.allianceId);
  if (!alliance) return { AllianceID: 0, AllianceName: '', Clubs: [] };
  const members = await alliances.clubs(alliance.id);
  return {
    AllianceID: alliance.id,
    AllianceName: alliance.name,
    Clubs: members.map((c) => ({
      ClubID: c.id,
      ClubName: c.name,
      MemberCount: Number(c.member_count),
      PicInfo: { Path: c.pic_path, DefaultID: c.pic_default_id },
    })),
  };
}
