import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

/** On/off switches by name. */
export type Switches = Record<string, boolean>;

/** Where a store of switches is kept, or null where there is none (the server, blocked storage). */
export type StorageOf = () => Storage | null;

export const localStore: StorageOf = () => storageOrNull(() => window.localStorage);
export const sessionStore: StorageOf = () => storageOrNull(() => window.sessionStorage);

function storageOrNull(get: () => Storage): Storage | null {
  try {
    return typeof window === 'undefined' ? null : get();
  } catch {
    return null;
  }
}

/**
 * zustand's persist storage for switches kept each under its own key as the text `true` or
 * `false` (the keys the spec names, e.g. chat §3 `showPublicUnread`), not as one JSON entry. A
 * switch whose entry is missing or holds anything but the opposite of its default reads as its
 * default. Storage that refuses a write (full, private mode) keeps the switch for this page view.
 */
function keyedStorage<T extends Switches>(keys: { [K in keyof T]: string }, defaults: T, where: StorageOf): PersistStorage<T> {
  const names = Object.keys(keys) as (keyof T & string)[];
  return {
    getItem: () => {
      const storage = where();
      if (!storage) return null;
      const state = { ...defaults };
      for (const name of names) {
        if (storage.getItem(keys[name]) === String(!defaults[name])) state[name] = !defaults[name] as T[typeof name];
      }
      return { state, version: 0 };
    },
    setItem: (_name, { state }) => {
      try {
        for (const name of names) where()?.setItem(keys[name], String(state[name]));
      } catch {
        // not kept: the switch still holds for this page view
      }
    },
    removeItem: () => {
      for (const name of names) where()?.removeItem(keys[name]);
    },
  };
}

/**
 * A zustand store of switches kept by `persist` under the given storage keys: read when the store
 * is made (in the browser), written on every `setState`, and read again when another tab changes
 * one of the keys. The server, and the first render that hydrates its HTML, see `defaults`
 * (zustand's hooks use the state before storage as the server snapshot).
 * @example const useAudio = createSwitches({ music: 'audio.music' }, { music: false })
 */
export function createSwitches<T extends Switches>(keys: { [K in keyof T]: string }, defaults: T, where: StorageOf = localStore) {
  const store = create<T>()(persist(() => defaults, { name: Object.values(keys).join(' '), storage: keyedStorage(keys, defaults, where) }));
  const watched = new Set<string>(Object.values(keys));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || watched.has(event.key)) void store.persist.rehydrate();
    });
  }
  return store;
}
