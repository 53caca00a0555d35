import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

/**
 * How a kept store's state sits in the browser's storage. The spec names the keys (chat spec §3
 * "Local storage keys": one key per value, `showPublicUnread`, `ageMadol`…), so a store says
 * which keys it uses and how its state maps onto them, instead of persist's one JSON entry.
 */
export interface StoredAs<T> {
  /** The keys it reads: a change to one of them in another tab re-reads the store. */
  keys: readonly string[];
  /** The state as stored, or null when nothing is (the store keeps its defaults). */
  read(): T | null;
  write(state: T): void;
}

/** The page's localStorage or sessionStorage; null on the server or where the browser blocks it. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/**
 * The one way to keep a store in the browser (STYLE: one way into a store library): zustand's
 * `persist` over `storedAs`. It reads the storage when it is made in the browser; on the server,
 * and for the first render in the browser (React's server snapshot, so hydration matches), it
 * holds `defaults`. A change in another tab re-reads it (the `storage` event); a storage that
 * throws (blocked, full) keeps the state in memory for this page.
 */
export function createPersistedStore<T extends object>(name: string, defaults: T, storedAs: StoredAs<T>) {
  const storage: PersistStorage<T> = {
    getItem: () => {
      try {
        const state = storedAs.read();
        return state ? { state, version: 0 } : null;
      } catch {
        return null;
      }
    },
    setItem: (_name, value) => {
      try {
        storedAs.write(value.state);
      } catch {
        // blocked or full: the state still changes for this page
      }
    },
    removeItem: () => {},
  };
  const store = create<T>()(persist(() => defaults, { name, storage }));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || storedAs.keys.includes(event.key)) void store.persist.rehydrate();
    });
  }
  return store;
}

/**
 * On/off switches, each under its own localStorage key as `true`/`false` (a missing or unknown
 * value is the switch's default).
 */
export function switchesIn<K extends string>(keys: Readonly<Record<K, string>>, defaults: Readonly<Record<K, boolean>>): StoredAs<Record<K, boolean>> {
  const names = Object.keys(keys) as K[];
  return {
    keys: Object.values(keys),
    read() {
      const local = browserStorage('localStorage');
      if (!local) return null;
      const stored = names.map((name) => local.getItem(keys[name]));
      if (stored.every((value) => value === null)) return null;
      return Object.fromEntries(
        names.map((name, i) => [name, stored[i] === 'true' ? true : stored[i] === 'false' ? false : defaults[name]]),
      ) as Record<K, boolean>;
    },
    write(state) {
      const local = browserStorage('localStorage');
      for (const name of names) local?.setItem(keys[name], String(state[name]));
    },
  };
}
