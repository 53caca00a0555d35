'use client';

import { useAudioSettingsStore, type AudioSettings } from './settings';

/** The saved sound switches, re-rendering when they change (here or in another tab). */
export function useAudioSettings(): AudioSettings {
  return useAudioSettingsStore();
}
