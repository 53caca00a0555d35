'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_AUDIO_SETTINGS, readAudioSettings, subscribeAudioSettings, type AudioSettings } from './settings';

/** The saved sound switches, re-rendering when they change (here or in another tab). */
export function useAudioSettings(): AudioSettings {
  return useSyncExternalStore(subscribeAudioSettings, readAudioSettings, () => DEFAULT_AUDIO_SETTINGS);
}
