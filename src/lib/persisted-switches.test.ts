// @vitest-environment jsdom
import { createSwitches, type StorageOf } from './persisted-switches';

type Pair = { sound: boolean; hints: boolean };
const KEYS = { sound: 'test.sound', hints: 'test.hints' };
const DEFAULTS: Pair = { sound: false, hints: true };

afterEach(() => localStorage.clear());

describe('createSwitches (zustand persist, one storage key per switch)', () => {
  it('reads each switch from its own key when made: only the opposite of its default counts', () => {
    localStorage.setItem(KEYS.sound, 'true');
    localStorage.setItem(KEYS.hints, 'yes'); // unreadable: the default
    const store = createSwitches<Pair>(KEYS, DEFAULTS);
    expect(store.getState()).toEqual({ sound: true, hints: true });
    expect(store.getInitialState(), 'what the server and hydration see').toEqual(DEFAULTS);
  });

  it('writes every switch under its key as true / false text, and nothing else', () => {
    const store = createSwitches<Pair>(KEYS, DEFAULTS);
    store.setState({ hints: false });
    expect(localStorage.getItem(KEYS.hints)).toBe('false');
    expect(localStorage.getItem(KEYS.sound)).toBe('false');
    expect(Object.keys(localStorage).sort()).toEqual([KEYS.hints, KEYS.sound]);
  });

  it('reads again when another tab changes one of its keys (or clears the storage), not for other keys', () => {
    const store = createSwitches<Pair>(KEYS, DEFAULTS);
    const seen = vi.fn();
    store.subscribe(seen);
    localStorage.setItem(KEYS.sound, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone.else' }));
    expect(store.getState().sound).toBe(false);
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.sound }));
    expect(store.getState().sound).toBe(true);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getState()).toEqual(DEFAULTS);
    expect(seen).toHaveBeenCalled();
  });

  it('keeps a switch for this page view where the storage refuses it, or where there is none', () => {
    const refusing: StorageOf = () => ({ ...localStorage, getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } }) as unknown as Storage;
    const full = createSwitches<Pair>(KEYS, DEFAULTS, refusing);
    full.setState({ sound: true });
    expect(full.getState().sound).toBe(true);
    const none = createSwitches<Pair>(KEYS, DEFAULTS, () => null);
    expect(none.getState()).toEqual(DEFAULTS);
    none.setState({ hints: false });
    expect(none.getState().hints).toBe(false);
  });
});
