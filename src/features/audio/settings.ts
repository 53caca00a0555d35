import { createPersistedStore, switchesIn } from '@/lib/create-persisted-store';

/**
 * The two sound switches (issue 10): background music (off until the player turns it on) and
 * effect sounds (gift chimes; on by default), kept in localStorage so they survive a reload. The
 * music switch sits under the spec's key `isCheckedMusicPlaying` (chat spec §3 "Local storage
 * keys"); the spec names none for effect sounds.
 */
export const AUDIO_KEYS = { music: 'isCheckedMusicPlaying', effects: 'audio.effects' } as const;

export interface AudioSettings {
  music: boolean;
  effects: boolean;
}

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { music: false, effects: true };

/** The saved switches, following other tabs (`useAudioSettings()` in a component). */
export const useAudioSettings = createPersistedStore<AudioSettings>('audio-settings', DEFAULT_AUDIO_SETTINGS, switchesIn(AUDIO_KEYS, DEFAULT_AUDIO_SETTINGS));

/** Saves one switch. */
export function saveAudioSetting(name: keyof AudioSettings, on: boolean): void {
  useAudioSettings.setState({ [name]: on });
}
