/**
 * Unread counts from the window's side: asking (30040), marking read (30050), and the local
 * bookkeeping between two answers. The counts live in ./unread-store (always loaded); the
 * server's 30041 / 30051 always win, a local change only bridges the time until the next.
 */
import { ChannelType } from '@/protocol/chat-rules';
import { Op } from '@/protocol/ops';
import { getSockets } from '@/socket';
import type { ChannelRef } from './channels';
import { chatRuntime } from './runtime';
import { setChannelCount, setRoomCount, type ChannelCounts } from './unread-store';

/** Asks for the unread counts now. */
export function requestUnread(): void {
  getSockets().chat.send(Op.ChatUnread, {});
}

/** Which count a channel feeds. */
export function unreadField(type: number): keyof Omit<ChannelCounts, 'enableClub'> | 'private' | null {
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

/** Adds `n` to a (non-private) channel's count until the server's next answer. */
export function bumpUnread(type: number, n = 1): void {
  const field = unreadField(type);
  if (!field || field === 'private') return;
  setChannelCount(field, (c) => c + n);
}

/** Marks a channel read on the server (30050) and shows it read at once. */
export function markRead(ref: ChannelRef): void {
  const field = unreadField(ref.type);
  if (field === 'private') setRoomCount(ref.playerId, () => 0);
  else if (field) setChannelCount(field, () => 0);
  getSockets().chat.send(Op.ChatMarkRead, {
    ChannelType: ref.type,
    ...(ref.type === ChannelType.Private && ref.playerId ? { PlayerID: ref.playerId } : {}),
  });
}

/** Marks a channel read after `delayMs` unless cancelled (opening public: 2 s, chat spec §4). */
export function markReadLater(key: string, ref: ChannelRef, delayMs: number): void {
  cancelMarkRead(key);
  const marks = chatRuntime().pendingMarks;
  marks.set(
    key,
    setTimeout(() => {
      marks.delete(key);
      markRead(ref);
    }, delayMs),
  );
}

/** Cancels a pending mark (the player left the channel before it was due). */
export function cancelMarkRead(key?: string): void {
  const marks = chatRuntime().pendingMarks;
  for (const [k, timer] of marks) {
    if (key !== undefined && k !== key) continue;
    clearTimeout(timer);
    marks.delete(k);
  }
}
