/**
 * Sending a chat message: every rule of chat spec §5/§8 checked on the server, then one
 * insert that takes the channel's next seq. The rate limit is counted inside that insert's
 * transaction, so parallel sends from several tabs cannot slip an 11th message through.
 */
import { ChannelType, ChatLimits, Code, LIVE_CHANNEL_TYPE, Op, type ChatMessage } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import type { ChannelRef, ChatMessageRow } from '../db/repositories/chat';
import { privateChannelKey } from '../db/repositories/chat';
import { LockName } from '../db/repositories/locks';
import { PlayerStatus, type PlayerRow } from '../db/repositories/players';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { taskEvent } from '../tasks/events';
import { requireChatPlayer } from './chat-access';
import { clubColour, clubTabChannel, PUBLIC_CHANNEL, requireClubChat, requireOtherPlayer } from './channels';
import { toSentMessage } from './chat-message-view';
import { inChannelOrder } from './channel-order';
import { deliver, type Audience } from './fan-out';
import { cleanMessageText } from './message-text';
import { sensitiveWords } from './sensitive-words';

export const RATE_WINDOW_MS = 60_000;

/**
 * Where a player speaks: public, to one player, the club tab (club or alliance), or a channel
 * its feature has already routed (live rooms: server/live/live-chat.ts).
 */
export type SendTarget = { to: 'public' } | { to: 'private'; playerId: number } | { to: 'club' } | { to: 'routed'; route: Route };

export interface SendRequest {
  target: SendTarget;
  message: string;
  replyId?: number;
  /** The sender's id for this message: a resend with the same id answers the first one. */
  clientId?: string;
  /** Special message parameters the server built (a shared game: server/share); null for plain text. */
  params?: Record<string, string | number> | null;
}

export interface SentMessage {
  message: ChatMessage;
  /** The push OP it went out with (30001, 30011 or 30081). */
  pushOp: number;
  /** Who it was pushed to. */
  audience: Audience;
  /** Private messages: the addressee, whose unread counts changed. */
  recipientId: number | null;
  /**
   * True when the sender had already sent this ClientID: nothing was stored or pushed, and
   * `message` is the first one (only the resending socket needs it back).
   */
  duplicate: boolean;
}

export interface Route {
  channel: ChannelRef;
  pushOp: number;
  audience: Audience;
  recipientId: number | null;
  clubName?: string;
  allianceId?: number | null;
  colorId?: number;
}

async function route(services: Services, sender: PlayerRow, target: SendTarget): Promise<Route> {
  const { repos } = services;
  if (target.to === 'routed') return target.route;
  if (target.to === 'public') {
    return { channel: PUBLIC_CHANNEL, pushOp: Op.ChatPublicPush, audience: { kind: 'everyone' }, recipientId: null };
  }
  if (target.to === 'private') {
    const other = await requireOtherPlayer(repos, sender.id, target.playerId);
    // A suspended player cannot be reached either; the code does not say why (no leak).
    if (other.status === PlayerStatus.Suspended || (await repos.relationships.blockedEitherWay(sender.id, other.id))) {
      throw new ReplyError(Code.CannotReachPlayer, '無法聯繫此玩家');
    }
    return {
      channel: { channelType: ChannelType.Private, channelKey: privateChannelKey(sender.id, other.id) },
      pushOp: Op.ChatPrivatePush,
      audience: { kind: 'players', ids: [sender.id, other.id] },
      recipientId: other.id,
    };
  }
  const membership = await requireClubChat(repos, sender.id);
  const channel = clubTabChannel(membership);
  if (membership.allianceId !== null) {
    return {
      channel,
      pushOp: Op.ChatClubPush,
      audience: { kind: 'players', ids: await repos.alliances.memberIds(membership.allianceId) },
      recipientId: null,
      clubName: membership.clubName,
      allianceId: membership.allianceId,
      colorId: clubColour(membership.clubId),
    };
  }
  return {
    channel,
    pushOp: Op.ChatClubPush,
    audience: { kind: 'players', ids: await repos.clubs.memberIds(membership.clubId) },
    recipientId: null,
  };
}

const PUSH_OP: Record<number, number> = {
  [ChannelType.Public]: Op.ChatPublicPush,
  [ChannelType.Private]: Op.ChatPrivatePush,
  [ChannelType.Club]: Op.ChatClubPush,
  [ChannelType.Alliance]: Op.ChatClubPush,
  [LIVE_CHANNEL_TYPE]: Op.LiveChatPush,
};

/** The answer to a resend: the stored message, pushed to no one again. */
function firstSend(row: ChatMessageRow, sender: PlayerRow): SentMessage {
  return {
    message: toSentMessage(row, sender),
    pushOp: PUSH_OP[row.channel_type] ?? Op.ChatPublicPush,
    audience: { kind: 'players', ids: [] },
    recipientId: null,
    duplicate: true,
  };
}

/**
 * Checks, stores and pushes one message to its audience (the sender's own chat sockets
 * included); throws ReplyError with the spec's code when a rule refuses it.
 */
export async function sendChatMessage(services: Services, senderId: number, request: SendRequest): Promise<SentMessage> {
  const { repos, clock, log } = services;
  const cleaned = cleanMessageText(request.message);
  if (!cleaned.ok) throw new ReplyError(Code.MalformedFrame, cleaned.reason);
  const text = cleaned.text;

  const sender = requireChatPlayer(await repos.players.find(senderId));
  // A resend (the client never saw its acknowledgement) is answered before any rule: the
  // first send passed them, and a mute or rate limit since must not turn it into a refusal.
  const clientId = request.clientId || null;
  const stored = clientId ? await repos.chat.bySenderClientId(senderId, clientId) : undefined;
  if (stored) return firstSend(stored, sender);
  if (sender.vip_level < ChatLimits.MinVipLevel) {
    throw new ReplyError(Code.NotEligible, 'VIP must reach gold (3) to speak in chat');
  }
  const mutedUntil = await repos.mutes.mutedUntil(senderId, clock.now());
  if (mutedUntil !== undefined) throw new ReplyError(Code.Muted, 'muted by the system', { MutedUntil: mutedUntil });

  const verdict = sensitiveWords.check(text);
  if (verdict === 'blocked') {
    log.info('chat message refused: sensitive word', { playerId: senderId, word: sensitiveWords.firstBlocked(text) });
    throw new ReplyError(Code.SensitiveWords, 'sensitive words: adjust and resend');
  }

  const r = await route(services, sender, request.target);
  if (request.replyId) {
    const replied = await repos.chat.find(request.replyId);
    if (!replied || replied.channel_type !== r.channel.channelType || replied.channel_key !== r.channel.channelKey) {
      throw new ReplyError(Code.MalformedFrame, 'ReplyID: no such message in this channel');
    }
  }

  const sent = await inChannelOrder(services.hub, r.channel, async () => {
    const outcome = await withTransaction(repos, async (tx) => {
      // One transaction per sender at a time (any channel, any process): the ClientID check
      // and the rate-limit count below see every earlier send of this sender committed.
      await tx.locks.hold(LockName.chatSender(senderId));
      // Two resends racing past the check above meet here, one after the other in this channel.
      const first = clientId ? await tx.chat.bySenderClientId(senderId, clientId) : undefined;
      if (first) return { row: first, duplicate: true };
      const sent = await tx.chat.countSentSince(senderId, clock.now() - RATE_WINDOW_MS);
      if (sent >= ChatLimits.MessagesPerMinute) {
        throw new ReplyError(Code.ChatRateLimited, `at most ${ChatLimits.MessagesPerMinute} messages per minute`);
      }
      const row = await tx.chat.append({
        ...r.channel,
        senderId,
        recipientId: r.recipientId,
        text,
        originalText: text,
        replyId: request.replyId || null,
        flag: verdict === 'warned' ? 1 : 0,
        colorId: r.colorId,
        clubName: r.clubName,
        allianceId: r.allianceId,
        clientId,
        params: request.params,
      });
      return { row, duplicate: false };
    });
    if (outcome.duplicate) return firstSend(outcome.row, sender);
    const view = toSentMessage(outcome.row, sender);
    deliver(services.hub, r.pushOp, view, r.audience, r.channel);
    taskEvent(services, senderId, { kind: 'chat' });
    return { message: view, pushOp: r.pushOp, audience: r.audience, recipientId: r.recipientId, duplicate: false };
  });
  return sent;
}
