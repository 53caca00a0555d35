'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, readSettings, subscribe, type ChatSettings } from './settings';

/** The saved switches, re-rendering when they change (here or in another tab). */
export function useChatSettings(): ChatSettings {
  return useSyncExternalStore(subscribe, readSettings, () => DEFAULT_SETTINGS);
}
