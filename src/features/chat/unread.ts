/**
 * Unread counts: asking (30040), marking read (30050), and the local bookkeeping between
 * two answers. The server's counts always win; a local change only bridges the time until
 * its next 30041, so a count cannot stick.
 */
import { ChannelType, Op } from '@/protocol';
import { chatSocket } from './sockets';
import type { ChannelRef } from './channels';
import { useChatStore, type UnreadCounts } from './store';

let refetchTimer: ReturnType<typeof setTimeout> | null = null;

/** Asks for the unread counts now. */
export function requestUnread(): void {
  if (refetchTimer !== null) clearTimeout(refetchTimer);
  refetchTimer = null;
  chatSocket().send(Op.ChatUnread, {});
}

/** Asks for the counts shortly, coalescing bursts (several 30051 in a row). */
export function requestUnreadSoon(delayMs = 150): void {
  if (refetchTimer !== null) return;
  refetchTimer = setTimeout(() => {
    refetchTimer = null;
    chatSocket().send(Op.ChatUnread, {});
  }, delayMs);
}

/** Which count a channel feeds. */
export function unreadField(type: number): keyof Omit<UnreadCounts, 'enableClub'> | null {
  switch (type) {
    case ChannelType.Announcement:
      return 'announcement';
    case ChannelType.Public:
      return 'public';
    case ChannelType.Private:
      return 'private';
    case ChannelType.Club:
    case ChannelType.Alliance:
      return 'club';
    default:
      return null;
  }
}

/** Adds `n` to a channel's count until the server's next answer. */
export function bumpUnread(type: number, n = 1): void {
  const field = unreadField(type);
  if (!field) return;
  useChatStore.setState((state) => (state.unread ? { unread: { ...state.unread, [field]: state.unread[field] + n } } : state));
}

/** Marks a channel read on the server (30050) and shows it read at once. */
export function markRead(ref: ChannelRef): void {
  const field = unreadField(ref.type);
  useChatStore.setState((state) => {
    const rooms =
      ref.type === ChannelType.Private
        ? state.rooms.map((r) => (r.PlayerID === ref.playerId ? { ...r, UnreadCount: 0 } : r))
        : state.rooms;
    if (!state.unread || !field) return { rooms };
    // A private room only takes its own share off the private total.
    const room = state.rooms.find((r) => r.PlayerID === ref.playerId);
    const left = ref.type === ChannelType.Private ? Math.max(0, state.unread.private - (room?.UnreadCount ?? 0)) : 0;
    return { rooms, unread: { ...state.unread, [field]: left } };
  });
  chatSocket().send(Op.ChatMarkRead, {
    ChannelType: ref.type,
    ...(ref.type === ChannelType.Private && ref.playerId ? { PlayerID: ref.playerId } : {}),
  });
}

const pendingMarks = new Map<string, ReturnType<typeof setTimeout>>();

/** Marks a channel read after `delayMs` unless cancelled (opening public: 2 s, chat spec §4). */
export function markReadLater(key: string, ref: ChannelRef, delayMs: number): void {
  cancelMarkRead(key);
  pendingMarks.set(
    key,
    setTimeout(() => {
      pendingMarks.delete(key);
      markRead(ref);
    }, delayMs),
  );
}

/** Cancels a pending mark (the player left the channel before it was due). */
export function cancelMarkRead(key?: string): void {
  for (const [k, timer] of pendingMarks) {
    if (key !== undefined && k !== key) continue;
    clearTimeout(timer);
    pendingMarks.delete(k);
  }
}

/** Forgets timers (sign-out, tests). */
export function resetUnreadTimers(): void {
  cancelMarkRead();
  if (refetchTimer !== null) clearTimeout(refetchTimer);
  refetchTimer = null;
}
