/**
 * Live chat (chat spec §4 "Live chat", §7 30100/30110/30101): a room's messages are a chat
 * channel (ChannelType 5, key = RoomID) stored with a per-room seq like every other channel,
 * so every chat rule (VIP, mute, sensitive words, 10 a minute, ClientID resends, seq order
 * across processes) is the one server/chat/send-message.ts applies. The audience is the
 * room's members on every process.
 */
import { ChatLimits, LIVE_CHANNEL_TYPE, Op, type ChatMessage, type LiveHistoryResult } from '../../src/protocol';
import type { ChannelRef } from '../db/repositories/chat';
import { toChatMessage } from '../chat/chat-message-view';
import { anchorTime } from '../chat/history';
import { sendChatMessage, type SentMessage } from '../chat/send-message';
import type { Services } from '../services';
import { liveProcesses, requireOpenRoom } from './rooms';

export function liveChannel(roomId: number): ChannelRef {
  return { channelType: LIVE_CHANNEL_TYPE, channelKey: String(roomId) };
}

export interface LiveChatSend {
  message: string;
  replyId?: number;
  clientId?: string;
}

/** 30100: checks and stores a message in the socket's (open) room and pushes 30101 to its members. */
export async function sendLiveChat(services: Services, socketId: string, playerId: number, send: LiveChatSend): Promise<SentMessage> {
  const room = await requireOpenRoom(services, socketId);
  const members = await services.repos.liveRooms.playerIds(room.id, await liveProcesses(services));
  return sendChatMessage(services, playerId, {
    target: {
      to: 'routed',
      route: { channel: liveChannel(room.id), pushOp: Op.LiveChatPush, audience: { kind: 'players', ids: members }, recipientId: null },
    },
    message: send.message,
    replyId: send.replyId,
    clientId: send.clientId,
  });
}

/** 30110: a page of the socket's room history, newest first, anchored at StartTime (0 = now). */
export async function liveHistory(
  services: Services,
  socketId: string,
  p: { Page: number; StartTime?: number; PerPage?: number },
): Promise<LiveHistoryResult> {
  const room = await requireOpenRoom(services, socketId);
  const channel = liveChannel(room.id);
  const startTime = anchorTime(p.StartTime, services.clock.now());
  const size = p.PerPage ?? ChatLimits.PageSize;
  const [total, rows] = await Promise.all([
    // Seqs run 1, 2, 3… per channel, so the highest one at StartTime is the count.
    services.repos.chat.maxSeqAt(channel, startTime),
    services.repos.chat.page({ ...channel, maxTime: startTime, offset: (p.Page - 1) * size, limit: size }),
  ]);
  const msgs: ChatMessage[] = rows.map(toChatMessage);
  return { RoomID: room.id, StartTime: startTime, Total: total, Msgs: msgs };
}
