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

const listeners = new Set<() => void>();
let cached: { raw: string; value: ChatSettings } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved switches; a missing or unreadable entry is on. */
export function readSettings(): ChatSettings {
  const store = storage();
  if (!store) return DEFAULT_SETTINGS;
  const values = (Object.keys(SETTING_KEYS) as ChatSettingName[]).map((name) => store.getItem(SETTING_KEYS[name]));
  const raw = values.join('|');
  if (cached?.raw === raw) return cached.value;
  const value = Object.fromEntries(
    (Object.keys(SETTING_KEYS) as ChatSettingName[]).map((name, i) => [name, values[i] !== 'false']),
  ) as ChatSettings;
  cached = { raw, value };
  return value;
}

/** Saves the switches (the dialog's confirm). */
export function saveSettings(settings: ChatSettings): void {
  const store = storage();
  if (store) {
    for (const name of Object.keys(SETTING_KEYS) as ChatSettingName[]) {
      store.setItem(SETTING_KEYS[name], String(settings[name]));
    }
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the switches change (here or in another tab); returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(SETTING_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
