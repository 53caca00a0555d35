import { ChannelType } from '@/protocol/chat-rules';
import type { ChannelTypeValue } from '@/protocol';

/** The chat window's views (chat spec §4 "tab states"); a private conversation is `private` + a peer. */
export type ChatTab = 'announcement' | 'public' | 'private' | 'club' | 'friends';

/** The tabs of the tab bar, in order (the friend list / search view is the last one). */
export const TAB_BAR: readonly ChatTab[] = ['announcement', 'public', 'private', 'club', 'friends'];

const ALL_TABS: readonly ChatTab[] = TAB_BAR;

/** True for a value `?chatroom=` may name. */
export function isChatTab(value: unknown): value is ChatTab {
  return typeof value === 'string' && (ALL_TABS as readonly string[]).includes(value);
}

/** One stored conversation: a channel type, plus the other player for private chat. */
export interface ChannelRef {
  type: ChannelTypeValue;
  /** Private chat: the other player; 0 otherwise. */
  playerId: number;
}

/**
 * The store key of a channel: `"1"`, `"6"`, `"3"`, `"4"`, private `"2:<other player>"`.
 * @example channelKey({ type: ChannelType.Private, playerId: 15 }) === '2:15'
 */
export function channelKey(ref: ChannelRef): string {
  return ref.type === ChannelType.Private ? `${ref.type}:${ref.playerId}` : String(ref.type);
}

const CHANNEL_VALUES = new Set<number>(Object.values(ChannelType));

/** Reads a ChannelType from untrusted input. */
export function toChannelType(value: unknown): ChannelTypeValue | null {
  return typeof value === 'number' && CHANNEL_VALUES.has(value) ? (value as ChannelTypeValue) : null;
}

/** The channel a tab shows; the club tab shows the alliance channel when the club is in one. */
export function tabChannel(tab: ChatTab, options: { alliance: boolean; peerId: number | null }): ChannelRef | null {
  switch (tab) {
    case 'announcement':
      return { type: ChannelType.Announcement, playerId: 0 };
    case 'public':
      return { type: ChannelType.Public, playerId: 0 };
    case 'club':
      return { type: options.alliance ? ChannelType.Alliance : ChannelType.Club, playerId: 0 };
    case 'private':
      return options.peerId ? { type: ChannelType.Private, playerId: options.peerId } : null;
    case 'friends':
      return null;
  }
}
