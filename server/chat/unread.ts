/**
 * Unread counts, derived only from per-player read marks (the last seq read per channel),
 * never from counters that could drift: marking a channel read sets its mark to the
 * channel's newest seq, which makes its count 0 by construction.
 */
import { ChannelType, Code, Op, reply, type ChatUnreadResult } from '../../src/protocol';
import type { Services } from '../services';
import { ANNOUNCEMENT_CHANNEL, clubTabChannel, PUBLIC_CHANNEL, resolveChannel } from './channels';

/** 30041 for one player. */
export async function unreadCounts({ repos }: Pick<Services, 'repos'>, playerId: number): Promise<ChatUnreadResult> {
  const { players, chat, clubs } = repos;
  const [player, membership] = await Promise.all([players.find(playerId), clubs.membershipOf(playerId)]);
  // Without a read mark yet, only what arrived since the player registered (or joined the
  // club) counts: a newcomer does not start with the whole history unread.
  const since = Number(player?.regist_time ?? 0);
  const clubCount = async () => {
    if (!membership?.chatEnabled) return 0;
    const club = clubTabChannel(membership);
    const joined = await clubs.joinedAt(playerId);
    return chat.unreadInChannel(playerId, club.channelType, club.channelKey, joined ?? since);
  };
  const [announcement, pub, priv, club] = await Promise.all([
    chat.unreadInChannel(playerId, ANNOUNCEMENT_CHANNEL.channelType, ANNOUNCEMENT_CHANNEL.channelKey, since),
    chat.unreadInChannel(playerId, PUBLIC_CHANNEL.channelType, PUBLIC_CHANNEL.channelKey, since),
    chat.unreadPrivate(playerId),
    clubCount(),
  ]);
  return {
    AnnouncementTotal: announcement,
    PublicTotal: pub,
    PrivateTotal: priv,
    ClubTotal: club,
    EnableClub: membership?.chatEnabled ?? false,
  };
}

/**
 * Marks a channel read up to its newest message. Private without PlayerID marks every
 * conversation; club and alliance mark both, since the club tab shows whichever applies.
 */
export async function markChannelRead({ repos }: Pick<Services, 'repos'>, playerId: number, channelType: number, otherId?: number) {
  const { chat } = repos;
  if (channelType === ChannelType.Private && otherId === undefined) {
    const total = await repos.chatRooms.count(playerId);
    for (const room of await repos.chatRooms.list(playerId, 0, total)) {
      await chat.markRead(playerId, ChannelType.Private, room.channel_key);
    }
    return;
  }
  if (channelType === ChannelType.Club || channelType === ChannelType.Alliance) {
    const m = await repos.clubs.membershipOf(playerId);
    if (!m?.chatEnabled) return; // nothing to read: counts are already 0
    await chat.markRead(playerId, ChannelType.Club, String(m.clubId));
    if (m.allianceId !== null) await chat.markRead(playerId, ChannelType.Alliance, String(m.allianceId));
    return;
  }
  const channel = await resolveChannel(repos, playerId, channelType, otherId);
  await chat.markRead(playerId, channel.channelType, channel.channelKey);
}

/**
 * Pushes 30051 with the player's fresh counts to every chat socket of theirs, so every
 * tab refetches (or uses the counts directly). Returns how many sockets got it.
 */
export async function notifyUnreadChanged(services: Services, playerId: number): Promise<number> {
  if (!services.hub.mayBeOnline(playerId)) return 0; // nowhere: nothing to read
  const counts = await unreadCounts(services, playerId);
  return services.hub.push(playerId, reply(Op.ChatUnreadChanged, Code.Ok, counts), 'chat');
}
