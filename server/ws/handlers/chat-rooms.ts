import { ChatLimits, Code, Op, type ChatAllianceListResult, type ChatPrivateRoomsResult } from '../../../src/protocol';
import { ReplyError } from '../../errors';
import type { HandlerRegistry } from '../handler-registry';

/** 30030 private room list, 30090 alliance list. */
export function registerChatRoomHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatPrivateRooms, async (ctx, p): Promise<ChatPrivateRoomsResult> => {
    const { chatRooms, chat } = ctx.services.repos;
    const size = p.PerPage ?? ChatLimits.PageSize;
    const [rooms, total] = await Promise.all([
      chatRooms.list(ctx.playerId, (p.Page - 1) * size, size),
      chatRooms.count(ctx.playerId),
    ]);
    const unread = await Promise.all(rooms.map((r) => chat.unreadPrivate(ctx.playerId, r.channel_key)));
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
        Online: ctx.services.hub.isOnline(r.other_id),
        UnreadCount: unread[i] ?? 0,
        CreateTime: Number(r.last_at),
        Message: r.last_text ?? '',
      })),
    };
  });

  registry.register(Op.ChatAllianceList, async (ctx): Promise<ChatAllianceListResult> => {
    const { clubs, alliances } = ctx.services.repos;
    const membership = await clubs.membershipOf(ctx.playerId);
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
  });
}
