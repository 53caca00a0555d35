/**
 * Delivers a stored chat message to the open chat sockets of its audience, on every server
 * process, in the channel's seq order (server/ws/hub.ts pushChat). The frame is serialised
 * once per message, not once per socket: public chat reaches every socket.
 */
import { ChatLimits, Code, reply, type ChatMessage } from '../../src/protocol';
import type { Repositories } from '../db/repositories';
import type { ChannelRef } from '../db/repositories/chat';
import type { ChatGapReader, Hub } from '../ws/hub';
import { toChatMessage } from './chat-message-view';

/** Everyone on the chat socket (public, announcements), or a list of players. */
export type Audience = { kind: 'everyone' } | { kind: 'players'; ids: readonly number[] };

/** The channel's name in the reorder buffer: `${channelType}:${channelKey}`. */
export function orderKey(channel: ChannelRef): string {
  return `${channel.channelType}:${channel.channelKey}`;
}

function channelOf(key: string): ChannelRef {
  const cut = key.indexOf(':');
  return { channelType: Number(key.slice(0, cut)), channelKey: key.slice(cut + 1) };
}

/** Pushes `message` of `channel` as `op` (30001/30011/30081/30241) to its audience. */
export function deliver(hub: Hub, op: number, message: ChatMessage, audience: Audience, channel: ChannelRef): void {
  const frame = reply(op, Code.Ok, message);
  hub.pushChat(frame, audience.kind === 'everyone' ? null : audience.ids, { channel: orderKey(channel), seq: message.Seq });
}

/**
 * Fills a gap in a channel's pushes from the committed messages (a process died between its
 * commit and its publication): same OP and audience as the push that waited for them.
 */
export function chatGapReader(repos: Repositories): ChatGapReader {
  return async (key, after, before, sample) => {
    const { OP } = JSON.parse(sample.text) as { OP: number };
    // A long gap (this process lost Redis for a while) is not replayed whole: the newest ones
    // go out, and a client that sees its seqs jump resumes the rest (30060).
    const from = Math.max(after, before - 1 - ChatLimits.ResumeMaxMessages);
    const rows = await repos.chat.after({ ...channelOf(key), afterSeq: from, limit: Math.max(0, before - from - 1) });
    return rows
      .map(toChatMessage)
      .filter((m) => m.Seq < before)
      .map((m) => ({ channel: key, seq: m.Seq, text: JSON.stringify(reply(OP, Code.Ok, m)), players: sample.players }));
  };
}
