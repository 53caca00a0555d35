/**
 * The chat settings dialog's three switches, kept in localStorage under the spec's keys
 * (chat spec §3) by zustand's persist (src/lib/persisted-switches.ts): whether the lobby's unread
 * badge counts announcements, public and club.
 */
import { createSwitches } from '@/lib/persisted-switches';

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

/** The switches, as kept (zustand; the server and hydration see the defaults). */
export const useChatSettingsStore = createSwitches<ChatSettings>(SETTING_KEYS, DEFAULT_SETTINGS);

/** The saved switches; a missing or unreadable entry is on. */
export function readSettings(): ChatSettings {
  return useChatSettingsStore.getState();
}

/** Saves the switches (the dialog's confirm). */
export function saveSettings(settings: ChatSettings): void {
  useChatSettingsStore.setState(settings);
}
