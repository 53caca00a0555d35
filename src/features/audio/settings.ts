/**
 * The two sound switches (issue 10): background music (off until the player turns it on) and
 * effect sounds (gift chimes; on by default). Kept in localStorage by zustand's persist so they
 * survive a reload (src/lib/persisted-switches.ts); the chat settings hold no sound switches, so
 * these are their own keys.
 */
import { createSwitches } from '@/lib/persisted-switches';

export const AUDIO_KEYS = { music: 'audio.music', effects: 'audio.effects' } as const;

export type AudioSettings = { music: boolean; effects: boolean };

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { music: false, effects: true };

/** The switches, as kept (zustand; the server and hydration see the defaults). */
export const useAudioSettingsStore = createSwitches<AudioSettings>(AUDIO_KEYS, DEFAULT_AUDIO_SETTINGS);

/** The saved switches; a missing or unreadable entry is the default. */
export function readAudioSettings(): AudioSettings {
  return useAudioSettingsStore.getState();
}

/** Saves one switch and tells the listeners. */
export function saveAudioSetting(name: keyof AudioSettings, on: boolean): void {
  useAudioSettingsStore.setState({ [name]: on });
}

/** Calls `listener` when a switch changes (here or in another tab); returns the unsubscribe. */
export function subscribeAudioSettings(listener: () => void): () => void {
  return useAudioSettingsStore.subscribe(listener);
}
