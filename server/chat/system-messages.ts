/**
 * Messages the site itself posts — system notices, customer service, announcements — with
 * the same storage and fan-out as players' messages, but none of the speaking rules.
 * Used by the QA API and by features that announce things (big wins, new announcements).
 */
import { ChannelType, ChatSenderType, Op, type ChatMessage } from '../../src/protocol';
import type { NewAnnouncement } from '../db/repositories/announcements';
import { privateChannelKey, type ChannelRef } from '../db/repositories/chat';
import type { Services } from '../services';
import { inChannelOrder } from './channel-order';
import { ANNOUNCEMENT_CHANNEL, clubColour, clubTabChannel, PUBLIC_CHANNEL } from './channels';
import { toSentMessage } from './chat-message-view';
import { deliver, type Audience } from './fan-out';
import { notifyUnreadChanged } from './unread';

export interface SiteMessage {
  channelType: number;
  text: string;
  /** Default: System (2); customer service is 1. */
  senderType?: number;
  /** A player account speaking (e.g. a customer-service account); null = 'System'. */
  senderId?: number | null;
  /** Private: the addressee (a sender is then required). */
  toPlayerId?: number;
  /** Club or alliance chat: the club (its alliance's channel when it is in one). */
  clubId?: number;
  params?: Record<string, string | number> | null;
  autoReply?: string[];
  flag?: number;
  /** Stored as the sender's ClientID (a sender is then required): the feature's once-only key. */
  clientId?: string;
}

const PUSH_OP: Record<number, number> = {
  [ChannelType.Public]: Op.ChatPublicPush,
  [ChannelType.Private]: Op.ChatPrivatePush,
  [ChannelType.Club]: Op.ChatClubPush,
  [ChannelType.Alliance]: Op.ChatClubPush,
  [ChannelType.Announcement]: Op.ChatAnnouncementPush,
};

/** Stores and pushes a site message; throws Error on an impossible target (QA input). */
export async function publishSiteMessage(services: Services, m: SiteMessage): Promise<ChatMessage> {
  const { repos } = services;
  const senderId = m.senderId ?? null;
  let channel: ChannelRef;
  let audience: Audience = { kind: 'everyone' };
  let extra: { clubName?: string; allianceId?: number | null; colorId?: number } = {};
  switch (m.channelType) {
    case ChannelType.Public:
      channel = PUBLIC_CHANNEL;
      break;
    case ChannelType.Announcement:
      channel = ANNOUNCEMENT_CHANNEL;
      break;
    case ChannelType.Private:
      if (senderId === null || !m.toPlayerId || senderId === m.toPlayerId) {
        throw new Error('private messages need a sender and another player as addressee');
      }
      channel = { channelType: ChannelType.Private, channelKey: privateChannelKey(senderId, m.toPlayerId) };
      audience = { kind: 'players', ids: [senderId, m.toPlayerId] };
      break;
    case ChannelType.Club:
    case ChannelType.Alliance: {
      const club = m.clubId === undefined ? undefined : await repos.clubs.find(m.clubId);
      if (!club) throw new Error(`no club ${m.clubId ?? '(missing ClubID)'}`);
      const allianceId = club.alliance_id ?? null;
      channel = clubTabChannel({ clubId: club.id, allianceId });
      const ids = allianceId !== null ? await repos.alliances.memberIds(allianceId) : await repos.clubs.memberIds(club.id);
      audience = { kind: 'players', ids };
      if (allianceId !== null) extra = { clubName: club.name, allianceId, colorId: clubColour(club.id) };
      break;
    }
    default:
      throw new Error(`unknown ChannelType ${m.channelType}`);
  }
  const sender = senderId === null ? null : ((await repos.players.find(senderId)) ?? null);
  if (senderId !== null && !sender) throw new Error(`no player ${senderId}`);
  const message = await inChannelOrder(services.hub, channel, async () => {
    const row = await repos.chat.append({
      ...channel,
      ...extra,
      senderId,
      senderType: m.senderType ?? (senderId === null ? ChatSenderType.System : ChatSenderType.Player),
      recipientId: m.channelType === ChannelType.Private ? (m.toPlayerId ?? null) : null,
      text: m.text,
      flag: m.flag,
      params: m.params,
      autoReply: m.autoReply,
      clientId: m.clientId,
    });
    const view = toSentMessage(row, sender);
    deliver(services.hub, PUSH_OP[channel.channelType] ?? Op.ChatPublicPush, view, audience, channel);
    return view;
  });
  if (m.channelType === ChannelType.Private && m.toPlayerId) await notifyUnreadChanged(services, m.toPlayerId);
  return message;
}

/**
 * A new announcement: the row behind the announcement pages and the top strip, plus a
 * system message in the announcement channel (pushed as 30241, counted as unread).
 */
export async function publishAnnouncement(services: Services, a: NewAnnouncement): Promise<ChatMessage> {
  const row = await services.repos.announcements.create(a);
  return publishSiteMessage(services, {
    channelType: ChannelType.Announcement,
    text: a.title,
    params: { announcement_id: row.id, category: a.category },
  });
}
