/**
 * Requests that fill a channel: history pages (30020, announcements 30250) and the catch-up
 * after a reconnect (the resume, 30060, or the re-read of a channel without seqs). Shared by
 * the actions (the player scrolls, opens a tab) and the handlers (a reconnect).
 */
import { ChannelType, ChatLimits } from '@/protocol/chat-rules';
import { Op } from '@/protocol/ops';
import type { ReceivedChatAnnouncementHistoryResult, ReceivedChatHistoryResult, Lost, Result } from '@/protocol';
import { getSockets } from '@/socket';
import type { ChannelRef } from './channels';
import { channelKey } from './channels';
import { contiguousEnd, mergeMessages } from './message-model';
import { requestResume, seenWhileAway } from './resume';
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

/** One history page of a channel (30020, announcements 30250), anchored at `startTime` (0 = now). */
function askPage(channel: ChannelState, page: number, startTime: number, startSeq: number) {
  return channel.type === ChannelType.Announcement
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
          ...(startSeq ? { StartSeq: startSeq } : {}),
        },
        { timeoutMs: HISTORY_TIMEOUT_MS },
      );
}

/**
 * Asks for history page `page` of a channel, anchored at page 1's StartTime/StartSeq. The
 * answer is this request's own (`request()`): a refused page fails this channel only.
 */
export function requestPage(channel: ChannelState, page: number): void {
  patchChannel(channel.key, { loading: true });
  const anchored = page > 1;
  askPage(channel, page, anchored ? channel.startTime : 0, anchored ? channel.startSeq : 0).then((reply) =>
    applyPage(channel.key, page, reply),
  );
}

type PageReply = Result<ReceivedChatHistoryResult | ReceivedChatAnnouncementHistoryResult>;

/** A page's reply into its channel: the messages, or the refusal (which locks a channel never loaded). */
function applyPage(key: string, page: number, reply: PageReply): void {
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
    // a lobby without seqs sends no StartSeq: StartTime alone anchors the pages
    startSeq: first ? ('StartSeq' in r && r.StartSeq !== undefined ? r.StartSeq : 0) : c.startSeq,
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
 * The re-read of a channel whose messages carry no Seq (a lobby that sends the spec's fields
 * only, decision 328), which cannot resume: its newest page (anchored now), then each page
 * before it while the pages are all new, until one reaches a message `held` before the drop.
 * Merged by ID, so nothing shows twice and nothing missed is left out; the channel's own
 * paging (what scrolling up asks next) is untouched.
 */
function reread(key: string, held: ReadonlySet<number>, page: number, anchor: number): void {
  const channel = useChatStore.getState().channels[key];
  if (!channel) return;
  askPage(channel, page, anchor, 0).then((reply) => {
    const current = useChatStore.getState().channels[key];
    if (!current) return; // forgotten meanwhile (sign-out)
    // refused or lost: the next reconnect re-reads again
    if (!reply.ok) return patchChannel(key, { resuming: false });
    const r = reply.result;
    const merged = mergeMessages(current.messages, r.Msgs);
    patchChannel(key, (c) => ({ messages: merged.messages, prepended: c.prepended + merged.prepended }));
    seenWhileAway(key, { type: current.type, playerId: current.playerId }, [...r.Msgs].reverse(), merged.added);
    const reached = r.Msgs.some((m) => held.has(m.ID));
    if (!reached && r.HasMore && r.Msgs.length > 0) reread(key, held, page + 1, page === 1 ? r.StartTime : anchor);
    else patchChannel(key, { resuming: false });
  });
}

/** A loaded channel after a reconnect: resumed after its last gap-free Seq, else re-read. */
function catchUp(channel: ChannelState): void {
  const end = contiguousEnd(channel.messages);
  if (end !== null) return requestResume(channel, end);
  patchChannel(channel.key, { resuming: true });
  reread(channel.key, new Set(channel.messages.map((m) => m.ID)), 1, 0);
}

/**
 * After a (re)connect: every loaded channel catches up on what it missed (resumed from its
 * last gap-free Seq, or re-read when its messages carry none), a channel loaded empty asks
 * its newest page again, and a page that was on its way when the socket dropped is asked for
 * again (its reply was lost).
 */
export function resumeAllChannels(): void {
  for (const channel of Object.values(useChatStore.getState().channels)) {
    if (channel.lockedCode !== null) continue;
    if (channel.loaded && channel.messages.length === 0) {
      requestPage(channel, 1);
      continue;
    }
    if (channel.loaded) catchUp(channel);
    if (channel.loading || !channel.loaded) requestPage(channel, channel.page + 1);
  }
}
