/**
 * The resume after a reconnect or a gap (30060 → 30061): everything after the gap-free run a
 * channel holds, a page at a time. Each resume answers its own `request()`, so a refused or
 * lost one ends that channel's resume only. A channel without seqs is re-read instead
 * (./history, decision 328).
 */
import { ChatLimits } from '@/protocol/chat-rules';
import { Op } from '@/protocol/ops';
import type { ReceivedChatMessage, ReceivedChatResumeResult } from '@/protocol';
import { channelKey, type ChannelRef } from './channels';
import { visibleChannel } from './current-channel';
import { contiguousEnd, isOwn, mergeMessages } from './message-model';
import { chatText } from './chat-text';
import { getSockets } from '@/socket';
import { patchChannel, useChatStore, type ChannelState } from './store';
import { markReadLater } from './unread';
import { useUnreadStore } from './unread-store';

/** A viewed channel is marked read this long after its newest message (one mark per burst). */
export const READ_WHILE_VIEWING_MS = 1000;

/** How long a resume page may take before its channel stops waiting for it. */
export const RESUME_TIMEOUT_MS = 15_000;

/** Says the newest message of the channel on screen to screen readers (the live region). */
export function announce(message: ReceivedChatMessage): void {
  const text = chatText(message.Message);
  const name = message.Name || message.From;
  useChatStore.setState({ liveAnnouncement: { id: message.ID, text: `${name}：${text}` } });
}

/**
 * Asks for everything after `afterSeq`, the end of the gap-free run the channel holds (30060;
 * `contiguousEnd`). Only a channel whose messages carry seqs resumes; any other is re-read
 * (./history).
 */
export function requestResume(channel: ChannelState, afterSeq: number): void {
  patchChannel(channel.key, { resuming: true });
  getSockets().chat
    .request(
      Op.ChatResume,
      {
        ChannelType: channel.type,
        ...(channel.playerId ? { PlayerID: channel.playerId } : {}),
        AfterSeq: afterSeq,
        Limit: ChatLimits.ResumeMaxMessages,
      },
      { timeoutMs: RESUME_TIMEOUT_MS },
    )
    // refused or lost (timeout, drop, stop): a reconnect resumes every loaded channel again anyway
    .then((reply) => (reply.ok ? applyResume(channel.key, reply.result) : stopResuming(channel.key)));
}

function stopResuming(key: string): void {
  if (useChatStore.getState().channels[key]?.resuming) patchChannel(key, { resuming: false });
}

/**
 * What a resume or a re-read brought into the channel on screen (`brought`, oldest first) has
 * been seen now: marks it read and announces the newest from another player.
 */
export function seenWhileAway(key: string, ref: ChannelRef, brought: readonly ReceivedChatMessage[], added: number): void {
  const visible = visibleChannel();
  const { selfId } = useUnreadStore.getState();
  const newest = brought.filter((m) => !isOwn(m, selfId)).at(-1);
  if (added > 0 && visible && channelKey(visible) === key && newest) {
    announce(newest);
    markReadLater(key, ref, READ_WHILE_VIEWING_MS);
  }
}

function applyResume(key: string, r: ReceivedChatResumeResult): void {
  const channel = useChatStore.getState().channels[key];
  if (!channel) return; // forgotten meanwhile (sign-out)
  const merged = mergeMessages(channel.messages, r.Msgs);
  patchChannel(key, { messages: merged.messages, resuming: false });
  seenWhileAway(key, { type: channel.type, playerId: channel.playerId }, r.Msgs, merged.added);
  const held = useChatStore.getState().channels[key];
  const end = held ? contiguousEnd(held.messages) : null;
  // More after this page (HasMore), or pushes meanwhile left a hole: ask again from the run's end.
  if (held && end !== null && r.Msgs.length > 0 && (r.HasMore || end < r.LastSeq)) requestResume(held, end);
}
