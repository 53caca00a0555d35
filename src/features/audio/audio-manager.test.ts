// @vitest-environment jsdom
import { createAudioManager } from './audio-manager';
import { musicBlockedOn } from './music-route';
import { AUDIO_KEYS, readAudioSettings } from './settings';

/** A stand-in for HTMLAudioElement: records play/pause and fires its events on demand. */
class FakeAudio extends EventTarget {
  loop = false;
  volume = 1;
  playing = false;
  constructor(readonly src: string, private readonly refuse = false) {
    super();
  }
  play() {
    if (this.refuse) return Promise.reject(new Error('NotAllowedError'));
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
}

function setup(refuse = false) {
  const made: FakeAudio[] = [];
  const manager = createAudioManager((url) => {
    const audio = new FakeAudio(url, refuse);
    made.push(audio);
    return audio as unknown as HTMLAudioElement;
  });
  return { manager, made };
}

afterEach(() => localStorage.clear());

describe('audio manager', () => {
  it('music is off and effects on until the player changes them; the choice is kept', () => {
    expect(readAudioSettings()).toEqual({ music: false, effects: true });
    const { manager } = setup();
    manager.setEffects(false);
    manager.setMusic(true);
    expect(localStorage.getItem(AUDIO_KEYS.effects)).toBe('false');
    expect(readAudioSettings()).toEqual({ music: true, effects: false });
    expect(manager.effectsOn()).toBe(false);
  });

  it('playEffect resolves when the sound ended and rejects when it fails or is refused', async () => {
    const { manager, made } = setup();
    const ended = manager.playEffect('/gifts/42.mp3');
    made[0]!.dispatchEvent(new Event('ended'));
    await expect(ended).resolves.toBeUndefined();
    const failed = manager.playEffect('/gifts/43.mp3');
    made[1]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/gifts/43.mp3');
    await expect(setup(true).manager.playEffect('/gifts/44.mp3')).rejects.toThrow('NotAllowedError');
  });

  it('music loops when switched on, stays off on the live room and comes back after it', () => {
    const { manager, made } = setup();
    manager.setMusicBlocked(false);
    expect(made).toHaveLength(0);
    manager.setMusic(true);
    const music = made[0]!;
    expect(music.loop).toBe(true);
    expect(music.playing).toBe(true);
    manager.setMusicBlocked(musicBlockedOn('/zh_tw/play-game/live'));
    expect(music.playing).toBe(false);
    manager.setMusicBlocked(musicBlockedOn('/zh_tw/play'));
    expect(music.playing).toBe(true);
    manager.setMusic(false);
    expect(music.playing).toBe(false);
  });

  it('knows the live room route', () => {
    expect(musicBlockedOn('/zh_tw/play-game/live')).toBe(true);
    expect(musicBlockedOn('/id_id/play-game/live/')).toBe(true);
    expect(musicBlockedOn('/zh_tw/play-game/m')).toBe(false);
    expect(musicBlockedOn('/zh_tw/play-game/livestream')).toBe(false);
    expect(musicBlockedOn(null)).toBe(false);
  });
});
