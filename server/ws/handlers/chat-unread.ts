import { ChannelType, Op, type ChatUnreadResult } from '../../../src/protocol';
import { ANNOUNCEMENT_CHANNEL_KEY, PUBLIC_CHANNEL_KEY } from '../../db/repositories/chat';
import { v } from '../../validate';
import type { HandlerRegistry } from '../handler-registry';

/** 30040 → 30041: unread counts per tab. */
export function registerChatUnreadHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatUnread, v.object({}), async (ctx): Promise<ChatUnreadResult> => {
    const { players, chat, clubs, announcements } = ctx.services.repos;
    const player = await players.find(ctx.playerId);
    const since = Number(player?.regist_time ?? 0);
    const membership = await clubs.membershipOf(ctx.playerId);
    const readAnnouncement = await chat.lastReadSeq(ctx.playerId, ChannelType.Announcement, ANNOUNCEMENT_CHANNEL_KEY);

    const [announcement, pub, priv, club] = await Promise.all([
      // Announcement reads store the last announcement id seen (ids grow with time).
      announcements.countAfter(readAnnouncement ?? 0, readAnnouncement === undefined ? since : 0),
      chat.unreadInChannel(ctx.playerId, ChannelType.Public, PUBLIC_CHANNEL_KEY, since),
      chat.unreadPrivate(ctx.playerId),
      membership?.chatEnabled
        ? clubs
            .joinedAt(ctx.playerId)
            .then((joined) =>
              chat.unreadInChannel(ctx.playerId, ChannelType.Club, String(membership.clubId), joined ?? since),
            )
        : Promise.resolve(0),
    ]);
    return {
      AnnouncementTotal: announcement,
      PublicTotal: pub,
      PrivateTotal: priv,
      ClubTotal: club,
      EnableClub: membership?.chatEnabled ?? false,
    };
  });
}
