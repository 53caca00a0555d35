/**
 * Reading chat history (chat spec §5): pages anchored at a time so new messages do not
 * shift them, the resume after a disconnect, and the announcement lists.
 */
import {
  ChatLimits,
  type ChatAnnouncementHistoryRequest,
  type ChatAnnouncementHistoryResult,
  type ChatHistoryRequest,
  type ChatHistoryResult,
  type ChatResumeRequest,
  type ChatResumeResult,
  type ChatTopAnnouncementResult,
} from '../../src/protocol';
import type { Services } from '../services';
import { ANNOUNCEMENT_CHANNEL, resolveChannel } from './channels';
import { requireChatPlayerId } from './chat-access';
import { toChatMessage } from './chat-message-view';
import { orderKey } from './fan-out';

/**
 * StartTime as an anchor in epoch ms: 0 (or absent) means now. Values below 1e11 can only
 * be seconds (1e11 ms is 1973), so a client sending seconds still anchors correctly.
 */
export function anchorTime(startTime: number | undefined, now: number): number {
  if (!startTime) return now;
  return startTime < 1e11 ? Math.floor(startTime) * 1000 + 999 : Math.floor(startTime);
}

/** 30020: one page of a channel, newest first. */
export async function historyPage(services: Services, playerId: number, p: ChatHistoryRequest): Promise<ChatHistoryResult> {
  const { chat } = services.repos;
  await requireChatPlayerId(services, playerId);
  const channel = await resolveChannel(services.repos, playerId, p.ChannelType, p.PlayerID);
  const startTime = anchorTime(p.StartTime, services.clock.now());
  const size = p.PerPage ?? ChatLimits.PageSize;
  const startSeq = p.StartSeq ?? (await chat.maxSeqAt(channel, startTime));
  // One extra row tells whether another page exists.
  const rows = await chat.page({ ...channel, maxTime: startTime, maxSeq: p.StartSeq, offset: (p.Page - 1) * size, limit: size + 1 });
  return {
    ChannelType: p.ChannelType,
    PlayerID: p.PlayerID ?? 0,
    Page: p.Page,
    PerPage: size,
    StartTime: startTime,
    StartSeq: startSeq,
    HasMore: rows.length > size,
    Msgs: rows.slice(0, size).map(toChatMessage),
  };
}

/**
 * 30060: the messages after AfterSeq, oldest first, capped. `resumed` hears the channel's
 * order key and the last seq sent, so live pushes the socket now has are not sent again.
 */
export async function resumeChannel(
  services: Services,
  playerId: number,
  p: ChatResumeRequest,
  resumed: (channel: string, seq: number) => void = () => undefined,
): Promise<ChatResumeResult> {
  const { chat } = services.repos;
  await requireChatPlayerId(services, playerId);
  const channel = await resolveChannel(services.repos, playerId, p.ChannelType, p.PlayerID);
  const limit = p.Limit ?? ChatLimits.ResumeMaxMessages;
  const [rows, lastSeq] = await Promise.all([
    chat.after({ ...channel, afterSeq: p.AfterSeq, limit: limit + 1 }),
    chat.lastSeq(channel.channelType, channel.channelKey),
  ]);
  const sent = rows.slice(0, limit);
  const last = sent.at(-1);
  if (last) resumed(orderKey(channel), Number(last.seq));
  return {
    ChannelType: p.ChannelType,
    PlayerID: p.PlayerID ?? 0,
    AfterSeq: p.AfterSeq,
    LastSeq: lastSeq,
    HasMore: rows.length > limit,
    Msgs: sent.map(toChatMessage),
  };
}

/** 30250: announcements before (or after, QueryAfter) the anchor. */
export async function announcementPage(services: Services, p: ChatAnnouncementHistoryRequest): Promise<ChatAnnouncementHistoryResult> {
  const { chat } = services.repos;
  const startTime = anchorTime(p.StartTime, services.clock.now());
  const size = p.PerPage ?? ChatLimits.PageSize;
  const queryAfter = p.QueryAfter ?? false;
  const page = { ...ANNOUNCEMENT_CHANNEL, offset: (p.Page - 1) * size, limit: size + 1 };
  // QueryAfter with no StartTime means "from the very first one", not "after now".
  const rows = queryAfter
    ? await chat.pageAfterTime({ ...page, minTime: p.StartTime ? startTime : 0 })
    : await chat.page({ ...page, maxTime: startTime });
  return {
    Page: p.Page,
    PerPage: size,
    StartTime: startTime,
    QueryAfter: queryAfter,
    HasMore: rows.length > size,
    Msgs: rows.slice(0, size).map(toChatMessage),
  };
}

/** 30260: the pinned announcements. */
export async function topAnnouncements(services: Services): Promise<ChatTopAnnouncementResult> {
  const rows = await services.repos.announcements.top();
  return {
    Msgs: rows.map((a) => ({
      ID: a.id,
      Category: a.category,
      Title: a.title,
      Content: a.content,
      CreateTime: Number(a.created_at),
    })),
  };
}
