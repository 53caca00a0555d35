'use client';

import { useMemo } from 'react';
import { unreadCounts, useUnreadStore, type UnreadCounts } from './unread-store';

/** The unread counts as shown (private derived from the rooms' counts), null before the server answered. */
export function useUnreadCounts(): UnreadCounts | null {
  const counts = useUnreadStore((s) => s.counts);
  const privateCount = useUnreadStore((s) => s.privateCount);
  const roomUnread = useUnreadStore((s) => s.roomUnread);
  return useMemo(
    () => unreadCounts({ selfId: 0, counts, privateCount, roomUnread }),
    [counts, privateCount, roomUnread],
  );
}
