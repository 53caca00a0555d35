import { createPersistedStore, switchesIn } from '@/lib/create-persisted-store';

/**
 * The chat settings dialog's three switches, kept in localStorage under the spec's keys
 * (chat spec §3): whether the lobby's unread badge counts announcements, public and club.
 */
export const SETTING_KEYS = {
  showAnnouncementUnread: 'showAnnouncementUnread',
  showPublicUnread: 'showPublicUnread',
  showClubUnread: 'showClubUnread',
} as const;

export type ChatSettingName = keyof typeof SETTING_KEYS;
export type ChatSettings = Record<ChatSettingName, boolean>;

export const DEFAULT_SETTINGS: ChatSettings = {
  showAnnouncementUnread: true,
  showPublicUnread: true,
  showClubUnread: true,
};

/** The saved switches, following other tabs (`useChatSettings()` in a component). */
export const useChatSettings = createPersistedStore<ChatSettings>('chat-settings', DEFAULT_SETTINGS, switchesIn(SETTING_KEYS, DEFAULT_SETTINGS));

/** Saves the switches (the dialog's confirm). */
export function saveSettings(settings: ChatSettings): void {
  useChatSettings.setState(settings);
}
