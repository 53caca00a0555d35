'use client';

import { useChatSettingsStore, type ChatSettings } from './settings';

/** The saved switches, re-rendering when they change (here or in another tab). */
export function useChatSettings(): ChatSettings {
  return useChatSettingsStore();
}
