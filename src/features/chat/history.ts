/**
 * Requests that fill a channel: history pages (30020, announcements 30250) and the resume
 * after a reconnect (30060). Shared by the actions (the player scrolls, opens a tab) and
 * the handlers (a reconnect, the next resume page).
 */
import { ChannelType, ChatLimits } from '@/protocol/chat-rules';
import { Op } from '@/protocol/ops';
import type { ChatAnnouncementHistoryResult, ChatHistoryResult, Lost, Result } from '@/protocol';
import { getSockets } from '@/socket';
import type { ChannelRef } from './channels';
import { channelKey } from './channels';
import { mergeMessages } from './message-model';
import { requestResume } from './resume';
import { newChannel, patchChannel, useChatStore, type ChannelState } from './store';

/** The channel entry of `ref`, created (empty, not loaded) when missing. */
export function ensureChannel(ref: ChannelRef): ChannelState {
  const key = channelKey(ref);
  const existing = useChatStore.getState().channels[key];
  if (existing) return existing;
  const created = newChannel(key, ref.type, ref.playerId);
  useChatStore.setState((state) => ({ channels: { ...state.channels, [key]: created } }));
  return created;
}

/** How long a history page may take before its channel stops waiting for it. */
export const HISTORY_TIMEOUT_MS = 15_000;

/**
 * Asks for history page `page` of a channel, anchored at page 1's StartTime/StartSeq. The
 * answer is this request's own (`request()`): a refused page fails this channel only.
 */
export function requestPage(channel: ChannelState, page: number): void {
  patchChannel(channel.key, { loading: true });
  const anchored = page > 1;
  const startTime = anchored ? channel.startTime : 0;
  const asked =
    channel.type === ChannelType.Announcement
      ? getSockets().chat.request(
          Op.ChatAnnouncementHistory,
          { Page: page, StartTime: startTime, PerPage: ChatLimits.PageSize, QueryAfter: false },
          { timeoutMs: HISTORY_TIMEOUT_MS },
        )
      : getSockets().chat.request(
          Op.ChatHistory,
          {
            Page: page,
            StartTime: startTime,
            PerPage: ChatLimits.PageSize,
            ChannelType: channel.type,
            ...(channel.playerId ? { PlayerID: channel.playerId } : {}),
            ...(anchored && channel.startSeq ? { StartSeq: channel.startSeq } : {}),
          },
          { timeoutMs: HISTORY_TIMEOUT_MS },
        );
  asked.then((reply) => applyPage(channel.key, page, reply));
}

/** A page's reply into its channel: the messages, or the refusal (which locks a channel never loaded). */
function applyPage(key: string, page: number, reply: Result<ChatHistoryResult | ChatAnnouncementHistoryResult>): void {
  if (!reply.ok && reply.lost) return pageLost(key, reply.lost);
  const channel = useChatStore.getState().channels[key];
  if (!channel) return; // forgotten meanwhile (sign-out)
  if (!reply.ok) {
    patchChannel(key, { loading: false, loaded: true, hasMore: false, lockedCode: channel.loaded ? null : reply.code });
    return;
  }
  const r = reply.result;
  const merged = mergeMessages(channel.messages, r.Msgs);
  const first = page === 1;
  patchChannel(key, (c) => ({
    messages: merged.messages,
    prepended: c.prepended + merged.prepended,
    page: Math.max(c.page, r.Page),
    startTime: first ? r.StartTime : c.startTime,
    startSeq: first && 'StartSeq' in r ? r.StartSeq : c.startSeq,
    hasMore: r.HasMore && r.Msgs.length > 0,
    loading: false,
    loaded: true,
    lockedCode: null,
  }));
}

/**
 * No answer for a page. Dropped connection: the channel keeps waiting and the page is asked
 * again after the reconnect (`resumeAllChannels`). Stopped (sign-out): the store is reset
 * anyway. Otherwise (timeout, unreadable reply): this channel stops waiting; scrolling asks again.
 */
function pageLost(key: string, lost: Lost): void {
  if (lost === 'disconnected' || lost === 'stopped') return;
  if (useChatStore.getState().channels[key]) patchChannel(key, { loading: false, loaded: true });
}

/**
 * After a (re)connect: every loaded channel resumes from its last gap-free Seq, and a page
 * that was on its way when the socket dropped is asked for again (its reply was lost).
 */
export function resumeAllChannels(): void {
  for (const channel of Object.values(useChatStore.getState().channels)) {
    if (channel.lockedCode !== null) continue;
    if (channel.loaded) requestResume(channel);
    if (channel.loading || !channel.loaded) requestPage(channel, channel.page + 1);
  }
}
