// @vitest-environment jsdom
import { createPersistedStore, switchesIn } from './create-persisted-store';

const KEYS = { music: 'isCheckedMusicPlaying', effects: 'audio.effects' } as const;
const DEFAULTS = { music: false, effects: true };

/** A store as a page load makes it: it reads what storage holds now. */
const load = () => createPersistedStore('switches', DEFAULTS, switchesIn(KEYS, DEFAULTS));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('createPersistedStore over switchesIn', () => {
  it('holds the defaults and writes nothing while nothing is stored', () => {
    const store = load();
    expect(store.getState()).toEqual(DEFAULTS);
    expect(localStorage.length).toBe(0);
  });

  it('keeps each switch under its own key as true/false, and a reload reads them back', () => {
    load().setState({ music: true });
    expect(localStorage.getItem('isCheckedMusicPlaying')).toBe('true');
    expect(localStorage.getItem('audio.effects')).toBe('true');
    const reloaded = load();
    expect(reloaded.getState()).toEqual({ music: true, effects: true });
    // the first render of a hydrating page uses the server's value: the defaults
    expect(reloaded.getInitialState()).toEqual(DEFAULTS);
  });

  it('reads an unknown value as the default', () => {
    localStorage.setItem('isCheckedMusicPlaying', 'yes');
    localStorage.setItem('audio.effects', 'false');
    expect(load().getState()).toEqual({ music: false, effects: false });
  });

  it('follows a change made in another tab, and only to its own keys', () => {
    const store = load();
    const seen = vi.fn();
    store.subscribe(seen);
    localStorage.setItem('isCheckedMusicPlaying', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(seen).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'isCheckedMusicPlaying' }));
    expect(store.getState().music).toBe(true);
    expect(seen).toHaveBeenCalled();
  });

  it('still changes for this page when the browser refuses to store', () => {
    const store = load();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.setState({ effects: false });
    expect(store.getState().effects).toBe(false);
  });
});
