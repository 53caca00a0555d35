/**
 * The two sound switches (issue 10): background music (off until the player turns it on) and
 * effect sounds (gift chimes; on by default). Kept in localStorage so they survive a reload;
 * the chat settings hold no sound switches, so these are their own keys.
 */
export const AUDIO_KEYS = { music: 'audio.music', effects: 'audio.effects' } as const;

export interface AudioSettings {
  music: boolean;
  effects: boolean;
}

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { music: false, effects: true };

const listeners = new Set<() => void>();
let cached: { raw: string; value: AudioSettings } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved switches; a missing or unreadable entry is the default. */
export function readAudioSettings(): AudioSettings {
  const store = storage();
  if (!store) return DEFAULT_AUDIO_SETTINGS;
  const music = store.getItem(AUDIO_KEYS.music);
  const effects = store.getItem(AUDIO_KEYS.effects);
  const raw = `${music}|${effects}`;
  if (cached?.raw === raw) return cached.value;
  const read = {
    music: music === null ? DEFAULT_AUDIO_SETTINGS.music : music === 'true',
    effects: effects === null ? DEFAULT_AUDIO_SETTINGS.effects : effects === 'true',
  };
  // the defaults as the same object: what the server rendered, so hydration re-renders nothing
  const value = read.music === DEFAULT_AUDIO_SETTINGS.music && read.effects === DEFAULT_AUDIO_SETTINGS.effects ? DEFAULT_AUDIO_SETTINGS : read;
  cached = { raw, value };
  return value;
}

/** Saves one switch and tells the listeners. */
export function saveAudioSetting(name: keyof AudioSettings, on: boolean): void {
  storage()?.setItem(AUDIO_KEYS[name], String(on));
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when a switch changes (here or in another tab); returns the unsubscribe. */
export function subscribeAudioSettings(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUDIO_KEYS.music || event.key === AUDIO_KEYS.effects) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
