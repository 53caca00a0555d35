/**
 * The page's audio manager (issue 10): effect sounds on demand and one background music loop.
 * It exists only in a browser with HTMLAudioElement; callers ask `getAudioManager()` and play
 * nothing when it answers null (gift effects: "sound only when an audio manager exists").
 */
import { readAudioSettings, saveAudioSetting, subscribeAudioSettings } from './settings';

/** The looping lobby music (made by scripts/make-gift-effects.ts). */
export const MUSIC_URL = '/audio/lobby-loop.mp3';
const MUSIC_VOLUME = 0.35;

export interface AudioManager {
  /** True when effect sounds are switched on. */
  effectsOn(): boolean;
  musicOn(): boolean;
  setEffects(on: boolean): void;
  setMusic(on: boolean): void;
  /** Plays a sound once; resolves when it ended, rejects when it could not load or play. */
  playEffect(url: string): Promise<void>;
  /** Pages where music must stay off (the live room) block it; unblocking resumes it if on. */
  setMusicBlocked(blocked: boolean): void;
}

type MakeAudio = (url: string) => HTMLAudioElement;

/** A manager over `makeAudio` (tests pass a fake). */
export function createAudioManager(makeAudio: MakeAudio = (url) => new Audio(url)): AudioManager {
  let music: HTMLAudioElement | null = null;
  let blocked = false;

  function syncMusic() {
    const want = readAudioSettings().music && !blocked;
    if (!want) {
      music?.pause();
      return;
    }
    if (!music) {
      music = makeAudio(MUSIC_URL);
      music.loop = true;
      music.volume = MUSIC_VOLUME;
    }
    // Autoplay may be refused before the first tap; the next switch or route change retries.
    void music.play()?.catch(() => {});
  }
  subscribeAudioSettings(syncMusic);

  return {
    effectsOn: () => readAudioSettings().effects,
    musicOn: () => readAudioSettings().music,
    setEffects: (on) => saveAudioSetting('effects', on),
    setMusic: (on) => saveAudioSetting('music', on),
    playEffect(url) {
      return new Promise<void>((resolve, reject) => {
        const audio = makeAudio(url);
        audio.addEventListener('ended', () => resolve(), { once: true });
        audio.addEventListener('error', () => reject(new Error(`sound failed to load: ${url}`)), { once: true });
        Promise.resolve(audio.play()).catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
      });
    },
    setMusicBlocked(next) {
      blocked = next;
      syncMusic();
    },
  };
}

let manager: AudioManager | null | undefined;

/** The page's manager, made on first use; null without a browser audio element. */
export function getAudioManager(): AudioManager | null {
  if (manager === undefined) {
    manager = typeof window !== 'undefined' && typeof window.Audio === 'function' ? createAudioManager() : null;
  }
  return manager;
}

/** Test-only: puts a manager in place (null = none exists). */
export function setAudioManagerForTests(next: AudioManager | null | undefined): void {
  manager = next;
}
