/**
 * Requests that fill a channel: history pages (30020, announcements 30250) and the resume
 * after a reconnect (30060). Shared by the actions (the player scrolls, opens a tab) and
 * the handlers (a reconnect, the next resume page).
 */
import { ChannelType, ChatLimits, Op } from '@/protocol';
import { chatSocket } from './sockets';
import type { ChannelRef } from './channels';
import { channelKey } from './channels';
import { contiguousEnd } from './message-model';
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

/** Asks for history page `page` of a channel, anchored at page 1's StartTime/StartSeq. */
export function requestPage(channel: ChannelState, page: number): void {
  patchChannel(channel.key, { loading: true });
  const anchored = page > 1;
  if (channel.type === ChannelType.Announcement) {
    chatSocket().send(Op.ChatAnnouncementHistory, {
      Page: page,
      StartTime: anchored ? channel.startTime : 0,
      PerPage: ChatLimits.PageSize,
      QueryAfter: false,
    });
    return;
  }
  chatSocket().send(Op.ChatHistory, {
    Page: page,
    StartTime: anchored ? channel.startTime : 0,
    PerPage: ChatLimits.PageSize,
    ChannelType: channel.type,
    ...(channel.playerId ? { PlayerID: channel.playerId } : {}),
    ...(anchored && channel.startSeq ? { StartSeq: channel.startSeq } : {}),
  });
}

/** Asks for everything after the gap-free run the channel holds (30060). */
export function requestResume(channel: ChannelState): void {
  patchChannel(channel.key, { resuming: true });
  chatSocket().send(Op.ChatResume, {
    ChannelType: channel.type,
    ...(channel.playerId ? { PlayerID: channel.playerId } : {}),
    AfterSeq: contiguousEnd(channel.messages),
    Limit: ChatLimits.ResumeMaxMessages,
  });
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
