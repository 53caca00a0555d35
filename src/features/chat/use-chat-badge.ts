'use client';

import type { ChatSettings } from './settings';
import type { UnreadCounts } from './unread-store';
import { useChatSettings } from './use-chat-settings';
import { useUnreadCounts } from './use-unread-counts';

/**
 * The lobby's chat badge: private messages always count; announcements, public and club
 * only while their switch is on (club also needs club chat enabled).
 */
export function lobbyUnreadTotal(unread: UnreadCounts | null, settings: ChatSettings): number {
  if (!unread) return 0;
  return (
    unread.private +
    (settings.showAnnouncementUnread ? unread.announcement : 0) +
    (settings.showPublicUnread ? unread.public : 0) +
    (settings.showClubUnread && unread.enableClub ? unread.club : 0)
  );
}

/** The count on the lobby's chat button (0: no badge). */
export function useChatBadge(): number {
  const unread = useUnreadCounts();
  return lobbyUnreadTotal(unread, useChatSettings());
}
